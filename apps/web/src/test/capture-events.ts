import { afterEach } from 'vitest';
import { subscribeToAppEvent, type AppEventMap, type AppEventName } from '../lib/events';

const stops: (() => void)[] = [];

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** Records the details of every event of one name until the current test ends. */
export function captureEvents<K extends AppEventName>(name: K): AppEventMap[K][] {
  const seen: AppEventMap[K][] = [];
  stops.push(subscribeToAppEvent(name, (detail) => seen.push(detail)));
  return seen;
}

import { AUTH_EVENTS } from '@streamit/contract';
import { describe, expect, it, vi } from 'vitest';
import { API_ERROR_EVENTS, dispatchAppEvent, subscribeToAppEvent } from './events';

describe('app events', () => {
  it('broadcasts on window as CustomEvents that any listener can read', () => {
    const listener = vi.fn();
    window.addEventListener(AUTH_EVENTS.authError, listener);
    dispatchAppEvent(AUTH_EVENTS.authError, { realm: 'member', status: 401, message: 'm' });
    window.removeEventListener(AUTH_EVENTS.authError, listener);

    const event: unknown = listener.mock.calls[0]?.[0];
    expect(event).toBeInstanceOf(CustomEvent);
    expect((event as CustomEvent).detail).toEqual({ realm: 'member', status: 401, message: 'm' });
  });

  it('hands subscribers the detail, and stops when unsubscribed', () => {
    const listener = vi.fn();
    const stop = subscribeToAppEvent(API_ERROR_EVENTS.server, listener);
    const detail = { kind: 'server', status: 500, code: 'INTERNAL', message: 'x' } as const;
    dispatchAppEvent(API_ERROR_EVENTS.server, detail);
    stop();
    dispatchAppEvent(API_ERROR_EVENTS.server, detail);

    expect(listener.mock.calls).toEqual([[detail]]);
  });

  it('dispatches login and logout without a payload', () => {
    const seen: unknown[] = [];
    const stops = [AUTH_EVENTS.login, AUTH_EVENTS.adminLogout].map((name) =>
      subscribeToAppEvent(name, (detail) => seen.push(detail)),
    );
    dispatchAppEvent(AUTH_EVENTS.login);
    dispatchAppEvent(AUTH_EVENTS.adminLogout);
    for (const stop of stops) stop();

    expect(seen).toEqual([null, null]);
  });
});

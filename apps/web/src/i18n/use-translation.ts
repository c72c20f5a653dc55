import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';

const readTranslate = () => i18n.t;
const subscribe = (listener: () => void) => i18n.subscribe(listener);

/**
 * The active language's t() and the i18n object; re-renders when the language or the loaded strings change
 * (t is a new function then, so effects and memos that depend on it run again).
 */
export function useTranslation() {
  const t = useSyncExternalStore(subscribe, readTranslate);
  return { t, i18n };
}

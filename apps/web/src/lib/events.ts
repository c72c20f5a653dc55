import { AUTH_EVENTS } from '@streamit/contract';
import type { AuthRealm } from './auth-storage';

/** Names of the global API error events of spec §8; a 401 uses AUTH_EVENTS.authError instead. */
export const API_ERROR_EVENTS = {
  validation: 'streamit:validation-error',
  server: 'streamit:server-error',
  rateLimit: 'streamit:rate-limit-error',
  network: 'streamit:network-error',
  timeout: 'streamit:timeout-error',
} as const;

/**
 * Raised when the API answers 503 MAINTENANCE (docs/decisions/010-maintenance-mode.md): the app shows the maintenance page
 * instead of an error toast, and the call is not retried like an ordinary 5xx.
 */
export const MAINTENANCE_EVENT = 'streamit:maintenance';

/** Raised when a completion pays points; the toast region says how many and why. */
export const POINTS_EARNED_EVENT = 'streamit:points-earned';

/** Detail of the points-earned event: the toast's finished sentence. */
export interface PointsEarnedEventDetail {
  message: string;
  /** An award kept for the pause between activities that was not paid after all (decision 047). */
  refused?: boolean;
}

/** Which global error event a failed call raises. */
export type ApiErrorKind = keyof typeof API_ERROR_EVENTS;

/** Detail of an API error event: what to show, and the HTTP status when there was an answer. */
export interface ApiErrorEventDetail {
  kind: ApiErrorKind;
  status: number | null;
  code: string;
  message: string;
}

/** Detail of the auth-error event (spec §4): a 401 signs the realm out; other auth errors only inform. */
export interface AuthErrorEventDetail {
  realm: AuthRealm;
  status: number;
  message: string;
}

/** Every browser event the app broadcasts on window, with its detail type. */
export interface AppEventMap {
  [AUTH_EVENTS.login]: null;
  [AUTH_EVENTS.logout]: null;
  [AUTH_EVENTS.adminLogin]: null;
  [AUTH_EVENTS.adminLogout]: null;
  [AUTH_EVENTS.authError]: AuthErrorEventDetail;
  [API_ERROR_EVENTS.validation]: ApiErrorEventDetail;
  [API_ERROR_EVENTS.server]: ApiErrorEventDetail;
  [API_ERROR_EVENTS.rateLimit]: ApiErrorEventDetail;
  [API_ERROR_EVENTS.network]: ApiErrorEventDetail;
  [API_ERROR_EVENTS.timeout]: ApiErrorEventDetail;
  [MAINTENANCE_EVENT]: null;
  [POINTS_EARNED_EVENT]: PointsEarnedEventDetail;
}

/** Name of any app event. */
export type AppEventName = keyof AppEventMap;

// Events without a payload are dispatched without a detail argument.
type DetailArgs<K extends AppEventName> = AppEventMap[K] extends null ? [] : [detail: AppEventMap[K]];

/** Broadcasts an app event on window as a CustomEvent. */
export function dispatchAppEvent<K extends AppEventName>(name: K, ...args: DetailArgs<K>): void {
  window.dispatchEvent(new CustomEvent(name, { detail: args[0] ?? null }));
}

/** Listens to an app event with a typed detail; returns the function that stops listening. */
export function subscribeToAppEvent<K extends AppEventName>(
  name: K,
  listener: (detail: AppEventMap[K]) => void,
): () => void {
  const handle = (event: Event): void => {
    listener((event as CustomEvent<AppEventMap[K]>).detail);
  };
  window.addEventListener(name, handle);
  return () => {
    window.removeEventListener(name, handle);
  };
}

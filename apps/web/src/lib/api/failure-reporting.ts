import {
  API_CLIENT,
  AUTH_EVENTS,
  CLIENT_MESSAGES,
  formatUploadTimeoutMessage,
  type ClientMessageKey,
} from '@streamit/contract';
import { getCurrentLanguage, i18n } from '../../i18n/i18n';
import { clearAuthStorage, readAuthToken, type AuthRealm } from '../auth-storage';
import { API_ERROR_EVENTS, dispatchAppEvent, MAINTENANCE_EVENT, type ApiErrorKind } from '../events';
import { ApiError, CLIENT_ERROR_CODES } from './api-error';
import { readErrorBody } from './error-body';

const LOGIN_PATHS = { member: '/auth/login', admin: '/admin/login' } as const satisfies Record<
  AuthRealm,
  string
>;

// Messages for answers without a usable error body (spec §8, the contract's client messages).
const STATUS_MESSAGE_KEYS: Readonly<Record<number, ClientMessageKey>> = {
  400: 'validation',
  401: 'auth',
  403: 'forbidden',
  404: 'notFound',
  409: 'conflict',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
  422: 'validation',
  429: 'rateLimit',
};

/** One of the contract's client messages in the interface language (the shell strings carry them, decision 060). */
export function readClientMessage(key: ClientMessageKey): string {
  const path = `clientMessages.${key}` as const;
  const text = i18n.t(path);
  // Before the shell strings arrive t() answers the key itself; the contract's English is better than that.
  return text === path ? CLIENT_MESSAGES[key] : text;
}

// Statuses whose global event always shows the spec's fixed message, whatever the server said.
const FIXED_EVENT_MESSAGE_STATUSES = new Set([413, 415, 429]);
const VALIDATION_STATUSES = new Set([400, 413, 415, 422]);

function getStatusMessage(status: number): string {
  if (status >= 500) return readClientMessage('server');
  const key = STATUS_MESSAGE_KEYS[status];
  return key ? readClientMessage(key) : `Request failed with status ${status}.`;
}

function getEventKind(status: number): ApiErrorKind | null {
  if (VALIDATION_STATUSES.has(status)) return 'validation';
  if (status === 429) return 'rateLimit';
  if (status >= 500) return 'server';
  return null;
}

function isAuthPage(pathname: string): boolean {
  return pathname.startsWith('/auth/') || pathname === '/admin/login';
}

function dispatchApiErrorEvent(kind: ApiErrorKind, error: ApiError, message: string): void {
  const status = error.status === 0 ? null : error.status;
  dispatchAppEvent(API_ERROR_EVENTS[kind], { kind, status, code: error.code, message });
}

/** Builds the ApiError for an HTTP error answer; the server's own code and message win when present. */
export function createHttpError(status: number, body: unknown): ApiError {
  const error = readErrorBody(body);
  if (!error) return new ApiError(status, `HTTP_${status}`, getStatusMessage(status));
  const { code, message, details } = error;
  return new ApiError(status, code, message, details ?? []);
}

/** Spec §8 rule for 401: clear the realm, raise auth-error, and send the user to login a second later. */
export function handleUnauthorized(realm: AuthRealm, navigate: (path: string) => void): void {
  clearAuthStorage(realm);
  dispatchAppEvent(AUTH_EVENTS.authError, { realm, status: 401, message: readClientMessage('auth') });
  if (isAuthPage(window.location.pathname)) return;
  setTimeout(() => {
    navigate(LOGIN_PATHS[realm]);
  }, API_CLIENT.authRedirectDelayMs);
}

/** The answer to a suspended member's own session (decision 049). */
export const SUSPENDED_CODE = 'ACCOUNT_SUSPENDED';

/**
 * Whether an error is the server saying the signed-in member's account is suspended; a sign-in attempt that gets
 * the same answer (no session yet) is the form's to show.
 */
export function isSuspension(error: ApiError, realm: AuthRealm): boolean {
  const signedIn = readAuthToken('member') !== null;
  return signedIn && realm === 'member' && error.status === 403 && error.code === SUSPENDED_CODE;
}

/**
 * A suspended member's open tab: signed out where it stands and told why (the spec's message), with no redirect
 * to the sign-in page that would replace the reason with an empty form (issue 26): the page turns signed out
 * where it stands and the message stays on screen.
 */
export function handleSuspension(error: ApiError): void {
  clearAuthStorage('member');
  dispatchAppEvent(AUTH_EVENTS.authError, { realm: 'member', status: error.status, message: error.message });
}

/** The server's answer while maintenance mode is on (docs/decisions/010-maintenance-mode.md). */
export const MAINTENANCE_CODE = 'MAINTENANCE';

/** Tells whether an answer body is the maintenance refusal, which no retry can change. */
export function isMaintenanceAnswer(status: number, body: unknown): boolean {
  return status === 503 && readErrorBody(body)?.code === MAINTENANCE_CODE;
}

/** Raises the global event of spec §8 for a final HTTP error answer (maintenance has its own event). */
export function reportHttpFailure(error: ApiError): void {
  if (error.status === 503 && error.code === MAINTENANCE_CODE) {
    dispatchAppEvent(MAINTENANCE_EVENT);
    return;
  }
  const kind = getEventKind(error.status);
  if (!kind) return;
  const fixed = FIXED_EVENT_MESSAGE_STATUSES.has(error.status) || error.status >= 500;
  dispatchApiErrorEvent(kind, error, fixed ? getStatusMessage(error.status) : error.message);
}

/** Raises the network event and returns the error to throw. */
export function reportNetworkFailure(): ApiError {
  const error = new ApiError(0, CLIENT_ERROR_CODES.network, readClientMessage('network'));
  dispatchApiErrorEvent('network', error, error.message);
  return error;
}

/** Raises the timeout event (with the upload wording for uploads) and returns the error to throw. */
export function reportTimeout(upload: boolean, timeoutMs: number): ApiError {
  const message = upload
    ? formatUploadTimeoutMessage(timeoutMs / 1000, getCurrentLanguage())
    : readClientMessage('timeout');
  const error = new ApiError(0, CLIENT_ERROR_CODES.timeout, message);
  dispatchApiErrorEvent('timeout', error, message);
  return error;
}

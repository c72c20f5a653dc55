import { AUTH_EVENTS, CLIENT_MESSAGES, getHealthEndpoint, STORAGE_KEYS } from '@streamit/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureEvents } from '../test/capture-events';
import { installFakeFetch, respondError, respondJson } from '../test/fake-fetch';
import { adminTestEndpoint, defineTestEndpoint } from '../test/test-endpoints';
import { trackPromise } from '../test/track-promise';
import { createApiClient } from './api-client';
import { API_ERROR_EVENTS } from './events';

const upload = defineTestEndpoint('POST', '/users/avatar');

function storeBothSessions(): void {
  window.localStorage.setItem(STORAGE_KEYS.memberToken, 'member-token');
  window.localStorage.setItem(STORAGE_KEYS.memberUser, '{"id":"u1"}');
  window.localStorage.setItem(STORAGE_KEYS.wallet, '{"address":"0x1"}');
  window.localStorage.setItem(STORAGE_KEYS.adminToken, 'admin-token');
  window.localStorage.setItem(STORAGE_KEYS.adminUser, '{"id":"a1"}');
}

function storedKeys(): string[] {
  return Object.values(STORAGE_KEYS).filter((key) => window.localStorage.getItem(key) !== null);
}

describe('api client 401 rule', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    storeBothSessions();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('signs the member out, raises auth-error and redirects to /auth/login after 1 s', async () => {
    installFakeFetch(respondError(401, 'INVALID_CREDENTIALS', 'Invalid email or password'));
    const authErrors = captureEvents(AUTH_EVENTS.authError);
    const navigate = vi.fn();
    const result = trackPromise(createApiClient({ navigate }).request(getHealthEndpoint));

    await vi.advanceTimersByTimeAsync(999);
    expect(result.error).toMatchObject({ status: 401, message: 'Invalid email or password' });
    expect(storedKeys()).toEqual([STORAGE_KEYS.adminToken, STORAGE_KEYS.adminUser]);
    expect(authErrors).toEqual([{ realm: 'member', status: 401, message: CLIENT_MESSAGES.auth }]);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/auth/login');
  });

  it('signs the admin out of an admin call and redirects to /admin/login', async () => {
    installFakeFetch(respondError(401, 'UNAUTHENTICATED', 'x'));
    const authErrors = captureEvents(AUTH_EVENTS.authError);
    const navigate = vi.fn();
    trackPromise(createApiClient({ navigate }).request(adminTestEndpoint));

    await vi.advanceTimersByTimeAsync(1_000);
    expect(storedKeys()).toEqual([STORAGE_KEYS.memberToken, STORAGE_KEYS.memberUser, STORAGE_KEYS.wallet]);
    expect(authErrors).toEqual([{ realm: 'admin', status: 401, message: CLIENT_MESSAGES.auth }]);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/admin/login');
  });

  it.each(['/auth/login', '/auth/sign-up', '/admin/login'])(
    'does not redirect away from %s',
    async (path) => {
      window.history.replaceState(null, '', path);
      installFakeFetch(respondError(401, 'INVALID_CREDENTIALS', 'Invalid email or password'));
      const authErrors = captureEvents(AUTH_EVENTS.authError);
      const navigate = vi.fn();
      const realm = path.startsWith('/admin') ? 'admin' : 'member';
      trackPromise(createApiClient({ navigate }).request(getHealthEndpoint, { realm }));

      await vi.advanceTimersByTimeAsync(5_000);
      expect(authErrors).toHaveLength(1);
      expect(navigate).not.toHaveBeenCalled();
    },
  );
});

describe('api client error events', () => {
  it.each([
    [413, CLIENT_MESSAGES.payloadTooLarge],
    [415, CLIENT_MESSAGES.unsupportedMediaType],
  ])('raises the validation event with the fixed message for %i', async (status, message) => {
    installFakeFetch(respondError(status, 'UPLOAD_REJECTED', 'server wording'));
    const validation = captureEvents(API_ERROR_EVENTS.validation);

    await expect(createApiClient().request(upload, { body: {} })).rejects.toMatchObject({ status });
    expect(validation).toEqual([{ kind: 'validation', status, code: 'UPLOAD_REJECTED', message }]);
  });

  it.each([400, 422])("raises the validation event with the server's message for %i", async (status) => {
    installFakeFetch(
      respondError(status, 'PASSWORD_TOO_SHORT', 'Password must be at least 8 characters long'),
    );
    const validation = captureEvents(API_ERROR_EVENTS.validation);

    await expect(createApiClient().request(upload, { body: {} })).rejects.toMatchObject({ status });
    expect(validation.map((event) => event.message)).toEqual(['Password must be at least 8 characters long']);
  });

  it('falls back to the default validation message when a 400 has no error body', async () => {
    installFakeFetch(() => new Response('<html>bad</html>', { status: 400 }));
    const validation = captureEvents(API_ERROR_EVENTS.validation);

    await expect(createApiClient().request(upload, { body: {} })).rejects.toMatchObject({
      message: CLIENT_MESSAGES.validation,
    });
    expect(validation.map((event) => event.message)).toEqual([CLIENT_MESSAGES.validation]);
  });

  it('raises the rate-limit event for a 429', async () => {
    installFakeFetch(respondError(429, 'RATE_LIMITED', 'slow'));
    const rateLimit = captureEvents(API_ERROR_EVENTS.rateLimit);

    await expect(createApiClient().request(getHealthEndpoint)).rejects.toMatchObject({ status: 429 });
    expect(rateLimit).toEqual([
      { kind: 'rateLimit', status: 429, code: 'RATE_LIMITED', message: CLIENT_MESSAGES.rateLimit },
    ]);
  });

  it('raises no global event for a 404, and keeps the server code and field details', async () => {
    const details = [{ path: 'id', message: 'unknown' }];
    installFakeFetch(respondJson(404, { error: { code: 'NOT_FOUND', message: 'Gone', details } }));
    const events = Object.values(API_ERROR_EVENTS).map((name) => captureEvents(name));

    await expect(createApiClient().request(getHealthEndpoint)).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Gone',
      details,
    });
    expect(events.flat()).toEqual([]);
  });
});

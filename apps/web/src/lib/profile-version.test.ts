import {
  AUTH_EVENTS,
  PROFILE_VERSION_HEADER,
  STORAGE_KEYS,
  getHealthEndpoint,
  type MemberUser,
} from '@streamit/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureEvents } from '../test/capture-events';
import { installFakeFetch, respondError, type Responder } from '../test/fake-fetch';
import { HEALTHY } from '../test/test-endpoints';
import { createApiClient } from './api-client';
import { profileRefreshSettled } from './profile-version';
import { readSession } from './session';

const MEMBER: MemberUser = {
  id: '5b0c8a2e-1f1d-4c55-9a57-0f3a4c2b9d11',
  email: 'maya@example.test',
  emailVerified: true,
  firstName: 'Maya',
  lastName: null,
  displayName: 'Maya',
  avatarUrl: null,
  tier: 'BASIC',
  totalPoints: 0,
  isContentCreator: false,
  creatorStatus: 'PENDING',
  hasPassword: true,
  twoFactorEnabled: false,
  providers: [],
  createdAt: '2026-11-01T10:00:00.000Z',
};
const APPROVED: MemberUser = { ...MEMBER, isContentCreator: true, creatorStatus: 'APPROVED' };

/** Answers like the server: the body, and the member's profile version in its header. */
function answerAt(version: string): Responder {
  return (request) => {
    const body = request.url.endsWith('/auth/profile') ? { user: APPROVED } : HEALTHY;
    const headers = { 'Content-Type': 'application/json', [PROFILE_VERSION_HEADER]: version };
    return new Response(JSON.stringify(body), { status: 200, headers });
  };
}

function signInAt(version: string | null): void {
  window.localStorage.setItem(STORAGE_KEYS.memberToken, 'member-token');
  window.localStorage.setItem(STORAGE_KEYS.memberUser, JSON.stringify(MEMBER));
  window.localStorage.setItem(STORAGE_KEYS.wallet, 'null');
  if (version) window.localStorage.setItem(STORAGE_KEYS.memberProfileVersion, version);
}

const profileCalls = (requests: { url: string }[]) =>
  requests.filter((request) => request.url.endsWith('/auth/profile')).length;

describe('the profile follows the server (decision 049)', () => {
  beforeEach(() => {
    window.localStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('refetches the profile once when an answer carries a new version, and the session shows it', async () => {
    signInAt('aaaaaaaaaaaa');
    const network = installFakeFetch(answerAt('bbbbbbbbbbbb'));
    const logins = captureEvents(AUTH_EVENTS.login);
    const client = createApiClient();
    await Promise.all([client.request(getHealthEndpoint), client.request(getHealthEndpoint)]);
    await profileRefreshSettled();

    expect(profileCalls(network.requests)).toBe(1);
    expect(readSession().member).toMatchObject({ isContentCreator: true, creatorStatus: 'APPROVED' });
    expect(window.localStorage.getItem(STORAGE_KEYS.memberProfileVersion)).toBe('bbbbbbbbbbbb');
    expect(logins).toHaveLength(1);
  });

  it('asks nothing more while the version is the one the profile was read at', async () => {
    signInAt('aaaaaaaaaaaa');
    const network = installFakeFetch(answerAt('aaaaaaaaaaaa'));
    await createApiClient().request(getHealthEndpoint);
    await profileRefreshSettled();

    expect(network.requests).toHaveLength(1);
    expect(readSession().member).toEqual(MEMBER);
  });

  it('tells a suspended member why their session ended, without sending them to the sign-in page', async () => {
    signInAt('aaaaaaaaaaaa');
    const message = 'This account is suspended. Please contact support.';
    installFakeFetch(respondError(403, 'ACCOUNT_SUSPENDED', message));
    const authErrors = captureEvents(AUTH_EVENTS.authError);
    const navigate = vi.fn();
    await expect(createApiClient({ navigate }).request(getHealthEndpoint)).rejects.toMatchObject({
      status: 403,
    });

    expect(authErrors).toEqual([{ realm: 'member', status: 403, message }]);
    expect(readSession().member).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.memberProfileVersion)).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves a suspended account refused at sign-in (no session yet) to the form', async () => {
    installFakeFetch(
      respondError(403, 'ACCOUNT_SUSPENDED', 'This account is suspended. Please contact support.'),
    );
    const authErrors = captureEvents(AUTH_EVENTS.authError);
    await expect(createApiClient().request(getHealthEndpoint)).rejects.toMatchObject({ status: 403 });

    expect(authErrors).toEqual([]);
  });
});

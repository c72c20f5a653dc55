import { AUTH_EVENTS, STORAGE_KEYS } from '@streamit/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureEvents } from '../test/capture-events';
import { installFakeFetch, respondJson } from '../test/fake-fetch';
import { makeAdmin, makeMember, storeAdmin, storeMember } from '../test/sessions';
import { forgetAccountDetails } from './account-details-memory';
import { createApiClient } from './api-client';
import { readStoredJson } from './auth-storage';
import { moveStoredAccountDetailsToMemory, restoreAccountDetails } from './restore-account-details';
import { readSession } from './session';

const member = makeMember();
const admin = makeAdmin('MODERATOR');

/** What a reload keeps: storage, not this page's memory. */
function reload(): void {
  forgetAccountDetails('member');
  forgetAccountDetails('admin');
}

describe('personal fields stay out of browser storage (ASVS V14.3.3)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('stores no e-mail or legal name, while this page still shows them', () => {
    storeMember(member);
    storeAdmin(admin);

    expect(readStoredJson(STORAGE_KEYS.memberUser)).toEqual({
      ...member,
      email: null,
      firstName: null,
      lastName: null,
    });
    expect(readStoredJson(STORAGE_KEYS.adminUser)).toEqual({ ...admin, email: '', name: '' });
    expect(readSession()).toEqual({ member, admin });
  });

  it('reads them from the server after a reload, once per realm, and announces the change', async () => {
    storeMember(member);
    storeAdmin(admin);
    reload();
    expect(readSession().member).toMatchObject({ displayName: member.displayName, email: null });
    const network = installFakeFetch((request) =>
      request.url.endsWith('/auth/admin/me')
        ? respondJson(200, {
            admin,
            session: { idleExpiresAt: '2026-12-01T10:00:00.000Z', expiresAt: '2026-12-01T18:00:00.000Z' },
          })(request)
        : respondJson(200, { user: member })(request),
    );
    const logins = captureEvents(AUTH_EVENTS.login);
    const adminLogins = captureEvents(AUTH_EVENTS.adminLogin);

    await restoreAccountDetails(createApiClient());

    expect(network.requests.map((request) => request.url.replace(/^.*\/api\/v1/, '')).sort()).toEqual([
      '/auth/admin/me',
      '/auth/profile',
    ]);
    expect(readSession()).toEqual({ member, admin });
    expect(readStoredJson(STORAGE_KEYS.memberUser)).toMatchObject({ email: null, firstName: null });
    expect([logins.length, adminLogins.length]).toEqual([1, 1]);
  });

  it('asks nothing while this page holds them', async () => {
    storeMember(member);
    const network = installFakeFetch(respondJson(200, { user: member }));
    await restoreAccountDetails(createApiClient());
    expect(network.requests).toHaveLength(0);
  });

  it('moves a copy stored before the rule into memory, so the first render still has it', () => {
    window.localStorage.setItem(STORAGE_KEYS.memberToken, 'stm_test');
    window.localStorage.setItem(STORAGE_KEYS.memberUser, JSON.stringify(member));

    moveStoredAccountDetailsToMemory();

    expect(readStoredJson(STORAGE_KEYS.memberUser)).toMatchObject({ email: null, lastName: null });
    expect(readSession().member).toEqual(member);
  });
});

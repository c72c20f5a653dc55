import { STORAGE_KEYS } from '@streamit/contract';
import { describe, expect, it } from 'vitest';
import { makeAdmin, makeMember, storeAdmin, storeMember } from '../test/sessions';
import { getActiveMember, isAdminMode, readSession } from './session';

describe('session', () => {
  it('reads a guest when nothing is stored', () => {
    expect(readSession()).toEqual({ member: null, admin: null });
  });

  it('reads the stored member and admin separately', () => {
    const member = makeMember();
    const admin = makeAdmin('MODERATOR');
    storeMember(member);
    expect(readSession()).toEqual({ member, admin: null });
    storeAdmin(admin);
    expect(readSession()).toEqual({ member, admin });
  });

  it('treats a stored user that is not in the contract shape as signed out', () => {
    storeMember(makeMember());
    window.localStorage.setItem(STORAGE_KEYS.memberUser, JSON.stringify({ id: 'x', tier: 'EMPEROR' }));
    expect(readSession().member).toBeNull();
    storeAdmin(makeAdmin('ADMIN'));
    window.localStorage.setItem(STORAGE_KEYS.adminUser, '{not json');
    expect(readSession().admin).toBeNull();
  });

  it('needs the token as well as the user', () => {
    storeMember(makeMember());
    window.localStorage.removeItem(STORAGE_KEYS.memberToken);
    expect(readSession().member).toBeNull();
  });

  it('turns admin mode on while an admin session exists, which hides the member', () => {
    const member = makeMember();
    expect(isAdminMode({ member, admin: null })).toBe(false);
    expect(getActiveMember({ member, admin: null })).toBe(member);
    expect(isAdminMode({ member, admin: makeAdmin('ANALYST') })).toBe(true);
    expect(getActiveMember({ member, admin: makeAdmin('ANALYST') })).toBeNull();
  });
});

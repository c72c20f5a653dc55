import { STORAGE_KEYS } from '@streamit/contract';
import { describe, expect, it } from 'vitest';
import {
  clearAuthStorage,
  readAuthToken,
  readStoredJson,
  saveAdminSession,
  saveMemberSession,
} from './auth-storage';

describe('auth storage', () => {
  it('keeps member and admin sessions apart', () => {
    saveMemberSession({ token: 'm', user: { id: 'u1' }, wallet: { address: '0x1' } });
    saveAdminSession({ token: 'a', admin: { id: 'a1' } });

    expect([readAuthToken('member'), readAuthToken('admin')]).toEqual(['m', 'a']);
    expect(readStoredJson(STORAGE_KEYS.memberUser)).toEqual({
      id: 'u1',
      email: null,
      firstName: null,
      lastName: null,
    });
    expect(readStoredJson(STORAGE_KEYS.wallet)).toEqual({ address: '0x1' });
    expect(readStoredJson(STORAGE_KEYS.adminUser)).toEqual({ id: 'a1', email: '', name: '' });
  });

  it('clears only the realm it is asked to', () => {
    saveMemberSession({ token: 'm', user: {}, wallet: {} });
    saveAdminSession({ token: 'a', admin: {} });
    clearAuthStorage('member');

    expect(readAuthToken('member')).toBeNull();
    expect(readStoredJson(STORAGE_KEYS.memberUser)).toBeNull();
    expect(readStoredJson(STORAGE_KEYS.wallet)).toBeNull();
    expect(readAuthToken('admin')).toBe('a');
    clearAuthStorage('admin');
    expect([readAuthToken('admin'), readStoredJson(STORAGE_KEYS.adminUser)]).toEqual([null, null]);
  });

  it('reads unparsable stored JSON as null', () => {
    window.localStorage.setItem(STORAGE_KEYS.memberUser, '{oops');
    expect(readStoredJson(STORAGE_KEYS.memberUser)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { makeAdmin, makeMember } from '../test/sessions';
import { readStoredAdminUser, readStoredMemberUser } from './stored-user';

describe('stored users', () => {
  it('reads a member and a staff member in the contract shape, keeping only its fields', () => {
    const member = makeMember();
    expect(readStoredMemberUser({ ...member, walletKey: 'never kept' })).toEqual(member);
    const admin = makeAdmin('MODERATOR');
    expect(readStoredAdminUser(admin)).toEqual(admin);
  });

  it('gives null when a field is missing or off', () => {
    expect(readStoredMemberUser({ ...makeMember(), tier: 'EMPEROR' })).toBeNull();
    expect(readStoredMemberUser({ ...makeMember(), providers: ['email', 'fax'] })).toBeNull();
    expect(readStoredMemberUser({ ...makeMember(), totalPoints: 1.5 })).toBeNull();
    const { id: _id, ...withoutId } = makeMember();
    expect(readStoredMemberUser(withoutId)).toBeNull();
    expect(readStoredAdminUser({ ...makeAdmin('ADMIN'), role: 'OWNER' })).toBeNull();
    expect(readStoredAdminUser('admin')).toBeNull();
    expect(readStoredMemberUser(null)).toBeNull();
  });
});

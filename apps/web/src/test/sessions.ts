import {
  ADMIN_ROLE_DEFAULT_PERMISSIONS,
  AUTH_EVENTS,
  type AdminRole,
  type AdminUser,
  type MemberUser,
} from '@streamit/contract';
import { act } from '@testing-library/react';
import { saveAdminSession, saveMemberSession } from '../lib/auth-storage';
import { dispatchAppEvent } from '../lib/events';

/** A member in the contract's shape; override what a test is about. */
export function makeMember(overrides: Partial<MemberUser> = {}): MemberUser {
  return {
    id: '5f0c6a39-6b4e-4a50-9d3a-3f0e3f7d9a10',
    email: 'lina@example.com',
    emailVerified: true,
    firstName: 'Lina',
    lastName: 'Haddad',
    displayName: 'linaH',
    avatarUrl: null,
    tier: 'BASIC',
    totalPoints: 120,
    isContentCreator: false,
    creatorStatus: 'NONE',
    hasPassword: true,
    twoFactorEnabled: false,
    providers: ['email'],
    createdAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

/** An admin of `role` with that role's default permission flags. */
export function makeAdmin(role: AdminRole, overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: '7a0c6a39-6b4e-4a50-9d3a-3f0e3f7d9a20',
    name: `Demo ${role}`,
    email: `${role.toLowerCase()}@streamit.local`,
    role,
    ...ADMIN_ROLE_DEFAULT_PERMISSIONS[role],
    ...overrides,
  };
}

/** Stores a member session as a login does. */
export function storeMember(user: MemberUser): void {
  saveMemberSession({ token: 'stm_test', user, wallet: { address: null, artfiBalance: '0' } });
}

/** Stores an admin session as an admin login does. */
export function storeAdmin(admin: AdminUser): void {
  saveAdminSession({ token: 'sta_test', admin });
}

/** Stores a member session while the app runs and broadcasts login, as the login screen will. */
export function signInMemberLive(user: MemberUser): void {
  storeMember(user);
  act(() => {
    dispatchAppEvent(AUTH_EVENTS.login);
  });
}

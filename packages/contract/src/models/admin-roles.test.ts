import { describe, expect, it } from 'vitest';
import { ADMIN_ROLE_DEFAULT_PERMISSIONS, resolveAdminPermissions } from './admin-roles.js';

const NONE = {
  canModerateContent: false,
  canManageUsers: false,
  canManagePoints: false,
  canViewAnalytics: false,
  canManageCreators: false,
};
const ALL = {
  canModerateContent: true,
  canManageUsers: true,
  canManagePoints: true,
  canViewAnalytics: true,
  canManageCreators: true,
};

describe('admin role defaults', () => {
  it('gives each role the flags of the decision record', () => {
    expect(ADMIN_ROLE_DEFAULT_PERMISSIONS).toEqual({
      SUPER_ADMIN: ALL,
      ADMIN: ALL,
      MODERATOR: { ...NONE, canModerateContent: true, canManageCreators: true },
      CONTENT_MODERATOR: { ...NONE, canModerateContent: true },
      ANALYST: { ...NONE, canViewAnalytics: true },
    });
  });

  it('lets requested flags override the defaults of ordinary roles', () => {
    expect(resolveAdminPermissions('ANALYST', { canManagePoints: true, canViewAnalytics: false })).toEqual({
      ...NONE,
      canManagePoints: true,
    });
    expect(resolveAdminPermissions('ADMIN', { canManageUsers: false })).toEqual({
      ...ALL,
      canManageUsers: false,
    });
  });

  it('never narrows a SUPER_ADMIN', () => {
    expect(resolveAdminPermissions('SUPER_ADMIN', { canManageUsers: false })).toEqual(ALL);
  });
});

import type { AppDeps } from '../../app-deps.js';
import type { EndpointGuards, StaffRequirement } from '../../http/register-endpoint.js';
import { requireAdmin, type AdminRule } from '../admin-auth/require-admin.js';
import { requireMember } from '../sessions/require-member.js';
import { requireMemberOrStaff } from './content-guards.js';

function adminRuleOf(requirement: StaffRequirement): AdminRule | undefined {
  const { permission, roles } = requirement;
  // One rule per route keeps the 403's audited reason exact; the contract names a flag or roles, not both.
  if (permission && roles) throw new Error('A staff endpoint names a permission or roles, not both');
  return permission ?? (roles ? { roles } : undefined);
}

/** The realm guards registerEndpoint derives from each endpoint's `auth` (installed once in app.ts). */
export function createEndpointGuards(deps: AppDeps): EndpointGuards {
  return {
    member: requireMember(deps),
    admin: (requirement) => requireAdmin(deps, adminRuleOf(requirement)),
    memberOrStaff: (permission) => requireMemberOrStaff(deps, permission),
  };
}

import type {
  AdminMemberDetail,
  AdminMemberListQuery,
  AdminMemberPage,
  FoundMembers,
  LocationSummary,
  SuspendedMembersPage,
  SuspendedMembersQuery,
  VerifiedMember,
} from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import {
  assessRisk,
  getLocationSummary,
  getSecurityOverview,
} from '../accounts/security-insights.service.js';
import { verifyMemberEmail, type StaffActor } from '../accounts/staff-email-verification.service.js';
import { listAuditLog } from '../audit/audit.service.js';
import { providersOf, requireUser } from '../members/member-view.js';
import { getPointsHistory } from '../points/points-reading.service.js';
import { getTierLock } from '../points/points-tier-lock.service.js';
import { getActiveSessions, getDevices, getLoginHistory } from '../sessions/devices.service.js';
import { lastLogin } from '../sessions/sessions.queries.js';
import { isTwoFactorEnabled } from '../two-factor/two-factor.queries.js';
import { toAdminMember } from './member-admin-view.js';
import { selectExactMembers, selectMemberPage, selectSuspendedPage } from './member-admin.repository.js';

const RECENT = 20;

/** GET /admin/users: a page of members in the chosen order, and the cursor of the next page. */
export async function listMembers(deps: AppDeps, query: AdminMemberListQuery): Promise<AdminMemberPage> {
  const rows = await selectMemberPage(deps.db, query);
  const page = rows.slice(0, query.limit);
  const now = new Date();
  return {
    items: page.map((row) => toAdminMember(row, now)),
    nextCursor: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/** GET /admin/users/find: the quick lookup by exact email, id or display name. */
export async function findMembers(deps: AppDeps, q: string): Promise<FoundMembers> {
  const rows = await selectExactMembers(deps.db, q);
  return { items: rows.map((row) => toAdminMember(row)) };
}

/** GET /admin/users/suspended. */
export async function listSuspendedMembers(
  deps: AppDeps,
  query: SuspendedMembersQuery,
): Promise<SuspendedMembersPage> {
  const { rows, total } = await selectSuspendedPage(deps.db, query);
  return { items: rows.map((row) => toAdminMember(row)), page: query.page, limit: query.limit, total };
}

/** A member's sign-in places; "current" is the address of their last successful sign-in. */
export async function getMemberLocations(deps: AppDeps, userId: string): Promise<LocationSummary> {
  await requireUser(deps, userId);
  const last = await lastLogin(deps.db, userId);
  return getLocationSummary(deps, userId, last?.ip ?? 'unknown');
}

/** GET /admin/users/:id/device-history: the member's devices, none of them "current" for staff. */
export async function getMemberDevices(deps: AppDeps, userId: string) {
  await requireUser(deps, userId);
  return getDevices(deps, { userId, sessionId: '', deviceId: null });
}

/** GET /admin/users/:id/security-profile. */
export async function getMemberSecurityProfile(deps: AppDeps, userId: string) {
  const [overview, risk] = await Promise.all([getSecurityOverview(deps, userId), assessRisk(deps, userId)]);
  return { overview, risk };
}

/** GET /admin/users/:id: everything the member page shows, read with the member services. */
export async function getMemberDetail(deps: AppDeps, userId: string): Promise<AdminMemberDetail> {
  const user = await requireUser(deps, userId);
  const asStaff = { userId, sessionId: '', deviceId: null };
  const [twoFactorEnabled, tierLock, ledger, sessions, devices, logins, locations, profile, audit] =
    await Promise.all([
      isTwoFactorEnabled(deps.db, userId),
      getTierLock(deps, userId),
      getPointsHistory(deps, userId, { limit: RECENT }),
      getActiveSessions(deps, asStaff),
      getDevices(deps, asStaff),
      getLoginHistory(deps, userId, 1, RECENT),
      getMemberLocations(deps, userId),
      getMemberSecurityProfile(deps, userId),
      listAuditLog(deps.db, { targetType: 'user', targetId: userId, page: 1, limit: RECENT }),
    ]);
  return {
    member: toAdminMember(user),
    providers: providersOf(user),
    twoFactorEnabled,
    tierLock,
    recentLedger: ledger.items,
    sessions: sessions.sessions,
    devices: devices.devices,
    loginHistory: logins.items,
    locations,
    security: profile.overview,
    risk: profile.risk,
    audit: audit.items,
  };
}

/** POST /admin/users/:id/verify: the staff email verification, by member id. */
export async function verifyMember(
  deps: AppDeps,
  actor: StaffActor,
  userId: string,
  reason: string,
): Promise<VerifiedMember> {
  const user = await requireUser(deps, userId);
  if (!user.email) throw new AppError('MEMBER_HAS_NO_EMAIL');
  return verifyMemberEmail(deps, actor, { email: user.email, reason });
}

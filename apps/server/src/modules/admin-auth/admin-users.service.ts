import {
  ADMIN_USER_MANAGER_ROLES,
  resolveAdminPermissions,
  type AdminSetupToken,
  type AdminUserDetail,
  type AdminUserPage,
  type CreateAdminUserRequest,
  type CreateAdminUserResponse,
  type ListAdminUsersQuery,
  type ProductLanguage,
  type UpdateAdminUserRequest,
} from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Transaction } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import {
  createAdminAccount,
  permissionsOf,
  requestedPermissions,
  toAdminUserDetail,
} from './admin-accounts.js';
import { sendAdminInvitation } from './admin-invitation.js';
import {
  revokeAdminSessionsOf,
  countAdmins,
  countOtherActiveSuperAdmins,
  findAdminById,
  findAdminByIdForUpdate,
  listAdmins,
  lockAdminRoster,
  updateAdmin,
  type AdminUserChanges,
  type AdminUserRow,
} from '../admins/admins.queries.js';
import type { EmailLog } from '../email/email.service.js';
import type { AdminDeps, AuthenticatedAdmin, RequestContext } from './admin-sessions.service.js';
import { issueSetupToken } from './admin-setup.service.js';
import { accessChanges, describeChanges, losesAccess } from './admin-user-changes.js';

/** The acting SUPER_ADMIN and where the request came from. */
export interface AdminActor {
  admin: AuthenticatedAdmin;
  context: RequestContext;
}

/** A page of admin users. */
export async function listAdminUsers(deps: AdminDeps, query: ListAdminUsersQuery): Promise<AdminUserPage> {
  const { page, limit, ...filter } = query;
  const [rows, total] = await Promise.all([
    listAdmins(deps.db, filter, limit, (page - 1) * limit),
    countAdmins(deps.db, filter),
  ]);
  return { items: rows.map(toAdminUserDetail), page, limit, total };
}

export async function getAdminUser(deps: AdminDeps, id: string): Promise<AdminUserDetail> {
  const row = await findAdminById(deps.db, id);
  if (!row) throw new AppError('ADMIN_NOT_FOUND');
  return toAdminUserDetail(row);
}

/**
 * Runs a roster change under the roster lock, after checking that the actor is still an active
 * manager (a concurrent change may have demoted or disabled them since the request began).
 */
async function withRosterLock<T>(
  deps: AdminDeps,
  actor: AdminActor,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    await lockAdminRoster(tx);
    const current = await findAdminById(tx, actor.admin.id);
    if (!current || current.disabledAt || !ADMIN_USER_MANAGER_ROLES.includes(current.role)) {
      throw new AppError('FORBIDDEN');
    }
    return work(tx);
  });
}

async function audit(tx: Transaction, actor: AdminActor, action: string, target: string, details = {}) {
  await recordAuditEvent(tx, {
    actorAdminId: actor.admin.id,
    action,
    targetType: 'admin_user',
    targetId: target,
    ip: actor.context.ip,
    details,
  });
}

/**
 * Creates an admin whose setup is pending and e-mails them the one-time setup link once the account is
 * committed; the token is answered to the inviter only when no e-mail can be sent.
 */
export async function createAdminUser(
  deps: AppDeps,
  log: EmailLog,
  actor: AdminActor,
  body: CreateAdminUserRequest,
  /** The inviter's interface language: the invitation e-mail's (staff have no stored language). */
  language?: ProductLanguage,
): Promise<CreateAdminUserResponse> {
  const created = await withRosterLock(deps, actor, async (tx) => {
    const permissions = requestedPermissions(body);
    const row = await createAdminAccount(tx, {
      name: body.name,
      email: body.email,
      role: body.role,
      permissions,
    });
    const setup = await issueSetupToken(deps, tx, row.id);
    await audit(tx, actor, 'admin_user.created', row.id, {
      email: row.email,
      role: row.role,
      permissions: permissionsOf(row),
    });
    return { admin: toAdminUserDetail(row), ...setup };
  });
  const { name, email, role } = created.admin;
  const emailed = await sendAdminInvitation(deps, log, { name, email, role, ...created }, language);
  return { ...created, invitationEmailed: emailed, setupToken: emailed ? null : created.setupToken };
}

/** The row changes a PATCH asks for; a new role without flags takes that role's default flags. */
function planChanges(target: AdminUserRow, body: UpdateAdminUserRequest): AdminUserChanges {
  const role = body.role ?? target.role;
  const base = role === target.role ? permissionsOf(target) : {};
  const changes: AdminUserChanges = {
    role,
    ...resolveAdminPermissions(role, { ...base, ...requestedPermissions(body) }),
  };
  if (body.name !== undefined) changes.name = body.name;
  if (body.disabled !== undefined)
    changes.disabledAt = body.disabled ? (target.disabledAt ?? new Date()) : null;
  return changes;
}

async function assertKeepsASuperAdmin(tx: Transaction, target: AdminUserRow, changes: AdminUserChanges) {
  const wasActiveSuper = target.role === 'SUPER_ADMIN' && !target.disabledAt;
  const staysActiveSuper = changes.role === 'SUPER_ADMIN' && !(changes.disabledAt ?? target.disabledAt);
  if (wasActiveSuper && !staysActiveSuper && (await countOtherActiveSuperAdmins(tx, target.id)) === 0) {
    throw new AppError('ADMIN_LAST_SUPER_ADMIN');
  }
}

async function applyChanges(
  tx: Transaction,
  actor: AdminActor,
  id: string,
  body: UpdateAdminUserRequest,
  action: string,
): Promise<AdminUserDetail> {
  const target = await findAdminByIdForUpdate(tx, id);
  if (!target) throw new AppError('ADMIN_NOT_FOUND');
  const changes = planChanges(target, body);
  if (target.id === actor.admin.id && accessChanges(target, changes)) {
    throw new AppError('ADMIN_SELF_ACCESS_CHANGE');
  }
  await assertKeepsASuperAdmin(tx, target, changes);
  const updated = await updateAdmin(tx, id, changes);
  if (!updated) throw new AppError('ADMIN_NOT_FOUND');
  const sessionsRevoked = losesAccess(target, updated) ? await revokeAdminSessionsOf(tx, id, action) : 0;
  await audit(tx, actor, action, id, { changes: describeChanges(target, updated), sessionsRevoked });
  return toAdminUserDetail(updated);
}

/** Changes name, role, flags or disabled state; narrowing access ends the admin's sessions. */
export function updateAdminUser(
  deps: AdminDeps,
  actor: AdminActor,
  id: string,
  body: UpdateAdminUserRequest,
): Promise<AdminUserDetail> {
  return withRosterLock(deps, actor, (tx) => applyChanges(tx, actor, id, body, 'admin_user.updated'));
}

/** Soft-disables an admin and ends their sessions; never yourself, never the last SUPER_ADMIN. */
export function disableAdminUser(deps: AdminDeps, actor: AdminActor, id: string): Promise<AdminUserDetail> {
  return withRosterLock(deps, actor, (tx) =>
    applyChanges(tx, actor, id, { disabled: true }, 'admin_user.disabled'),
  );
}

/**
 * For a lost password or authenticator: clears both, ends the admin's sessions and answers a new
 * one-time setup token. Not for yourself (you would lock yourself out).
 */
export function resetAdminUserAccess(
  deps: AdminDeps,
  actor: AdminActor,
  id: string,
): Promise<AdminSetupToken> {
  return withRosterLock(deps, actor, async (tx) => {
    const target = await findAdminByIdForUpdate(tx, id);
    if (!target) throw new AppError('ADMIN_NOT_FOUND');
    if (target.id === actor.admin.id) throw new AppError('ADMIN_SELF_ACCESS_CHANGE');
    await updateAdmin(tx, id, {
      passwordHash: null,
      totpSecretEncrypted: null,
      totpEnabled: false,
      totpLastStep: null,
    });
    const sessionsRevoked = await revokeAdminSessionsOf(tx, id, 'admin_user.access_reset');
    const setup = await issueSetupToken(deps, tx, id);
    await audit(tx, actor, 'admin_user.access_reset', id, { sessionsRevoked });
    return setup;
  });
}

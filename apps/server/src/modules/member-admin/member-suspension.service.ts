import type {
  AdminMember,
  BulkMemberResult,
  BulkSuspendBody,
  BulkUnsuspendBody,
  SuspendMemberBody,
} from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { StaffActor } from '../accounts/staff-email-verification.service.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { insertOutboxEmails } from '../email/email.queries.js';
import { revokeSessions } from '../sessions/sessions.queries.js';
import { toAdminMember } from './member-admin-view.js';
import { lockMembers, type MemberRow } from './member-admin.repository.js';
import { suspendedEmail, suspensionEndedEmail } from './member-emails.js';
import { clearEndedSuspensions, suspendMembers, unsuspendMembers } from '../members/members.queries.js';

/** Audit actions of the suspension model (decision 035). */
export const SUSPENSION_AUDIT = {
  suspended: 'member.suspended',
  unsuspended: 'member.unsuspended',
  ended: 'member.suspension_ended',
} as const;

type Change =
  | { kind: 'suspend'; reason: string; durationMinutes?: number | undefined }
  | { kind: 'unsuspend'; reason: string };

/** Who changes what, and how: one call's context for the follow-up of every member it touched. */
interface ChangeContext {
  actor: StaffActor;
  change: Change;
  bulk: boolean;
  smtp: boolean;
}

function auditDetails(ctx: ChangeContext, row: MemberRow, revokedSessions: number) {
  if (ctx.change.kind === 'unsuspend') return { reason: ctx.change.reason, bulk: ctx.bulk };
  const until = row.suspendedUntil?.toISOString() ?? null;
  return { reason: ctx.change.reason, until, revokedSessions, bulk: ctx.bulk };
}

function emailOf(change: Change, row: MemberRow) {
  if (!row.email) return [];
  return change.kind === 'suspend'
    ? [suspendedEmail(row.email, change.reason, row.suspendedUntil)]
    : [suspensionEndedEmail(row.email, false)];
}

/** Revokes sessions, audits and queues emails for each member a change touched, in its transaction. */
async function followUp(tx: Executor, ctx: ChangeContext, rows: MemberRow[]): Promise<void> {
  const suspending = ctx.change.kind === 'suspend';
  for (const row of rows) {
    const revoked = suspending ? await revokeSessions(tx, row.id, 'suspended by staff') : 0;
    await recordAuditEvent(tx, {
      actorAdminId: ctx.actor.adminId,
      action: suspending ? SUSPENSION_AUDIT.suspended : SUSPENSION_AUDIT.unsuspended,
      targetType: 'user',
      targetId: row.id,
      ip: ctx.actor.ip,
      details: auditDetails(ctx, row, revoked),
    });
  }
  await insertOutboxEmails(
    tx,
    rows.flatMap((row) => emailOf(ctx.change, row)),
    ctx.smtp,
  );
}

/** Locks the named members (all must exist, else nothing is written) and applies the change. */
async function applyChange(tx: Executor, ids: string[], change: Change): Promise<MemberRow[]> {
  const found = await lockMembers(tx, ids);
  if (found.length !== ids.length) throw new AppError('USER_NOT_FOUND');
  return change.kind === 'suspend' ? suspendMembers(tx, ids, change) : unsuspendMembers(tx, ids);
}

function contextOf(deps: AppDeps, actor: StaffActor, change: Change, bulk: boolean): ChangeContext {
  return { actor, change, bulk, smtp: Boolean(deps.config.SMTP_URL) };
}

async function changeOne(
  deps: AppDeps,
  actor: StaffActor,
  userId: string,
  change: Change,
): Promise<AdminMember> {
  return deps.db.transaction(async (tx) => {
    const [row] = await applyChange(tx, [userId], change);
    if (!row)
      throw new AppError(change.kind === 'suspend' ? 'MEMBER_ALREADY_SUSPENDED' : 'MEMBER_NOT_SUSPENDED');
    await followUp(tx, contextOf(deps, actor, change, false), [row]);
    return toAdminMember(row);
  });
}

async function changeMany(
  deps: AppDeps,
  actor: StaffActor,
  ids: string[],
  change: Change,
): Promise<BulkMemberResult> {
  return deps.db.transaction(async (tx) => {
    const rows = await applyChange(tx, ids, change);
    await followUp(tx, contextOf(deps, actor, change, true), rows);
    const changed = new Set(rows.map((row) => row.id));
    return { changed: ids.filter((id) => changed.has(id)), unchanged: ids.filter((id) => !changed.has(id)) };
  });
}

/**
 * POST /admin/users/:id/suspend: one conditional UPDATE, so of parallel calls exactly one suspends; the
 * member's sessions end, the audit row and the email are written in the same transaction.
 */
export function suspendMember(deps: AppDeps, actor: StaffActor, userId: string, body: SuspendMemberBody) {
  return changeOne(deps, actor, userId, { kind: 'suspend', ...body });
}

/** POST /admin/users/:id/unsuspend. */
export function unsuspendMember(deps: AppDeps, actor: StaffActor, userId: string, reason: string) {
  return changeOne(deps, actor, userId, { kind: 'unsuspend', reason });
}

/** POST /admin/users/bulk-suspend: every named member must exist, or nothing is written. */
export function bulkSuspendMembers(deps: AppDeps, actor: StaffActor, body: BulkSuspendBody) {
  const { ids, ...rest } = body;
  return changeMany(deps, actor, ids, { kind: 'suspend', ...rest });
}

/** POST /admin/users/bulk-unsuspend: every named member must exist, or nothing is written. */
export function bulkUnsuspendMembers(deps: AppDeps, actor: StaffActor, body: BulkUnsuspendBody) {
  return changeMany(deps, actor, body.ids, { kind: 'unsuspend', reason: body.reason });
}

/**
 * The tidy-up job: clears timed suspensions whose end has passed, auditing and emailing each end once.
 * Sign-in and session checks already treat them as ended (they compare with now()); this keeps the rows
 * and the audit trail true.
 */
export async function endExpiredSuspensions(deps: AppDeps): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const rows = await clearEndedSuspensions(tx);
    for (const row of rows) {
      await recordAuditEvent(tx, {
        actorAdminId: null,
        action: SUSPENSION_AUDIT.ended,
        targetType: 'user',
        targetId: row.id,
        details: { automatic: true },
      });
    }
    const emails = rows.flatMap((row) => (row.email ? [suspensionEndedEmail(row.email, true)] : []));
    await insertOutboxEmails(tx, emails, Boolean(deps.config.SMTP_URL));
    return rows.length;
  });
}

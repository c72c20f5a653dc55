import type { EndedMemberSessions } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { StaffActor } from '../accounts/staff-email-verification.service.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { requireUser } from '../members/member-view.js';
import { revokeSessions } from '../sessions/sessions.queries.js';

/** Audit action of a staff member signing a member out everywhere (decision 075). */
export const SESSIONS_ENDED_AUDIT = 'member.sessions_ended';

/**
 * POST /admin/users/:id/end-sessions (ASVS V7.4.5): ends every open session of the member through the
 * sessions module's one revoke path, without suspending them: their next request answers 401 and they may
 * sign in again. The audit row, with the reason and how many ended, is written in the same transaction.
 */
export async function endMemberSessions(
  deps: AppDeps,
  actor: StaffActor,
  userId: string,
  reason: string,
): Promise<EndedMemberSessions> {
  await requireUser(deps, userId);
  return deps.db.transaction(async (tx) => {
    const ended = await revokeSessions(tx, userId, 'ended by staff', { usable: true });
    await recordAuditEvent(tx, {
      actorAdminId: actor.adminId,
      action: SESSIONS_ENDED_AUDIT,
      targetType: 'user',
      targetId: userId,
      ip: actor.ip,
      details: { reason, endedSessions: ended },
    });
    return { ended };
  });
}

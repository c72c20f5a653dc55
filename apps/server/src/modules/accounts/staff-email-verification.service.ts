import type { VerifiedMember, VerifyMemberEmailRequest } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { markEmailVerified, memberExists } from '../members/members.queries.js';
import { grantWelcomeBonus } from '../points/points-bonus.service.js';

/** The staff member who acts, and from where (for the audit log). */
export interface StaffActor {
  adminId: string;
  ip: string;
}

/**
 * POST /admin/members/verify-email: one conditional UPDATE marks the address verified, so of many
 * parallel requests exactly one succeeds and is audited; the others answer "already verified".
 */
export async function verifyMemberEmail(
  deps: AppDeps,
  actor: StaffActor,
  body: VerifyMemberEmailRequest,
): Promise<VerifiedMember> {
  return deps.db.transaction(async (tx) => {
    const row = await markEmailVerified(tx, body.email);
    if (!row) {
      throw new AppError((await memberExists(tx, body.email)) ? 'EMAIL_ALREADY_VERIFIED' : 'USER_NOT_FOUND');
    }
    await grantWelcomeBonus(tx, row.id);
    await recordAuditEvent(tx, {
      actorAdminId: actor.adminId,
      action: 'member.email_verified_by_staff',
      targetType: 'user',
      targetId: row.id,
      ip: actor.ip,
      details: { email: body.email, reason: body.reason },
    });
    return {
      userId: row.id,
      email: row.email ?? body.email,
      emailVerifiedAt: (row.emailVerifiedAt ?? new Date()).toISOString(),
    };
  });
}

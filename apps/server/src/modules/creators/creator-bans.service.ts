import type { CreatorBanResult, CreatorStatus } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Transaction } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { insertOutboxEmails } from '../email/email.queries.js';
import { findOpenBan, insertBan, liftBan, lockMember } from './creator-bans.repository.js';
import { creatorBanEmail } from './creator-emails.js';
import type { Reviewer } from './creator-review.service.js';
import { republishContent, unpublishCreatorContent } from '../activities/activities.queries.js';
import { setMemberCreatorStatus } from '../members/members.queries.js';

type Member = NonNullable<Awaited<ReturnType<typeof lockMember>>>;

async function lockedMember(tx: Transaction, userId: string): Promise<Member> {
  const member = await lockMember(tx, userId);
  if (!member) throw new AppError('USER_NOT_FOUND');
  return member;
}

async function auditAndEmail(
  tx: Transaction,
  deps: AppDeps,
  staff: Reviewer,
  change: { userId: string; email: string | null; banned: boolean; reason: string; activityIds: string[] },
) {
  await recordAuditEvent(tx, {
    actorAdminId: staff.adminId,
    action: change.banned ? 'creator.ban' : 'creator.unban',
    targetType: 'user',
    targetId: change.userId,
    ip: staff.ip,
    details: { reason: change.reason, activityIds: change.activityIds },
  });
  const emails = change.email ? [creatorBanEmail(change.email, change.banned, change.reason)] : [];
  await insertOutboxEmails(tx, emails, Boolean(deps.config.SMTP_URL));
}

/**
 * POST /admin/creators/:id/ban: in one transaction the member is row-locked, their published content is
 * unpublished (the ids kept on the ban), the ban is recorded, the status becomes BANNED, audited and emailed.
 */
export function banCreator(
  deps: AppDeps,
  staff: Reviewer,
  userId: string,
  reason: string,
): Promise<CreatorBanResult> {
  return deps.db.transaction(async (tx) => {
    const member = await lockedMember(tx, userId);
    if (member.creatorStatus === 'BANNED') throw new AppError('CREATOR_ALREADY_BANNED');
    const activityIds = await unpublishCreatorContent(tx, userId);
    await insertBan(tx, {
      userId,
      reason,
      previousStatus: member.creatorStatus,
      unpublishedActivityIds: activityIds,
      bannedByAdminId: staff.adminId,
    });
    await setMemberCreatorStatus(tx, userId, 'BANNED');
    await auditAndEmail(tx, deps, staff, { userId, email: member.email, banned: true, reason, activityIds });
    return { userId, creatorStatus: 'BANNED', activityCount: activityIds.length };
  });
}

/** POST /admin/creators/:id/unban: the status before the ban and what the ban unpublished come back. */
export function unbanCreator(
  deps: AppDeps,
  staff: Reviewer,
  userId: string,
  reason: string,
): Promise<CreatorBanResult> {
  return deps.db.transaction(async (tx) => {
    const member = await lockedMember(tx, userId);
    if (member.creatorStatus !== 'BANNED') throw new AppError('CREATOR_NOT_BANNED');
    const ban = await findOpenBan(tx, userId);
    // A member marked BANNED without a ban row (set by hand) returns to what their creator flag says.
    const restored = (ban?.previousStatus ??
      (member.isContentCreator ? 'APPROVED' : 'NONE')) as CreatorStatus;
    const activityIds = ban ? await republishContent(tx, userId, ban.unpublishedActivityIds) : [];
    if (ban) await liftBan(tx, ban.id, staff.adminId, reason);
    await setMemberCreatorStatus(tx, userId, restored);
    await auditAndEmail(tx, deps, staff, { userId, email: member.email, banned: false, reason, activityIds });
    return { userId, creatorStatus: restored, activityCount: activityIds.length };
  });
}

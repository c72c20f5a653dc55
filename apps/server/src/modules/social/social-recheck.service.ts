import type { LedgerReasonCode, SocialTaskKind } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Transaction } from '../../db/database.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { insertOutboxEmails } from '../email/email.queries.js';
import { findUserById } from '../members/members.queries.js';
import { lockMemberPoints, reverseSocialPoints } from '../points/points-social.service.js';
import { buildLedgerReason } from '../points/points-reasons.js';
import {
  lockClaimById,
  releaseCompletionSlot,
  selectClaimsToRecheck,
  updateClaim,
  type SocialClaimRow,
  type SocialTaskRow,
} from './social.repository.js';
import { checkEngagement } from './x-api.checks.js';
import { XRateLimitedError, XTokenRevokedError, type XClient } from './x-api.client.js';
import { rewardReversalEmail } from './social-emails.js';
import { activeXClient } from './social-verify.service.js';

/** What one re-check run did. */
export interface RecheckSummary {
  checked: number;
  reversed: number;
  /** Claims left for the next run because X rate-limits their endpoint until its reset. */
  rateLimited: number;
  /** Set when X stopped the run (revoked token, or X unreachable); the rest waits for the next run. */
  stoppedBy: 'TOKEN_REVOKED' | 'X_UNAVAILABLE' | null;
}

// The ledger's reason code for each engagement undone (its English wording: points-reasons.ts).
const UNDONE = {
  FOLLOW: 'unfollowed',
  LIKE: 'unliked',
  RETWEET: 'unreposted',
} as const satisfies Record<SocialTaskKind, LedgerReasonCode>;

// The member's e-mail, in their language, through the outbox of the reversing transaction.
async function emailReversal(
  deps: AppDeps,
  tx: Transaction,
  userId: string,
  task: SocialTaskRow,
  points: number,
  reason: string,
): Promise<void> {
  const member = await findUserById(tx, userId);
  if (!member?.email) return;
  const email = rewardReversalEmail({
    memberEmail: member.email,
    kind: task.kind as SocialTaskKind,
    taskTitle: task.title,
    points,
    reason,
  });
  await insertOutboxEmails(tx, [email], Boolean(deps.config.SMTP_URL));
}

/**
 * Takes a reward back for an engagement undone on X: a reversing posting (never a delete), the claim
 * REVERSED, the completion given back to the task, an audit entry and an email to the member, in one
 * transaction under the member's points lock. A claim no longer VERIFIED is left alone.
 */
async function reverseClaim(deps: AppDeps, claim: SocialClaimRow, task: SocialTaskRow): Promise<boolean> {
  const undone = buildLedgerReason(UNDONE[task.kind as SocialTaskKind], { title: task.title });
  const { reason } = undone;
  return deps.db.transaction(async (tx) => {
    await lockMemberPoints(tx, claim.userId);
    const locked = await lockClaimById(tx, claim.id);
    if (locked?.state !== 'VERIFIED' || !locked.postingId) return false;
    const reversalPostingId = await reverseSocialPoints(tx, {
      userId: claim.userId,
      taskId: task.id,
      postingId: locked.postingId,
      points: locked.points,
      reason: undone,
    });
    await releaseCompletionSlot(tx, task.id);
    await updateClaim(tx, claim.id, {
      state: 'REVERSED',
      reason,
      reversalPostingId,
      lastCheckedAt: new Date(),
    });
    await recordAuditEvent(tx, {
      actorAdminId: null,
      action: 'social.reward_reversed',
      targetType: 'social_claim',
      targetId: claim.id,
      details: { taskId: task.id, userId: claim.userId, points: locked.points, reason, reversalPostingId },
    });
    await emailReversal(deps, tx, claim.userId, task, locked.points, reason);
    return true;
  });
}

async function stillEngaged(
  client: XClient,
  claim: SocialClaimRow,
  task: SocialTaskRow,
): Promise<boolean | null> {
  const input = { kind: task.kind as SocialTaskKind, memberXId: claim.xUserId ?? '', target: task.target };
  try {
    return await checkEngagement(client, input, true);
  } catch (error) {
    // A rate-limited endpoint is skipped without calling X (the client knows its reset); others go on.
    if (error instanceof XRateLimitedError) return null;
    throw error;
  }
}

/**
 * The re-check job: asks X again (never from the cache) about the least recently checked claims it
 * verified, and reverses those whose engagement is gone. A rate-limited endpoint's claims wait for the
 * next run; a revoked token or X failing after its retries stops the run rather than hammering X.
 * The claims not reached are first in line next time.
 */
export async function recheckEngagements(deps: AppDeps, limit = 100): Promise<RecheckSummary> {
  const summary: RecheckSummary = { checked: 0, reversed: 0, rateLimited: 0, stoppedBy: null };
  const client = activeXClient(deps);
  if (!client) return { ...summary, stoppedBy: 'TOKEN_REVOKED' };
  for (const { claim, task } of await selectClaimsToRecheck(deps.db, limit)) {
    if (!claim.xUserId) continue;
    const engaged = await stillEngaged(client, claim, task).catch((error: unknown) => error);
    if (engaged instanceof Error)
      return {
        ...summary,
        stoppedBy: engaged instanceof XTokenRevokedError ? 'TOKEN_REVOKED' : 'X_UNAVAILABLE',
      };
    if (engaged === null) summary.rateLimited += 1;
    else if (engaged) await updateClaim(deps.db, claim.id, { lastCheckedAt: new Date() });
    else if (await reverseClaim(deps, claim, task)) summary.reversed += 1;
    if (engaged !== null) summary.checked += 1;
  }
  return summary;
}

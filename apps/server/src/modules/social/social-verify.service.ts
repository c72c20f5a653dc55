import type { SocialManualVerifyBody, SocialTaskKind, SocialVerifyResult } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { findUserById, type UserRow } from '../members/members.queries.js';
import { lockMemberPoints } from '../points/points-social.service.js';
import { assertClaimOpen, settleVerified } from './social-award.service.js';
import { blockOf, toMemberTask } from './social-view.js';
import { lockClaim, saveClaim, selectTask, type SocialTaskRow } from './social.repository.js';
import { checkEngagement } from './x-api.checks.js';
import { isTokenRevoked, xClientOf, type XClient } from './x-api.client.js';

/** The task, or 404. */
export async function requireTask(db: Executor, id: string): Promise<SocialTaskRow> {
  const task = await selectTask(db, id);
  if (!task) throw new AppError('SOCIAL_TASK_NOT_FOUND');
  return task;
}

/** The signed-in member's row. */
export async function requireMember(db: Executor, userId: string): Promise<UserRow> {
  const member = await findUserById(db, userId);
  if (!member) throw new AppError('UNAUTHENTICATED');
  return member;
}

/** The X client when checks run through X now; null when X is not configured or refused our token. */
export function activeXClient(deps: AppDeps): XClient | null {
  const client = xClientOf(deps.config);
  return client && !isTokenRevoked(client) ? client : null;
}

function assertOpenFor(task: SocialTaskRow, member: UserRow, now: Date): void {
  const block = blockOf(task, member.tier, now);
  if (block === 'FULL') throw new AppError('SOCIAL_TASK_FULL');
  if (block === 'TIER_REQUIRED') throw new AppError('SOCIAL_TIER_REQUIRED');
  if (block) throw new AppError('SOCIAL_TASK_NOT_OPEN');
}

/**
 * POST /social/follow/twitter/verify, /social/engage/like and /social/engage/retweet: asks X whether the
 * member's linked account did the task (outside any transaction: X may be slow), then pays it once.
 */
export async function verifyTask(
  deps: AppDeps,
  userId: string,
  taskId: string,
  kind: SocialTaskKind,
): Promise<SocialVerifyResult> {
  const now = new Date();
  const task = await requireTask(deps.db, taskId);
  if (task.kind !== kind) throw new AppError('SOCIAL_TASK_KIND_MISMATCH');
  const member = await requireMember(deps.db, userId);
  assertOpenFor(task, member, now);
  const client = activeXClient(deps);
  if (!client) throw new AppError('SOCIAL_MANUAL_REVIEW_REQUIRED');
  if (!member.twitterId) throw new AppError('SOCIAL_X_NOT_LINKED');
  const memberXId = member.twitterId;
  if (!(await checkEngagement(client, { kind, memberXId, target: task.target })))
    throw new AppError('SOCIAL_NOT_YET');
  const verification = { via: 'X_API', xUserId: memberXId } as const;
  const { claim, balance } = await deps.db.transaction((tx) =>
    settleVerified(tx, deps, { task, userId, verification, now }),
  );
  return { task: toMemberTask(task, claim, member.tier, now), balance };
}

/**
 * POST /social/follow/manual-verify: while X checks are off, the member's evidence waits for staff
 * (PENDING_REVIEW). A rejected claim may be sent again with new evidence.
 */
export async function submitEvidence(
  deps: AppDeps,
  userId: string,
  body: SocialManualVerifyBody,
): Promise<SocialVerifyResult> {
  const now = new Date();
  const task = await requireTask(deps.db, body.taskId);
  const member = await requireMember(deps.db, userId);
  if (activeXClient(deps)) throw new AppError('SOCIAL_MANUAL_NOT_ALLOWED');
  assertOpenFor(task, member, now);
  const claim = await deps.db.transaction(async (tx) => {
    await lockMemberPoints(tx, userId);
    assertClaimOpen(await lockClaim(tx, task.id, userId));
    return saveClaim(tx, {
      taskId: task.id,
      userId,
      state: 'PENDING_REVIEW',
      evidenceUrl: body.evidenceUrl ?? null,
      evidenceText: body.evidenceText ?? null,
      reason: null,
      reviewerAdminId: null,
      xUserId: member.twitterId,
    });
  });
  return { task: toMemberTask(task, claim, member.tier, now), balance: member.totalPoints };
}

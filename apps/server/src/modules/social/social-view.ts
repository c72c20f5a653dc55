import {
  TIERS,
  xTargetUrl,
  type MemberSocialTask,
  type SocialBlockReason,
  type SocialClaim,
  type SocialClaimState,
  type SocialTask,
  type SocialTaskKind,
  type SocialVerifiedVia,
  type Tier,
} from '@streamit/contract';
import type { SocialClaimRow, SocialTaskRow } from './social.repository.js';

const iso = (value: Date | null) => value?.toISOString() ?? null;
const tierRank = (tier: string) => TIERS.indexOf(tier as Tier);

/** Why a member of `tier` cannot do `task` at `now`, or null when they can. */
export function blockOf(task: SocialTaskRow, tier: string, now: Date): SocialBlockReason | null {
  if (!task.active) return 'INACTIVE';
  if (task.startsAt && task.startsAt > now) return 'NOT_STARTED';
  if (task.endsAt && task.endsAt <= now) return 'ENDED';
  if (task.maxCompletions !== null && task.completions >= task.maxCompletions) return 'FULL';
  if (task.minTier && tierRank(tier) < tierRank(task.minTier)) return 'TIER_REQUIRED';
  return null;
}

function stateOf(task: SocialTaskRow, claim: SocialClaimRow | undefined, now: Date) {
  if (claim) return claim.state as SocialClaimState;
  return task.endsAt && task.endsAt <= now ? 'EXPIRED' : 'TO_DO';
}

/** A task as one member sees it, with their claim (if any). */
export function toMemberTask(
  task: SocialTaskRow,
  claim: SocialClaimRow | undefined,
  tier: string,
  now: Date,
): MemberSocialTask {
  const state = stateOf(task, claim, now);
  const open = state === 'TO_DO' || state === 'REJECTED' || state === 'EXPIRED';
  return {
    id: task.id,
    kind: task.kind as SocialTaskKind,
    title: task.title,
    target: task.target,
    targetUrl: xTargetUrl(task.kind as SocialTaskKind, task.target),
    points: task.points,
    minTier: task.minTier as Tier | null,
    startsAt: iso(task.startsAt),
    endsAt: iso(task.endsAt),
    state,
    blockedReason: open ? blockOf(task, tier, now) : null,
    pointsAwarded: claim?.state === 'VERIFIED' ? claim.points : 0,
    reason: claim?.reason ?? null,
    verifiedAt: iso(claim?.verifiedAt ?? null),
  };
}

/** A task as staff see it. */
export function toStaffTask(task: SocialTaskRow): SocialTask {
  return {
    id: task.id,
    kind: task.kind as SocialTaskKind,
    title: task.title,
    target: task.target,
    points: task.points,
    maxCompletions: task.maxCompletions,
    completions: task.completions,
    startsAt: iso(task.startsAt),
    endsAt: iso(task.endsAt),
    minTier: task.minTier as Tier | null,
    active: task.active,
    version: task.version,
    createdAt: task.createdAt.toISOString(),
    updatedAt: task.updatedAt.toISOString(),
  };
}

/** A claim with its task and member, as the review queue shows it. */
export function toStaffClaim(row: {
  claim: SocialClaimRow;
  task: SocialTaskRow;
  memberEmail: string | null;
  memberName: string | null;
}): SocialClaim {
  const { claim, task } = row;
  return {
    id: claim.id,
    taskId: task.id,
    taskTitle: task.title,
    taskKind: task.kind as SocialTaskKind,
    userId: claim.userId,
    memberEmail: row.memberEmail,
    memberName: row.memberName,
    state: claim.state as SocialClaimState,
    verifiedVia: claim.verifiedVia as SocialVerifiedVia | null,
    evidenceUrl: claim.evidenceUrl,
    evidenceText: claim.evidenceText,
    points: claim.points,
    reason: claim.reason,
    createdAt: claim.createdAt.toISOString(),
    updatedAt: claim.updatedAt.toISOString(),
  };
}

import type { ModerateBody, ModerationDecision } from '@streamit/contract';

/** Longest reason the server accepts. */
export const REASON_MAX_LENGTH = 2000;

/** What is wrong with a reason, if anything. */
export type ReasonProblem = 'required' | 'tooLong';

/** Rejecting or requesting changes tells the creator why; approving needs no reason. */
export function needsReason(decision: ModerationDecision): boolean {
  return decision !== 'APPROVE';
}

/** Checks a reason for a decision the way the server will (trimmed, required for reject and changes). */
export function checkReason(decision: ModerationDecision, reason: string): ReasonProblem | null {
  const trimmed = reason.trim();
  if (trimmed.length > REASON_MAX_LENGTH) return 'tooLong';
  if (needsReason(decision) && trimmed.length === 0) return 'required';
  return null;
}

/** The request body for a decision; a blank reason is left out rather than sent empty. */
export function buildDecisionBody(decision: ModerationDecision, reason: string): ModerateBody {
  const trimmed = reason.trim();
  return trimmed ? { decision, reason: trimmed } : { decision };
}

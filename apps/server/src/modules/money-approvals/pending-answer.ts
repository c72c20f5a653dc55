import type { PendingMoneyApproval } from '@streamit/contract';
import type { FastifyReply } from 'fastify';

/** Whether a money move's answer is a request waiting for a second staff member. */
export function isPendingApproval(result: object): result is PendingMoneyApproval {
  return 'pendingApproval' in result;
}

/** A route's answer to a gated money move: 202 when a request now waits, the route's own status otherwise. */
export function answerMoneyMove<T extends object>(reply: FastifyReply, result: T): T {
  if (isPendingApproval(result)) void reply.code(202);
  return result;
}

/**
 * Whether a failure is PostgreSQL's unique violation (23505), as node-postgres throws it or as Drizzle wraps
 * it in `cause`: the constraint, not a prior read, decides who got a unique value first.
 */
export function isUniqueViolation(error: unknown): boolean {
  return hasCode(error, '23505');
}

function hasCode(error: unknown, code: string): boolean {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause];
  return candidates.some((candidate) => (candidate as { code?: unknown } | null)?.code === code);
}

/** Whether a failure is PostgreSQL's deadlock_detected (40P01): a transaction locked in another order; run it again. */
export function isDeadlock(error: unknown): boolean {
  return hasCode(error, '40P01');
}

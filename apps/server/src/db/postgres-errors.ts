/**
 * Whether a failure is PostgreSQL's unique violation (23505), as node-postgres throws it or as Drizzle wraps
 * it in `cause`: the constraint, not a prior read, decides who got a unique value first.
 */
export function isUniqueViolation(error: unknown): boolean {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause];
  return candidates.some((candidate) => (candidate as { code?: unknown } | null)?.code === '23505');
}

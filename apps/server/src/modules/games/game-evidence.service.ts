import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { gameRounds } from './games.schema.js';

/**
 * Whether a member has a server-checked round of a game that was solved with at least `scorePercent`
 * of its maximum score, submitted after `since` when given.
 */
export async function hasWinningRound(
  db: Executor,
  input: { userId: string; activityId: string; since: Date | null; scorePercent: number },
): Promise<boolean> {
  const rows = await db
    .select({ id: gameRounds.id })
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.userId, input.userId),
        eq(gameRounds.activityId, input.activityId),
        eq(gameRounds.outcome, 'SOLVED'),
        sql`${gameRounds.score} * 100 >= ${gameRounds.maxScore} * ${input.scorePercent}`,
        input.since ? gt(gameRounds.submittedAt, input.since) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

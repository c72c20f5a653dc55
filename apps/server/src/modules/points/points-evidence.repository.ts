import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { gameRounds } from '../games/games.schema.js';
import { quizAttempts } from '../quizzes/quizzes.schema.js';
import { storyReadings } from '../stories/stories.schema.js';
import { watchProgress, watchSessions } from '../watch/watch.schema.js';

/*
 * The evidence a completion rests on, read straight from the games, quizzes and watch tables: tables are
 * shared for reading (decision 053), so these reads belong to points, their only caller.
 */

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

/** Whether a member has a server-graded, passed attempt at a quiz, finished after `since` when given. */
export async function hasPassedQuiz(
  db: Executor,
  userId: string,
  activityId: string,
  since: Date | null,
): Promise<boolean> {
  const rows = await db
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.userId, userId),
        eq(quizAttempts.activityId, activityId),
        eq(quizAttempts.passed, true),
        since ? gt(quizAttempts.finishedAt, since) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The watched total at which the next heartbeat asks for a completion (0 before the first check). */
export async function readEarnCheck(db: Executor, userId: string, activityId: string): Promise<number> {
  const [row] = await db
    .select({ at: watchProgress.earnCheckSeconds })
    .from(watchProgress)
    .where(and(eq(watchProgress.userId, userId), eq(watchProgress.activityId, activityId)));
  return row?.at ?? 0;
}

/**
 * Verified watch time of a member on an activity: the seconds the server credited to their watch
 * sessions (decision 015), counting sessions started after `since` when given. Points ask it.
 */
export async function sumCreditedWatchSeconds(
  db: Executor,
  userId: string,
  activityId: string,
  since: Date | null,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${watchSessions.creditedSeconds}), 0)::float8` })
    .from(watchSessions)
    .where(
      and(
        eq(watchSessions.userId, userId),
        eq(watchSessions.activityId, activityId),
        since ? gt(watchSessions.startedAt, since) : undefined,
      ),
    );
  return row?.total ?? 0;
}

/** Whether a member completed a server-verified reading of a story (decision 069), after `since` when given. */
export async function hasReadStory(
  db: Executor,
  userId: string,
  activityId: string,
  since: Date | null,
): Promise<boolean> {
  const [row] = await db
    .select({ completedAt: storyReadings.completedAt })
    .from(storyReadings)
    .where(and(eq(storyReadings.userId, userId), eq(storyReadings.activityId, activityId)));
  const completedAt = row?.completedAt;
  return Boolean(completedAt && (!since || completedAt > since));
}

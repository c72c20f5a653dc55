import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { quizAttempts } from './quizzes.schema.js';

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

import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { watchSessions } from './watch.schema.js';

/**
 * Verified watch time of a member on an activity: the seconds the server credited to their watch
 * sessions (decision 015), counting sessions started after `since` when given. Points ask here.
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

import { and, count, desc, eq, gt, gte, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import type { LedgerSource } from '@streamit/contract';
import { suspensionInForce, users } from '../members/members.schema.js';
import { activityCompletions, pointsEntries, pointsPostings } from './points-ledger.schema.js';

/** The member fields earning depends on. */
export async function selectEarner(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      tier: users.tier,
      suspended: suspensionInForce,
      totalPoints: users.totalPoints,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** How often a member completed an activity, and when last. */
export async function selectCompletionState(db: Executor, userId: string, activityId: string) {
  const [row] = await db
    .select({ completions: count(), lastAt: max(activityCompletions.completedAt) })
    .from(activityCompletions)
    .where(and(eq(activityCompletions.userId, userId), eq(activityCompletions.activityId, activityId)));
  return { completions: row?.completions ?? 0, lastAt: row?.lastAt ?? null };
}

/** When the member last completed any activity. */
export async function selectLastCompletionAt(db: Executor, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: activityCompletions.completedAt })
    .from(activityCompletions)
    .where(eq(activityCompletions.userId, userId))
    .orderBy(desc(activityCompletions.completedAt))
    .limit(1);
  return row?.at ?? null;
}

/**
 * Points a member earned since a moment: from activities only by default (what the daily and weekly caps
 * count), or from every source with `source: 'any'` (what the daily goal counts).
 */
export async function sumEarnings(
  db: Executor,
  userId: string,
  since: Date,
  source: LedgerSource | 'any' = 'activity',
): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${pointsEntries.amount}), 0)::int` })
    .from(pointsEntries)
    .innerJoin(pointsPostings, eq(pointsPostings.id, pointsEntries.postingId))
    .where(
      and(
        eq(pointsEntries.accountId, userId),
        gte(pointsEntries.createdAt, since),
        source === 'any' ? undefined : eq(pointsPostings.source, source),
        eq(pointsPostings.kind, 'earn'),
      ),
    );
  return row?.total ?? 0;
}

/** Records a completion; the unique (member, activity, sequence) index refuses a second one. */
export async function insertCompletion(db: Executor, values: typeof activityCompletions.$inferInsert) {
  const [row] = await db.insert(activityCompletions).values(values).returning();
  if (!row) throw new Error('completion insert returned nothing');
  return row;
}

/** Lifetime points: everything a member ever earned (kind earn), whatever they spent since. */
export async function sumLifetimeEarnings(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${pointsEntries.amount}), 0)::int` })
    .from(pointsEntries)
    .innerJoin(pointsPostings, eq(pointsPostings.id, pointsEntries.postingId))
    .where(
      and(eq(pointsEntries.accountId, userId), eq(pointsPostings.kind, 'earn'), gt(pointsEntries.amount, 0)),
    );
  return row?.total ?? 0;
}

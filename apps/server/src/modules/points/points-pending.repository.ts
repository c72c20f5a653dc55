import type { CompletionBlockReason } from '@streamit/contract';
import { and, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { activities } from '../activities/activities.schema.js';
import { pointsPendingAwards } from './points-pending.schema.js';

/** A pending award with its activity's title, as members see it. */
export type PendingAwardRow = typeof pointsPendingAwards.$inferSelect & { title: string };

const withTitle = { ...getColumns(), title: activities.title };

function getColumns() {
  const { id, userId, activityId, status, dueAt, points, reason, postingId, createdAt, settledAt } =
    pointsPendingAwards;
  return { id, userId, activityId, status, dueAt, points, reason, postingId, createdAt, settledAt };
}

/**
 * Keeps an award for later, or finds the one already waiting for the same member and activity (the partial
 * unique index allows one), moving its due time to the later of the two.
 */
export async function upsertWaitingAward(
  db: Executor,
  values: { userId: string; activityId: string; dueAt: Date; points: number },
): Promise<{ id: string; dueAt: Date }> {
  const [row] = await db
    .insert(pointsPendingAwards)
    .values(values)
    .onConflictDoUpdate({
      target: [pointsPendingAwards.userId, pointsPendingAwards.activityId],
      targetWhere: sql`status = 'WAITING'`,
      set: { dueAt: sql`greatest(${pointsPendingAwards.dueAt}, excluded.due_at)`, points: values.points },
    })
    .returning({ id: pointsPendingAwards.id, dueAt: pointsPendingAwards.dueAt });
  if (!row) throw new Error('pending award upsert returned nothing');
  return row;
}

/** The waiting award (locked for its settlement with `lock`); null once settled, so a duplicate finds nothing. */
export async function findWaitingAwardById(db: Executor, id: string, { lock = false } = {}) {
  const query = db
    .select()
    .from(pointsPendingAwards)
    .where(and(eq(pointsPendingAwards.id, id), eq(pointsPendingAwards.status, 'WAITING')));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Marks a waiting award paid or refused; the WAITING condition makes a second settlement a no-op. */
export async function settleWaitingAward(
  db: Executor,
  where: { id: string } | { userId: string; activityId: string },
  outcome:
    | { status: 'PAID'; points: number; postingId: string | null }
    | { status: 'REFUSED'; reason: CompletionBlockReason },
) {
  const target =
    'id' in where
      ? eq(pointsPendingAwards.id, where.id)
      : and(
          eq(pointsPendingAwards.userId, where.userId),
          eq(pointsPendingAwards.activityId, where.activityId),
        );
  await db
    .update(pointsPendingAwards)
    .set({ ...outcome, settledAt: sql`now()` })
    .where(and(target, eq(pointsPendingAwards.status, 'WAITING')));
}

/** Moves a waiting award's due time (a cooldown that another award restarted). */
export async function postponeWaitingAward(db: Executor, id: string, dueAt: Date) {
  await db.update(pointsPendingAwards).set({ dueAt }).where(eq(pointsPendingAwards.id, id));
}

/** A member's waiting awards and those settled since `settledSince`, newest first. */
export async function selectMemberAwards(db: Executor, userId: string, settledSince: Date, limit: number) {
  return db
    .select(withTitle)
    .from(pointsPendingAwards)
    .innerJoin(activities, eq(activities.id, pointsPendingAwards.activityId))
    .where(
      and(
        eq(pointsPendingAwards.userId, userId),
        or(eq(pointsPendingAwards.status, 'WAITING'), gte(pointsPendingAwards.settledAt, settledSince)),
      ),
    )
    .orderBy(desc(pointsPendingAwards.createdAt))
    .limit(limit);
}

/** The award waiting on one activity for a member, if any. */
export async function selectWaitingAward(db: Executor, userId: string, activityId: string) {
  const [row] = await db
    .select(withTitle)
    .from(pointsPendingAwards)
    .innerJoin(activities, eq(activities.id, pointsPendingAwards.activityId))
    .where(
      and(
        eq(pointsPendingAwards.userId, userId),
        eq(pointsPendingAwards.activityId, activityId),
        eq(pointsPendingAwards.status, 'WAITING'),
      ),
    );
  return row ?? null;
}

/** Waiting awards due before `before`: what the sweep settles when a queued message went missing. */
export async function selectOverdueAwards(db: Executor, before: Date, limit: number) {
  return db
    .select({ id: pointsPendingAwards.id })
    .from(pointsPendingAwards)
    .where(and(eq(pointsPendingAwards.status, 'WAITING'), lt(pointsPendingAwards.dueAt, before)))
    .orderBy(pointsPendingAwards.dueAt)
    .limit(limit);
}

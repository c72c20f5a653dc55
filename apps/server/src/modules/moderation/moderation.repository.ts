import type { ModerationQueueQuery } from '@streamit/contract';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { users } from '../members/members.schema.js';
import { activities } from '../activities/activities.schema.js';
import { contentCategories } from '../catalog/catalog.schema.js';
import { moderationDecisions } from './moderation.schema.js';

function queueConditions(query: ModerationQueueQuery): SQL | undefined {
  return and(
    eq(activities.status, 'PENDING_REVIEW'),
    query.type ? eq(activities.type, query.type) : undefined,
    query.categoryId ? eq(activities.categoryId, query.categoryId) : undefined,
    query.creatorId ? eq(activities.creatorId, query.creatorId) : undefined,
  );
}

/** Pending items, oldest submission first, with creator name and category. */
export function listQueue(db: Executor, query: ModerationQueueQuery) {
  return db
    .select({
      activity: activities,
      creatorName: users.displayName,
      category: { id: contentCategories.id, slug: contentCategories.slug, name: contentCategories.name },
    })
    .from(activities)
    .leftJoin(users, eq(users.id, activities.creatorId))
    .leftJoin(contentCategories, eq(contentCategories.id, activities.categoryId))
    .where(queueConditions(query))
    .orderBy(asc(activities.updatedAt), asc(activities.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
}

export async function countQueue(db: Executor, query: ModerationQueueQuery): Promise<number> {
  const [row] = await db.select({ total: count() }).from(activities).where(queueConditions(query));
  return row?.total ?? 0;
}

/** The activity, locked for the rest of the transaction so two moderators cannot both decide. */
export async function lockActivity(db: Executor, id: string) {
  const [row] = await db.select().from(activities).where(eq(activities.id, id)).for('update');
  return row;
}

export async function insertDecision(db: Executor, row: typeof moderationDecisions.$inferInsert) {
  await db.insert(moderationDecisions).values(row);
}

/** Decisions on a creator's own activities, newest first. */
export function listDecisionsForCreator(db: Executor, creatorId: string) {
  return db
    .select({
      decision: moderationDecisions,
      activity: { id: activities.id, title: activities.title, status: activities.status },
    })
    .from(moderationDecisions)
    .innerJoin(activities, eq(activities.id, moderationDecisions.activityId))
    .where(eq(activities.creatorId, creatorId))
    .orderBy(desc(moderationDecisions.createdAt))
    .limit(100);
}

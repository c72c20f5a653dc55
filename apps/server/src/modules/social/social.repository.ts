import { and, asc, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { users } from '../members/members.schema.js';
import { socialTaskClaims, socialTasks } from './social.schema.js';

export type SocialTaskRow = typeof socialTasks.$inferSelect;
export type NewSocialTask = typeof socialTasks.$inferInsert;
export type SocialClaimRow = typeof socialTaskClaims.$inferSelect;

/** Every task, newest first. */
export function selectTasks(db: Executor): Promise<SocialTaskRow[]> {
  return db.select().from(socialTasks).orderBy(desc(socialTasks.createdAt), desc(socialTasks.id));
}

export async function selectTask(db: Executor, id: string): Promise<SocialTaskRow | null> {
  const [row] = await db.select().from(socialTasks).where(eq(socialTasks.id, id));
  return row ?? null;
}

export async function insertTask(db: Executor, values: NewSocialTask): Promise<SocialTaskRow> {
  const [row] = await db.insert(socialTasks).values(values).returning();
  if (!row) throw new Error('social task insert returned nothing');
  return row;
}

/** Updates a task when its version is still `version`, bumping it; null when someone changed it first. */
export async function updateTaskAtVersion(
  db: Executor,
  id: string,
  version: number,
  values: Partial<NewSocialTask>,
): Promise<SocialTaskRow | null> {
  const [row] = await db
    .update(socialTasks)
    .set({ ...values, version: sql`${socialTasks.version} + 1`, updatedAt: new Date() })
    .where(and(eq(socialTasks.id, id), eq(socialTasks.version, version)))
    .returning();
  return row ?? null;
}

/** Takes one of the task's completions, in one conditional UPDATE; false when the task is full. */
export async function takeCompletionSlot(db: Executor, taskId: string): Promise<boolean> {
  const rows = await db
    .update(socialTasks)
    .set({ completions: sql`${socialTasks.completions} + 1` })
    .where(
      and(
        eq(socialTasks.id, taskId),
        or(isNull(socialTasks.maxCompletions), lt(socialTasks.completions, socialTasks.maxCompletions)),
      ),
    )
    .returning({ id: socialTasks.id });
  return rows.length === 1;
}

/** Gives a completion back (a reward reversed). */
export async function releaseCompletionSlot(db: Executor, taskId: string): Promise<void> {
  await db
    .update(socialTasks)
    .set({ completions: sql`greatest(${socialTasks.completions} - 1, 0)` })
    .where(eq(socialTasks.id, taskId));
}

/** A member's claim on a task, locked for the caller's transaction. */
export async function lockClaim(
  db: Executor,
  taskId: string,
  userId: string,
): Promise<SocialClaimRow | null> {
  const [row] = await db
    .select()
    .from(socialTaskClaims)
    .where(and(eq(socialTaskClaims.taskId, taskId), eq(socialTaskClaims.userId, userId)))
    .for('update');
  return row ?? null;
}

export async function lockClaimById(db: Executor, id: string): Promise<SocialClaimRow | null> {
  const [row] = await db.select().from(socialTaskClaims).where(eq(socialTaskClaims.id, id)).for('update');
  return row ?? null;
}

/** Writes a member's claim: a new one, or the existing (task, member) row changed. */
export async function saveClaim(
  db: Executor,
  values: typeof socialTaskClaims.$inferInsert & { taskId: string; userId: string },
): Promise<SocialClaimRow> {
  const [row] = await db
    .insert(socialTaskClaims)
    .values(values)
    .onConflictDoUpdate({
      target: [socialTaskClaims.taskId, socialTaskClaims.userId],
      set: { ...values, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('social claim upsert returned nothing');
  return row;
}

export async function updateClaim(
  db: Executor,
  id: string,
  values: Partial<typeof socialTaskClaims.$inferInsert>,
): Promise<SocialClaimRow> {
  const [row] = await db
    .update(socialTaskClaims)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(socialTaskClaims.id, id))
    .returning();
  if (!row) throw new Error('social claim update returned nothing');
  return row;
}

/** A member's claims, each with its task. */
export function selectMemberClaims(db: Executor, userId: string): Promise<SocialClaimRow[]> {
  return db.select().from(socialTaskClaims).where(eq(socialTaskClaims.userId, userId));
}

const claimWithMember = {
  claim: socialTaskClaims,
  task: socialTasks,
  memberEmail: users.email,
  memberName: sql<
    string | null
  >`coalesce(${users.displayName}, nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''))`,
};

/** Claims in a state, oldest first, with their task and member (the review queue). */
export function selectClaimQueue(
  db: Executor,
  filter: { state: string; taskId?: string | undefined; limit: number },
) {
  return db
    .select(claimWithMember)
    .from(socialTaskClaims)
    .innerJoin(socialTasks, eq(socialTasks.id, socialTaskClaims.taskId))
    .innerJoin(users, eq(users.id, socialTaskClaims.userId))
    .where(
      and(
        eq(socialTaskClaims.state, filter.state),
        filter.taskId ? eq(socialTaskClaims.taskId, filter.taskId) : undefined,
      ),
    )
    .orderBy(asc(socialTaskClaims.createdAt), asc(socialTaskClaims.id))
    .limit(filter.limit);
}

/** One claim with its task and member. */
export async function selectClaimView(db: Executor, id: string) {
  const [row] = await db
    .select(claimWithMember)
    .from(socialTaskClaims)
    .innerJoin(socialTasks, eq(socialTasks.id, socialTaskClaims.taskId))
    .innerJoin(users, eq(users.id, socialTaskClaims.userId))
    .where(eq(socialTaskClaims.id, id));
  return row ?? null;
}

/** Claims verified through X, least recently checked first: what the re-check job looks at. */
export function selectClaimsToRecheck(db: Executor, limit: number) {
  return db
    .select({ claim: socialTaskClaims, task: socialTasks })
    .from(socialTaskClaims)
    .innerJoin(socialTasks, eq(socialTasks.id, socialTaskClaims.taskId))
    .where(and(eq(socialTaskClaims.state, 'VERIFIED'), eq(socialTaskClaims.verifiedVia, 'X_API')))
    .orderBy(sql`${socialTaskClaims.lastCheckedAt} asc nulls first`, asc(socialTaskClaims.id))
    .limit(limit);
}

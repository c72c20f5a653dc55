import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { users } from '../members/members.schema.js';
import { creatorBans } from './creator-bans.schema.js';

export type BanRow = typeof creatorBans.$inferSelect;

/** The member's open ban, if any. */
export async function findOpenBan(db: Executor, userId: string): Promise<BanRow | undefined> {
  const [row] = await db
    .select()
    .from(creatorBans)
    .where(and(eq(creatorBans.userId, userId), isNull(creatorBans.liftedAt)));
  return row;
}

/** The member's email and creator fields, row-locked so bans, unbans and reviews of them run one at a time. */
export async function lockMember(db: Executor, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      isContentCreator: users.isContentCreator,
      creatorStatus: users.creatorStatus,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/** Records a ban. */
export async function insertBan(db: Executor, row: typeof creatorBans.$inferInsert): Promise<void> {
  await db.insert(creatorBans).values(row);
}

/** Closes the member's open ban. */
export async function liftBan(db: Executor, banId: string, adminId: string, reason: string): Promise<void> {
  await db
    .update(creatorBans)
    .set({ liftedAt: sql`now()`, liftedByAdminId: adminId, liftReason: reason })
    .where(eq(creatorBans.id, banId));
}

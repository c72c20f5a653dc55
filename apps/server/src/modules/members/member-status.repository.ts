import type { CreatorStatus } from '@streamit/contract';
import { and, eq, inArray, not, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { suspensionInForce, users } from './members.schema.js';
import type { UserRow } from './members.repository.js';

/*
 * Member rows written for other modules (creator applications and bans, staff suspensions): the members module
 * owns the users table, so these writes live here (decision 053).
 */

/** Sets members' creator status; `isContentCreator` only when given. */
export async function setCreatorStatus(
  db: Executor,
  userIds: string[],
  creatorStatus: CreatorStatus,
  isContentCreator?: boolean,
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .update(users)
    .set({
      creatorStatus,
      ...(isContentCreator === undefined ? {} : { isContentCreator }),
      updatedAt: sql`now()`,
    })
    .where(inArray(users.id, userIds));
}

/** Sets the member's creator status. */
export async function setMemberCreatorStatus(db: Executor, userId: string, status: CreatorStatus) {
  await db
    .update(users)
    .set({ creatorStatus: status, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/**
 * Suspends the members whose suspension is not in force, in one conditional statement: of many parallel
 * calls for one member exactly one gets the row back. The end is counted on the database clock.
 */
export function suspendMembers(
  db: Executor,
  ids: string[],
  change: { reason: string; durationMinutes?: number | undefined },
): Promise<UserRow[]> {
  const until = change.durationMinutes
    ? sql`now() + make_interval(mins => ${change.durationMinutes}::int)`
    : null;
  return db
    .update(users)
    .set({
      suspendedAt: sql`now()`,
      suspendedUntil: until,
      suspensionReason: change.reason,
      updatedAt: sql`now()`,
    })
    .where(and(inArray(users.id, ids), not(suspensionInForce)))
    .returning();
}

/** Lifts the suspensions in force of the named members; the rows it changed. */
export function unsuspendMembers(db: Executor, ids: string[]): Promise<UserRow[]> {
  return db
    .update(users)
    .set({ suspendedAt: null, suspendedUntil: null, suspensionReason: null, updatedAt: sql`now()` })
    .where(and(inArray(users.id, ids), suspensionInForce))
    .returning();
}

/** Clears every timed suspension whose end has passed; each row is returned to exactly one caller. */
export function clearEndedSuspensions(db: Executor) {
  return db
    .update(users)
    .set({ suspendedAt: null, suspendedUntil: null, suspensionReason: null, updatedAt: sql`now()` })
    .where(sql`${users.suspendedUntil} <= now()`)
    .returning({ id: users.id, email: users.email });
}

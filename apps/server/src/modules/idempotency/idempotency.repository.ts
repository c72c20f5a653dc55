import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { idempotencyKeys } from './idempotency.schema.js';

/** Who a key belongs to and which request it names. */
export interface KeyIdentity {
  scope: string;
  key: string;
}

/** A stored key: its request and, once finished, its answer. */
export type StoredKey = typeof idempotencyKeys.$inferSelect;

/** An answer worth replaying. */
export interface StoredAnswer {
  status: number;
  type: string | null;
  body: string;
}

/**
 * Reserves a key in one statement; true when this request now owns it. Parallel requests with the
 * same key race on the primary key and exactly one wins.
 */
export async function reserveKey(
  db: Executor,
  identity: KeyIdentity,
  request: { route: string; requestHash: string },
): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ ...identity, ...request })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

/**
 * Takes over a key whose request has been in flight longer than `leaseMs` (its process crashed or lost
 * its database before storing an answer), in one conditional statement on the database's clock: of any
 * number of parallel retries exactly one wins, and the lease starts again for it.
 */
export async function takeOverLapsedKey(
  db: Executor,
  identity: KeyIdentity,
  leaseMs: number,
): Promise<boolean> {
  const rows = await db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now()` })
    .where(
      and(
        matches(identity),
        isNull(idempotencyKeys.completedAt),
        sql`${idempotencyKeys.createdAt} < now() - ${leaseMs} * interval '1 millisecond'`,
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

/** The stored row of a key, if any. */
export async function findKey(db: Executor, identity: KeyIdentity): Promise<StoredKey | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(matches(identity));
  return row;
}

/** Stores the answer of the request that owns the key. */
export async function completeKey(db: Executor, identity: KeyIdentity, answer: StoredAnswer): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({
      responseStatus: answer.status,
      responseType: answer.type,
      responseBody: answer.body,
      completedAt: new Date(),
    })
    .where(and(matches(identity), isNull(idempotencyKeys.completedAt)));
}

/** Frees a reserved key whose answer is not kept (5xx, 429), so the client may retry with it. */
export async function releaseKey(db: Executor, identity: KeyIdentity): Promise<void> {
  await db.delete(idempotencyKeys).where(and(matches(identity), isNull(idempotencyKeys.completedAt)));
}

/** Deletes keys created before `cutoff`; returns how many. */
export async function deleteKeysBefore(db: Executor, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoff))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}

function matches(identity: KeyIdentity) {
  return and(eq(idempotencyKeys.scope, identity.scope), eq(idempotencyKeys.key, identity.key));
}

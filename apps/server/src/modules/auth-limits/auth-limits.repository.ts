import { and, count, eq, gt, inArray, lt, lte, min, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { authAttempts } from './auth-limits.schema.js';

/** Holds a per-key advisory lock until the transaction ends, so one key's attempts count one at a time. */
export async function lockAttemptKey(tx: Executor, action: string, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`limit:${action}:${key}`}, 0))`);
}

/** How many attempts of an action a key made since `since`, and when the oldest of them was. */
export async function countAttemptsSince(tx: Executor, action: string, key: string, since: Date) {
  const [row] = await tx
    .select({ attempts: count(), oldest: min(authAttempts.createdAt) })
    .from(authAttempts)
    .where(
      and(eq(authAttempts.action, action), eq(authAttempts.key, key), gt(authAttempts.createdAt, since)),
    );
  return { attempts: row?.attempts ?? 0, oldest: row?.oldest ?? null };
}

/** Records one attempt of an action against each key. */
export function insertAttempts(tx: Executor, action: string, keys: string[]) {
  return tx
    .insert(authAttempts)
    .values(keys.map((key) => ({ action, key })))
    .returning({ key: authAttempts.key, id: authAttempts.id });
}

/** Removes the given attempt rows. */
export async function deleteAttempts(db: Executor, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(authAttempts).where(inArray(authAttempts.id, ids));
}

/** Removes a key's attempts of an action recorded up to (and including) row `id`. */
export async function deleteAttemptsUpTo(
  db: Executor,
  action: string,
  key: string,
  id: number,
): Promise<void> {
  await db
    .delete(authAttempts)
    .where(and(eq(authAttempts.action, action), eq(authAttempts.key, key), lte(authAttempts.id, id)));
}

/** Removes the given actions' attempts older than `actionsBefore`, and any attempt older than `allBefore`. */
export async function deleteOldAttempts(
  db: Executor,
  actions: readonly string[],
  actionsBefore: Date,
  allBefore: Date,
): Promise<void> {
  await db
    .delete(authAttempts)
    .where(
      or(
        and(inArray(authAttempts.action, [...actions]), lt(authAttempts.createdAt, actionsBefore)),
        lt(authAttempts.createdAt, allBefore),
      ),
    );
}

/** Forgets the attempts counted against an address (account deletion: the key names the person). */
export async function deleteAccountAttempts(db: Executor, email: string): Promise<void> {
  await db.delete(authAttempts).where(sql`lower(${authAttempts.key}) = lower(${`account:${email}`})`);
}

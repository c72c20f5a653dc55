import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { definePreparedQuery } from '../../db/prepared-query.js';
import { loginChallenges, memberRecoveryCodes, memberTwoFactor } from './two-factor.schema.js';

export type TwoFactorRow = typeof memberTwoFactor.$inferSelect;
export type LoginChallengeRow = typeof loginChallenges.$inferSelect;

/** Whether the member has switched two-factor on. */
export async function isTwoFactorEnabled(db: Executor, userId: string): Promise<boolean> {
  const [row] = await twoFactorEnabledQuery(db).execute({ userId });
  return row !== undefined;
}

const twoFactorEnabledQuery = definePreparedQuery('is_two_factor_enabled', (db, name) =>
  db
    .select({ userId: memberTwoFactor.userId })
    .from(memberTwoFactor)
    .where(and(eq(memberTwoFactor.userId, sql.placeholder('userId')), isNotNull(memberTwoFactor.enabledAt)))
    .prepare(name),
);

/** The member's two-factor row (pending or enabled), if any. */
export async function findTwoFactor(db: Executor, userId: string): Promise<TwoFactorRow | undefined> {
  const [row] = await db.select().from(memberTwoFactor).where(eq(memberTwoFactor.userId, userId));
  return row;
}

/** Starts (or restarts) a pending setup with a new secret. */
export async function savePendingSecret(db: Executor, userId: string, secret: string): Promise<void> {
  await db
    .insert(memberTwoFactor)
    .values({ userId, secret })
    .onConflictDoUpdate({
      target: memberTwoFactor.userId,
      set: { secret, enabledAt: null, lastUsedStep: null },
    });
}

/** Switches two-factor on. */
export async function markEnabled(db: Executor, userId: string): Promise<void> {
  await db.update(memberTwoFactor).set({ enabledAt: new Date() }).where(eq(memberTwoFactor.userId, userId));
}

/** Removes the secret and recovery codes. */
export async function deleteTwoFactor(db: Executor, userId: string): Promise<void> {
  await db.delete(memberRecoveryCodes).where(eq(memberRecoveryCodes.userId, userId));
  await db.delete(memberTwoFactor).where(eq(memberTwoFactor.userId, userId));
}

/** Accepts a time step only if it is later than the last one used (atomic: a code works once). */
export async function claimTimeStep(db: Executor, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(memberTwoFactor)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(memberTwoFactor.userId, userId),
        or(isNull(memberTwoFactor.lastUsedStep), lt(memberTwoFactor.lastUsedStep, step)),
      ),
    )
    .returning({ userId: memberTwoFactor.userId });
  return rows.length === 1;
}

/** Replaces the member's recovery codes with new hashes. */
export async function replaceRecoveryCodes(db: Executor, userId: string, hashes: string[]): Promise<void> {
  await db.delete(memberRecoveryCodes).where(eq(memberRecoveryCodes.userId, userId));
  await db.insert(memberRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** The member's unused recovery codes: their ids and stored hashes. */
export async function findUnusedRecoveryCodes(db: Executor, userId: string) {
  return db
    .select({ id: memberRecoveryCodes.id, codeHash: memberRecoveryCodes.codeHash })
    .from(memberRecoveryCodes)
    .where(and(eq(memberRecoveryCodes.userId, userId), isNull(memberRecoveryCodes.usedAt)));
}

/** Uses up a recovery code; false when another request used it first. */
export async function consumeRecoveryCode(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(memberRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(memberRecoveryCodes.id, id), isNull(memberRecoveryCodes.usedAt)))
    .returning({ id: memberRecoveryCodes.id });
  return rows.length === 1;
}

/** Unused recovery codes still stored as a plain SHA-256 (before decision 066), a batch at a time. */
export async function findLegacyRecoveryCodes(db: Executor, limit: number) {
  return db
    .select({ id: memberRecoveryCodes.id, codeHash: memberRecoveryCodes.codeHash })
    .from(memberRecoveryCodes)
    .where(and(isNull(memberRecoveryCodes.usedAt), sql`${memberRecoveryCodes.codeHash} NOT LIKE '$argon2%'`))
    .limit(limit);
}

/** Swaps a legacy hash for its Argon2id form, only if nobody changed the row meanwhile. */
export async function rehashRecoveryCode(db: Executor, id: string, from: string, to: string): Promise<void> {
  await db
    .update(memberRecoveryCodes)
    .set({ codeHash: to })
    .where(and(eq(memberRecoveryCodes.id, id), eq(memberRecoveryCodes.codeHash, from)));
}

/** Stores a pending sign-in challenge. */
export async function insertChallenge(
  db: Executor,
  values: typeof loginChallenges.$inferInsert,
): Promise<void> {
  await db.insert(loginChallenges).values(values);
}

/**
 * Spends one attempt of a live challenge before its code is checked, in one statement: the challenge
 * comes back only while it has attempts left, however many requests arrive at once.
 */
export async function burnChallengeAttempt(
  db: Executor,
  tokenHash: string,
  maxAttempts: number,
): Promise<LoginChallengeRow | undefined> {
  const [row] = await db
    .update(loginChallenges)
    .set({ attempts: sql`${loginChallenges.attempts} + 1` })
    .where(
      and(
        eq(loginChallenges.tokenHash, tokenHash),
        isNull(loginChallenges.consumedAt),
        sql`${loginChallenges.expiresAt} > now()`,
        lt(loginChallenges.attempts, maxAttempts),
      ),
    )
    .returning();
  return row;
}

/** Uses up a challenge; false when another request did first. */
export async function consumeChallenge(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(loginChallenges)
    .set({ consumedAt: new Date() })
    .where(and(eq(loginChallenges.id, id), isNull(loginChallenges.consumedAt)))
    .returning({ id: loginChallenges.id });
  return rows.length === 1;
}

/** Deletes second-factor challenges past their expiry. */
export async function deleteExpiredChallenges(db: Executor, now: Date): Promise<void> {
  await db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, now));
}

/** Removes the member's second factor and its recovery codes (account deletion). */
export async function deleteMemberTwoFactor(db: Executor, userId: string): Promise<void> {
  await db.delete(memberRecoveryCodes).where(eq(memberRecoveryCodes.userId, userId));
  await db.delete(memberTwoFactor).where(eq(memberTwoFactor.userId, userId));
}

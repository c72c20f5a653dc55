import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { adminAuthChallenges } from './admins.schema.js';

export type AdminChallengeRow = typeof adminAuthChallenges.$inferSelect;
export type AdminChallengePurpose = AdminChallengeRow['purpose'];

/** Code attempts a challenge allows (counted before the code is checked); then the token is useless. */
export const MAX_CHALLENGE_FAILURES = 5;

export async function insertChallenge(
  db: Executor,
  values: typeof adminAuthChallenges.$inferInsert,
): Promise<AdminChallengeRow> {
  const [row] = await db.insert(adminAuthChallenges).values(values).returning();
  if (!row) throw new Error('challenge insert returned nothing');
  return row;
}

/** An unused, unexpired challenge of this purpose with failures to spare. */
export async function findLiveChallenge(
  db: Executor,
  tokenHash: string,
  purpose: AdminChallengePurpose,
): Promise<AdminChallengeRow | undefined> {
  const [row] = await db
    .select()
    .from(adminAuthChallenges)
    .where(
      and(
        eq(adminAuthChallenges.tokenHash, tokenHash),
        eq(adminAuthChallenges.purpose, purpose),
        isNull(adminAuthChallenges.usedAt),
        gt(adminAuthChallenges.expiresAt, new Date()),
        lt(adminAuthChallenges.failedAttempts, MAX_CHALLENGE_FAILURES),
      ),
    );
  return row;
}

/** Stores a pending TOTP secret unless one is there already; answers the one that is stored. */
export async function keepChallengeSecret(
  db: Executor,
  id: string,
  totpSecretEncrypted: string,
): Promise<string | null> {
  const [row] = await db
    .update(adminAuthChallenges)
    .set({
      totpSecretEncrypted: sql`coalesce(${adminAuthChallenges.totpSecretEncrypted}, ${totpSecretEncrypted})`,
    })
    .where(eq(adminAuthChallenges.id, id))
    .returning({ totpSecretEncrypted: adminAuthChallenges.totpSecretEncrypted });
  return row?.totpSecretEncrypted ?? null;
}

/**
 * Spends one code attempt of a live challenge before the code is checked, in one statement: the
 * challenge comes back only while it has attempts to spare, however many requests arrive at once.
 */
export async function burnChallengeAttempt(
  db: Executor,
  tokenHash: string,
  purpose: AdminChallengePurpose,
): Promise<AdminChallengeRow | undefined> {
  const [row] = await db
    .update(adminAuthChallenges)
    .set({ failedAttempts: sql`${adminAuthChallenges.failedAttempts} + 1` })
    .where(
      and(
        eq(adminAuthChallenges.tokenHash, tokenHash),
        eq(adminAuthChallenges.purpose, purpose),
        isNull(adminAuthChallenges.usedAt),
        gt(adminAuthChallenges.expiresAt, new Date()),
        lt(adminAuthChallenges.failedAttempts, MAX_CHALLENGE_FAILURES),
      ),
    )
    .returning();
  return row;
}

/** Uses a challenge up; false when a concurrent request used it first. */
export async function consumeChallenge(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(adminAuthChallenges)
    .set({ usedAt: new Date() })
    .where(and(eq(adminAuthChallenges.id, id), isNull(adminAuthChallenges.usedAt)))
    .returning({ id: adminAuthChallenges.id });
  return rows.length > 0;
}

/** Ends an admin's open challenges of one purpose, or of all (a new one replaces the old ones). */
export async function expireChallengesOf(
  db: Executor,
  adminId: string,
  purpose?: AdminChallengePurpose,
): Promise<void> {
  await db
    .update(adminAuthChallenges)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(adminAuthChallenges.adminId, adminId),
        isNull(adminAuthChallenges.usedAt),
        purpose ? eq(adminAuthChallenges.purpose, purpose) : undefined,
      ),
    );
}

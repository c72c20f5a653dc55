import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { oauthExchangeCodes, oauthStates } from './oauth.schema.js';

export type NewOAuthState = typeof oauthStates.$inferInsert;
export type OAuthStateRow = typeof oauthStates.$inferSelect;
/** A used-up state with its PKCE verifier decrypted, as the callback reads it. */
export type OpenedOAuthState = Omit<OAuthStateRow, 'codeVerifierEncrypted'> & { codeVerifier: string };

/** Stores a sign-in state, first clearing the ones that expired. */
export async function insertOAuthState(db: Executor, row: NewOAuthState): Promise<void> {
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date()));
  await db.insert(oauthStates).values(row);
}

/** Uses up a live state of this provider in one statement; undefined when there is none. */
export async function takeOAuthState(
  db: Executor,
  stateHash: string,
  provider: string,
): Promise<OAuthStateRow | undefined> {
  const [row] = await db
    .delete(oauthStates)
    .where(
      and(
        eq(oauthStates.stateHash, stateHash),
        eq(oauthStates.provider, provider),
        gt(oauthStates.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

/** Stores a one-time exchange code for the SPA. */
export async function insertExchangeCode(db: Executor, row: typeof oauthExchangeCodes.$inferInsert) {
  await db.insert(oauthExchangeCodes).values(row);
}

/** Uses up a live exchange code in one statement; undefined when it is unknown, used or expired. */
export async function takeExchangeCode(db: Executor, codeHash: string) {
  const [row] = await db
    .delete(oauthExchangeCodes)
    .where(and(eq(oauthExchangeCodes.codeHash, codeHash), gt(oauthExchangeCodes.expiresAt, sql`now()`)))
    .returning();
  return row;
}

/** Deletes OAuth states and exchange codes past their expiry. */
export async function deleteExpiredOAuthRows(db: Executor, now: Date): Promise<void> {
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
  await db.delete(oauthExchangeCodes).where(lt(oauthExchangeCodes.expiresAt, now));
}

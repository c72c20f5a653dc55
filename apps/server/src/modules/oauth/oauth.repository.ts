import { lt } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { oauthExchangeCodes, oauthStates } from './oauth.schema.js';

/** Deletes OAuth states and exchange codes past their expiry. */
export async function deleteExpiredOAuthRows(db: Executor, now: Date): Promise<void> {
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
  await db.delete(oauthExchangeCodes).where(lt(oauthExchangeCodes.expiresAt, now));
}

import { lt } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { captchaRedemptions } from './captcha.schema.js';

/** Deletes captcha redemptions past their expiry. */
export async function deleteExpiredRedemptions(db: Executor, now: Date): Promise<void> {
  await db.delete(captchaRedemptions).where(lt(captchaRedemptions.expiresAt, now));
}

/** Records a challenge as used (clearing expired ones first); false when it already was. */
export async function insertRedemption(db: Executor, challengeId: string, expiresAt: Date): Promise<boolean> {
  await db.delete(captchaRedemptions).where(lt(captchaRedemptions.expiresAt, new Date()));
  const rows = await db
    .insert(captchaRedemptions)
    .values({ challengeId, expiresAt })
    .onConflictDoNothing()
    .returning({ id: captchaRedemptions.challengeId });
  return rows.length === 1;
}

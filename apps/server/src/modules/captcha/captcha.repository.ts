import { lt } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { captchaRedemptions } from './captcha.schema.js';

/** Deletes captcha redemptions past their expiry. */
export async function deleteExpiredRedemptions(db: Executor, now: Date): Promise<void> {
  await db.delete(captchaRedemptions).where(lt(captchaRedemptions.expiresAt, now));
}

import { pgTable, text } from 'drizzle-orm/pg-core';
import { instant, instantNow } from '../../db/table-columns.js';

/** Solved captcha challenges, so each one is accepted once. */
export const captchaRedemptions = pgTable('captcha_redemptions', {
  challengeId: text('challenge_id').primaryKey(),
  expiresAt: instant('expires_at').notNull(),
  redeemedAt: instantNow('redeemed_at'),
});

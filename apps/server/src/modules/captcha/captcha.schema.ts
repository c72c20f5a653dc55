import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Solved captcha challenges, so each one is accepted once. */
export const captchaRedemptions = pgTable('captcha_redemptions', {
  challengeId: text('challenge_id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
});

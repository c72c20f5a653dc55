import { bigint, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant, instantNow, primaryUuid, requiredRef } from '../../db/table-columns.js';
import { users } from '../members/members.schema.js';

/** A member's TOTP secret; `enabledAt` is set once a first code confirmed it. */
export const memberTwoFactor = pgTable('member_two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: instant('enabled_at'),
  // The last accepted RFC 6238 time step, so a code works once.
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: instantNow('created_at'),
});

/** Single-use recovery codes, each as Argon2id of its SHA-256 (rows from before decision 066: the bare SHA-256 until re-hashed). */
export const memberRecoveryCodes = pgTable(
  'member_recovery_codes',
  {
    id: primaryUuid(),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [index('member_recovery_codes_user_idx').on(table.userId)],
);

/** A password or OAuth sign-in waiting for its second factor. */
export const loginChallenges = pgTable('login_challenges', {
  id: primaryUuid(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
  method: text('method').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: instant('expires_at').notNull(),
  consumedAt: instant('consumed_at'),
  createdAt: instantNow('created_at'),
});

import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../members/members.schema.js';
import { partners } from './partners.schema.js';

/**
 * Invitations to a partner's portal. Only the token's SHA-256 is stored (like session tokens); a row is
 * used once: accepting sets `accepted_at` in the same conditional UPDATE that checks it was not set, so
 * fifty accepts at once make one membership. One waiting invitation per partner and address.
 */
export const partnerInvitations = pgTable(
  'partner_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    /** Lower-cased, as typed by the owner. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedByUserId: uuid('accepted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('partner_invitations_token_idx').on(table.tokenHash),
    uniqueIndex('partner_invitations_waiting_idx')
      .on(table.partnerId, table.email)
      .where(sql`${table.acceptedAt} IS NULL AND ${table.revokedAt} IS NULL`),
    index('partner_invitations_partner_idx').on(table.partnerId, table.createdAt),
    check('partner_invitations_email_check', sql`${table.email} = lower(${table.email})`),
  ],
);

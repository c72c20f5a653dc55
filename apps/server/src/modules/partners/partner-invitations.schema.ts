import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant, instantNow, primaryUuid, requiredRef } from '../../db/table-columns.js';
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
    id: primaryUuid(),
    partnerId: requiredRef('partner_id', () => partners.id, { onDelete: 'cascade' }),
    /** Lower-cased, as typed by the owner. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: instant('expires_at').notNull(),
    acceptedAt: instant('accepted_at'),
    acceptedByUserId: uuid('accepted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: instant('revoked_at'),
    createdAt: instantNow('created_at'),
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

import { OAUTH_PROVIDERS } from '@streamit/contract';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/enum-check.js';
import { instant, instantNow, requiredRef } from '../../db/table-columns.js';
import { users } from '../members/members.schema.js';

/**
 * Pending OAuth redirects: state (hashed), PKCE verifier (encrypted under COLUMN_ENCRYPTION_KEY, bound to the
 * state) and nonce, and the member when linking; single use, short-lived.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    provider: text('provider').notNull(),
    codeVerifierEncrypted: text('code_verifier_encrypted').notNull(),
    nonce: text('nonce').notNull(),
    referralCode: text('referral_code'),
    // Set when a signed-in member links this provider: the callback attaches it to them, not a sign-in.
    linkUserId: uuid('link_user_id').references(() => users.id, { onDelete: 'cascade' }),
    // The whitelisted page a link returns to (contract OAUTH_LINK_RETURN_PATHS).
    returnPath: text('return_path'),
    // SHA-256 of the binding cookie given to the browser that started the sign-in or link: only that browser
    // may finish it. The column keeps its first name (links had it first, migration 0034); rows of either kind use it.
    browserBindingHash: text('link_binding_hash'),
    expiresAt: instant('expires_at').notNull(),
    createdAt: instantNow('created_at'),
  },
  (table) => [enumCheck('oauth_states_provider_check', table.provider, OAUTH_PROVIDERS)],
);

/** One-time codes the SPA exchanges for a session after an OAuth callback (ARCHITECTURE.md §6). */
export const oauthExchangeCodes = pgTable(
  'oauth_exchange_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    expiresAt: instant('expires_at').notNull(),
    createdAt: instantNow('created_at'),
  },
  (table) => [enumCheck('oauth_exchange_codes_provider_check', table.provider, OAUTH_PROVIDERS)],
);

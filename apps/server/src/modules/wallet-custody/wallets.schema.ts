import { WALLET_KINDS } from '@streamit/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/enum-check.js';
import { instant, instantNow, primaryUuid, requiredRef } from '../../db/table-columns.js';
import { users } from '../members/members.schema.js';
import { memberSessions } from '../sessions/sessions.schema.js';

/**
 * A member's wallets. The payout wallet (at most one per member) is where exchanges and welcome tokens are
 * paid. A CUSTODIAL wallet (at most one per member) carries its key material envelope-encrypted
 * (wallet-crypto.ts); an EXTERNAL wallet, linked by Sign-In-With-Ethereum, carries none.
 */
export const wallets = pgTable(
  'wallets',
  {
    id: primaryUuid(),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    // EIP-55 checksummed address; unique so one address never belongs to two members.
    address: text('address').notNull(),
    kind: text('kind').notNull(),
    isPayout: boolean('is_payout').notNull().default(false),
    createdAt: instantNow('created_at'),
    // Which master key wrapped the data key, so a rotated key can still unwrap older rows.
    keyId: text('key_id'),
    wrappedDataKey: text('wrapped_data_key'),
    encryptedPrivateKey: text('encrypted_private_key'),
    // Null for a wallet imported from a bare private key.
    encryptedMnemonic: text('encrypted_mnemonic'),
  },
  (table) => [
    uniqueIndex('wallets_address_unique').on(sql`lower(${table.address})`),
    uniqueIndex('wallets_one_payout_per_user')
      .on(table.userId)
      .where(sql`${table.isPayout}`),
    uniqueIndex('wallets_one_custodial_per_user')
      .on(table.userId)
      .where(sql`${table.kind} = 'CUSTODIAL'`),
    index('wallets_user_idx').on(table.userId),
    enumCheck('wallets_kind_check', table.kind, WALLET_KINDS),
    check('wallets_address_format', sql`${table.address} ~ '^0x[0-9a-fA-F]{40}$'`),
    // Key material exists exactly on custodial rows: no custodial wallet without a key, no key on a linked one.
    check(
      'wallets_key_material',
      sql`(${table.kind} = 'CUSTODIAL') = (${table.keyId} is not null and ${table.wrappedDataKey} is not null and ${table.encryptedPrivateKey} is not null)
        and (${table.kind} = 'CUSTODIAL' or ${table.encryptedMnemonic} is null)`,
    ),
  ],
);

/** A member session's step-up re-authentication: reveals and signatures are allowed until it expires. */
export const walletStepUps = pgTable('wallet_step_ups', {
  sessionId: uuid('session_id')
    .primaryKey()
    .references(() => memberSessions.id, { onDelete: 'cascade' }),
  userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
  expiresAt: instant('expires_at').notNull(),
});

/** One-time Sign-In-With-Ethereum nonces, each issued to one member and consumed by one verification. */
export const siweNonces = pgTable(
  'siwe_nonces',
  {
    nonce: text('nonce').primaryKey(),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    expiresAt: instant('expires_at').notNull(),
    consumedAt: instant('consumed_at'),
  },
  (table) => [index('siwe_nonces_expires_idx').on(table.expiresAt)],
);

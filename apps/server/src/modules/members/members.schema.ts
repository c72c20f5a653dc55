import { CREATOR_STATUSES, PRODUCT_LANGUAGES, TIERS } from '@streamit/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/enum-check.js';
import { instant, instantNow, primaryUuid, requiredRef } from '../../db/table-columns.js';

/** Members (spec §3 User/Member). Emails are stored lower-cased; provider ids key OAuth accounts. */
export const users = pgTable(
  'users',
  {
    id: primaryUuid(),
    email: text('email'),
    emailVerifiedAt: instant('email_verified_at'),
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    displayName: text('display_name'),
    avatarFile: text('avatar_file'),
    tier: text('tier').notNull().default('BASIC'),
    totalPoints: integer('total_points').notNull().default(0),
    isContentCreator: boolean('is_content_creator').notNull().default(false),
    creatorStatus: text('creator_status').notNull().default('NONE'),
    googleId: text('google_id'),
    twitterId: text('twitter_id'),
    suspendedAt: instant('suspended_at'),
    /** A timed suspension ends at this moment by itself (decision 035); null with suspendedAt: until lifted. */
    suspendedUntil: instant('suspended_until'),
    suspensionReason: text('suspension_reason'),
    isDemo: boolean('is_demo').notNull().default(false),
    /** The language of the member's e-mails: the web's interface language at sign-up and each sign-in. */
    preferredLanguage: text('preferred_language').notNull().default('en'),
    /** ISO country of the address the account was created from (modules/geo); never the address itself. */
    signupCountry: text('signup_country'),
    /** How the account was created: EMAIL, GOOGLE or TWITTER (X); null for accounts older than the column. */
    signupMethod: text('signup_method'),
    /** The member deleted their account (decision 070 §3): the row stays, anonymised, so the ledger stays whole. */
    deletedAt: instant('deleted_at'),
    createdAt: instantNow('created_at'),
    updatedAt: instantNow('updated_at'),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_google_id_unique').on(table.googleId),
    uniqueIndex('users_twitter_id_unique').on(table.twitterId),
    enumCheck('users_tier_check', table.tier, TIERS),
    enumCheck('users_creator_status_check', table.creatorStatus, CREATOR_STATUSES),
    enumCheck('users_preferred_language_check', table.preferredLanguage, PRODUCT_LANGUAGES),
    check('users_signup_method_check', sql`${table.signupMethod} in ('EMAIL', 'GOOGLE', 'TWITTER')`),
    check(
      'users_suspension_check',
      sql`${table.suspendedAt} is not null or (${table.suspendedUntil} is null and ${table.suspensionReason} is null)`,
    ),
    index('users_suspended_until_idx')
      .on(table.suspendedUntil)
      .where(sql`${table.suspendedUntil} is not null`),
    index('users_created_at_idx').on(table.createdAt, table.id),
    // Analytics rollups find sign-up days whose verified count changed (modules/analytics).
    index('users_email_verified_idx').on(table.emailVerifiedAt),
  ],
);

/**
 * Whether a member's suspension is in force now: set, and either open-ended or not yet past its end. Every
 * check compares with the database's now(), so a timed suspension ends even if no job ever runs.
 */
export const suspensionInForce = sql<boolean>`(${users.suspendedAt} is not null and (${users.suspendedUntil} is null or ${users.suspendedUntil} > now()))`;

/** Single-use emailed codes (email verification, password reset), stored as hashes. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: primaryUuid(),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: instant('expires_at').notNull(),
    consumedAt: instant('consumed_at'),
    createdAt: instantNow('created_at'),
  },
  (table) => [
    index('email_codes_user_purpose_idx')
      .on(table.userId, table.purpose)
      .where(sql`${table.consumedAt} is null`),
  ],
);

/**
 * Every change of a member's tier, written by a trigger on users.tier (migration 0049), so the job's raises, a
 * raise at earning time and a staff member's set tier are all recorded without each writer remembering to.
 * The analytics users report counts tier movements from it.
 */
export const memberTierChanges = pgTable(
  'member_tier_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    fromTier: text('from_tier').notNull(),
    toTier: text('to_tier').notNull(),
    changedAt: instantNow('changed_at'),
  },
  (table) => [index('member_tier_changes_changed_at_idx').on(table.changedAt)],
);

import { ADMIN_ROLES } from '@streamit/contract';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, instantNow, primaryUuid, requiredRef, serialId } from '../../db/table-columns.js';

export const adminRoleEnum = pgEnum('admin_role', ADMIN_ROLES);

/** Staff accounts of the admin realm (spec §3 Admin user); rows are never deleted, only disabled. */
export const adminUsers = pgTable(
  'admin_users',
  {
    id: primaryUuid(),
    name: text('name').notNull(),
    /** Stored lower-cased; the unique index on lower(email) keeps it case-insensitive anyway. */
    email: text('email').notNull(),
    /** Null until the admin finishes setup through a one-time link. */
    passwordHash: text('password_hash'),
    role: adminRoleEnum('role').notNull(),
    canModerateContent: boolean('can_moderate_content').notNull().default(false),
    canManageUsers: boolean('can_manage_users').notNull().default(false),
    canManagePoints: boolean('can_manage_points').notNull().default(false),
    canViewAnalytics: boolean('can_view_analytics').notNull().default(false),
    canManageCreators: boolean('can_manage_creators').notNull().default(false),
    /** AES-256-GCM ciphertext of the base32 TOTP secret (totp-cipher.ts). */
    totpSecretEncrypted: text('totp_secret_encrypted'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    /** Last TOTP time step accepted, so a code works once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    lastLoginAt: instant('last_login_at'),
    disabledAt: instant('disabled_at'),
    createdAt: instantNow('created_at'),
    updatedAt: instantNow('updated_at'),
  },
  (table) => [uniqueIndex('admin_users_email_lower_key').on(sql`lower(${table.email})`)],
);

/** Server-side admin sessions behind opaque `sta_` tokens (only their SHA-256 is stored). */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: primaryUuid(),
    tokenHash: text('token_hash').notNull().unique(),
    adminId: requiredRef('admin_id', () => adminUsers.id),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: instantNow('created_at'),
    lastSeenAt: instantNow('last_seen_at'),
    /** Slides forward on each request, never past the absolute expiry. */
    idleExpiresAt: instant('idle_expires_at').notNull(),
    absoluteExpiresAt: instant('absolute_expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (table) => [index('admin_sessions_admin_id_idx').on(table.adminId)],
);

/** Every admin login attempt, for lockout per account and per IP. */
export const adminLoginAttempts = pgTable(
  'admin_login_attempts',
  {
    id: serialId(),
    at: instantNow('at'),
    /** The email as typed, lower-cased; may name no admin. */
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
  },
  (table) => [
    index('admin_login_attempts_email_at_idx').on(table.email, table.at),
    index('admin_login_attempts_ip_at_idx').on(table.ip, table.at),
    index('admin_login_attempts_at_idx').on(table.at),
  ],
);

export const adminChallengePurposeEnum = pgEnum('admin_challenge_purpose', ['SETUP', 'TOTP_ENROLLMENT']);

/**
 * One-time tokens of the admin realm: a setup link (password + authenticator) or the authenticator
 * enrollment step of login. Holds the pending TOTP secret until a code proves it.
 */
export const adminAuthChallenges = pgTable(
  'admin_auth_challenges',
  {
    id: primaryUuid(),
    tokenHash: text('token_hash').notNull().unique(),
    adminId: requiredRef('admin_id', () => adminUsers.id),
    purpose: adminChallengePurposeEnum('purpose').notNull(),
    totpSecretEncrypted: text('totp_secret_encrypted'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: instantNow('created_at'),
  },
  (table) => [index('admin_auth_challenges_admin_id_idx').on(table.adminId)],
);

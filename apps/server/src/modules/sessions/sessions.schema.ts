import { bigserial, boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant, instantNow, primaryUuid, requiredRef } from '../../db/table-columns.js';
import { users } from '../members/members.schema.js';

const userRef = () => requiredRef('user_id', () => users.id, { onDelete: 'cascade' });

/** Browsers and apps a member signed in from, recognised by a hash of their user agent. */
export const memberDevices = pgTable(
  'member_devices',
  {
    id: primaryUuid(),
    userId: userRef(),
    fingerprint: text('fingerprint').notNull(),
    name: text('name').notNull(),
    userAgent: text('user_agent').notNull(),
    lastIp: text('last_ip').notNull(),
    trustedAt: instant('trusted_at'),
    firstSeenAt: instantNow('created_at'),
    lastSeenAt: instantNow('last_seen_at'),
  },
  (table) => [uniqueIndex('member_devices_user_fingerprint').on(table.userId, table.fingerprint)],
);

/** Server-side member sessions behind opaque `stm_` tokens (stored as SHA-256 hashes). */
export const memberSessions = pgTable(
  'member_sessions',
  {
    id: primaryUuid(),
    userId: userRef(),
    tokenHash: text('token_hash').notNull().unique(),
    deviceId: uuid('device_id').references(() => memberDevices.id, { onDelete: 'set null' }),
    method: text('method').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    /** ISO country of the sign-in's address (modules/geo), kept for analytics without the address. */
    country: text('country'),
    createdAt: instantNow('created_at'),
    lastSeenAt: instantNow('last_seen_at'),
    idleExpiresAt: instant('idle_expires_at').notNull(),
    absoluteExpiresAt: instant('absolute_expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (table) => [
    index('member_sessions_user_idx').on(table.userId),
    // Analytics rollups read sign-ins by day (modules/analytics).
    index('member_sessions_created_idx').on(table.createdAt),
  ],
);

/** Every member sign-in attempt that named an existing account, successful or not. */
export const loginEvents = pgTable(
  'login_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef(),
    success: boolean('success').notNull(),
    method: text('method').notNull(),
    reason: text('reason'),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    deviceId: uuid('device_id').references(() => memberDevices.id, { onDelete: 'set null' }),
    createdAt: instantNow('created_at'),
  },
  (table) => [
    index('login_events_user_created_idx').on(table.userId, table.createdAt),
    index('login_events_created_idx').on(table.createdAt),
  ],
);

/** Security events shown to the member (and emailed when their settings say so). */
export const securityAlerts = pgTable(
  'security_alerts',
  {
    id: primaryUuid(),
    userId: userRef(),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    ip: text('ip'),
    createdAt: instantNow('created_at'),
    readAt: instant('read_at'),
  },
  (table) => [
    index('security_alerts_user_created_idx').on(table.userId, table.createdAt),
    index('security_alerts_created_idx').on(table.createdAt),
  ],
);

/** A member's security notification choices; a missing row means the defaults. */
export const memberSecuritySettings = pgTable('member_security_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailOnNewDevice: boolean('email_on_new_device').notNull().default(true),
  emailOnSecurityAlert: boolean('email_on_security_alert').notNull().default(true),
  updatedAt: instantNow('updated_at'),
});

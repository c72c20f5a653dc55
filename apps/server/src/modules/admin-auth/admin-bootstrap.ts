import { randomBytes } from 'node:crypto';
import { ADMIN_ROLES, type AdminRole } from '@streamit/contract';
import type { Config } from '../../config.js';
import type { Database, Transaction } from '../../db/database.js';
import { hashPassword } from '../../lib/security/password.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { createAdminAccount, permissionsOf } from './admin-accounts.js';
import { anyAdminExists, lockAdminRoster, type AdminUserRow } from '../admins/admins.queries.js';

interface BootstrapLogger {
  info(message: string): void;
  warn(message: string): void;
}

/** An admin account made outside any session, with a password and no authenticator yet. */
export interface PasswordAdmin {
  name: string;
  email: string;
  role: AdminRole;
  password: string;
}

/** Demo staff, one per role, made only on a demo database without admins. */
const DEMO_STAFF: Record<AdminRole, { name: string; email: string }> = {
  SUPER_ADMIN: { name: 'Demo Super Admin', email: 'super.admin@streamit.local' },
  ADMIN: { name: 'Demo Admin', email: 'admin@streamit.local' },
  MODERATOR: { name: 'Demo Moderator', email: 'moderator@streamit.local' },
  CONTENT_MODERATOR: { name: 'Demo Content Moderator', email: 'content.moderator@streamit.local' },
  ANALYST: { name: 'Demo Analyst', email: 'analyst@streamit.local' },
};

async function insertPasswordAdmin(
  tx: Transaction,
  admin: PasswordAdmin,
  via: string,
): Promise<AdminUserRow> {
  const row = await createAdminAccount(tx, { ...admin, passwordHash: await hashPassword(admin.password) });
  await recordAuditEvent(tx, {
    actorAdminId: null,
    action: 'admin_user.created',
    targetType: 'admin_user',
    targetId: row.id,
    details: { via, email: row.email, role: row.role, permissions: permissionsOf(row) },
  });
  return row;
}

/**
 * Creates an admin with a password (the `admin:create` command); they add an authenticator at
 * their first login. Throws ADMIN_EMAIL_TAKEN when the email is in use.
 */
export async function createPasswordAdmin(db: Database, admin: PasswordAdmin): Promise<AdminUserRow> {
  return db.transaction(async (tx) => {
    await lockAdminRoster(tx);
    return insertPasswordAdmin(tx, admin, 'command_line');
  });
}

/** Runs `create` only while no admin exists, under the roster lock so concurrent starts agree. */
async function whenNoAdminExists<T>(
  db: Database,
  create: (tx: Transaction) => Promise<T>,
): Promise<T | null> {
  return db.transaction(async (tx) => {
    await lockAdminRoster(tx);
    return (await anyAdminExists(tx)) ? null : create(tx);
  });
}

/** 80 random bits as 20 hex characters: easy to copy, no characters a shell or a CLI would trip on. */
function randomPassword(): string {
  return randomBytes(10).toString('hex');
}

async function seedDemoStaff(db: Database): Promise<string[]> {
  const created = await whenNoAdminExists(db, async (tx) => {
    const lines: string[] = [];
    for (const role of ADMIN_ROLES) {
      const staff = { ...DEMO_STAFF[role], role, password: randomPassword() };
      await insertPasswordAdmin(tx, staff, 'demo_seed');
      lines.push(`Admin ${role}: ${staff.email} / ${staff.password}`);
    }
    return lines;
  });
  if (!created) return [];
  return [...created, 'Admin passwords are shown this once; add an authenticator app at first login.'];
}

/**
 * Start-up: with BOOTSTRAP_ADMIN_EMAIL and BOOTSTRAP_ADMIN_PASSWORD set and no admin yet, creates
 * that SUPER_ADMIN. Otherwise, on a demo database (SEED_DEMO) without admins, creates one demo
 * staff account per role with random passwords and answers lines to print once; nothing else keeps
 * them in plain text. There is no default password anywhere.
 */
export async function bootstrapAdmins(
  db: Database,
  config: Config,
  logger: BootstrapLogger,
): Promise<string[]> {
  const { BOOTSTRAP_ADMIN_EMAIL: email, BOOTSTRAP_ADMIN_PASSWORD: password } = config;
  if (email && password) {
    const admin = { name: config.BOOTSTRAP_ADMIN_NAME, email, role: 'SUPER_ADMIN' as const, password };
    const created = await whenNoAdminExists(db, (tx) => insertPasswordAdmin(tx, admin, 'environment'));
    if (created) logger.info(`Created the first SUPER_ADMIN (${created.email}) from BOOTSTRAP_ADMIN_EMAIL`);
    return [];
  }
  if (email || password)
    logger.warn('BOOTSTRAP_ADMIN_EMAIL and BOOTSTRAP_ADMIN_PASSWORD must be set together');
  return config.SEED_DEMO ? seedDemoStaff(db) : [];
}

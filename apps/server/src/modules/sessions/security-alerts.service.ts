import type { SecuritySettings } from '@streamit/contract';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { users } from '../members/members.schema.js';
import { queueEmail } from '../email/email.service.js';
import { newDeviceEmail, securityAlertEmail } from '../email/email.templates.js';
import { memberSecuritySettings, securityAlerts } from './sessions.schema.js';

/** Kinds of security alert a member can see. */
export type AlertKind =
  | 'NEW_DEVICE'
  | 'PASSWORD_CHANGED'
  | 'PASSWORD_RESET'
  | 'PASSWORD_SET'
  | 'TWO_FACTOR_ENABLED'
  | 'TWO_FACTOR_DISABLED'
  | 'ACCOUNT_LOCKED'
  | 'SUSPICIOUS_REPORTED'
  | 'PROVIDER_LINKED'
  | 'PROVIDER_UNLINKED';

export interface AlertInput {
  kind: AlertKind;
  message: string;
  ip: string | null;
  device?: string;
}

const DEFAULT_SETTINGS: SecuritySettings = { emailOnNewDevice: true, emailOnSecurityAlert: true };

/** The member's notification settings (defaults when never saved). */
export async function getSecuritySettings(deps: AppDeps, userId: string): Promise<SecuritySettings> {
  const [row] = await deps.db
    .select({
      emailOnNewDevice: memberSecuritySettings.emailOnNewDevice,
      emailOnSecurityAlert: memberSecuritySettings.emailOnSecurityAlert,
    })
    .from(memberSecuritySettings)
    .where(eq(memberSecuritySettings.userId, userId));
  return row ?? DEFAULT_SETTINGS;
}

/** Saves the given settings, keeping the others. */
export async function updateSecuritySettings(
  deps: AppDeps,
  userId: string,
  patch: Partial<SecuritySettings>,
): Promise<SecuritySettings> {
  const next = { ...(await getSecuritySettings(deps, userId)), ...patch };
  await deps.db
    .insert(memberSecuritySettings)
    .values({ userId, ...next })
    .onConflictDoUpdate({ target: memberSecuritySettings.userId, set: { ...next, updatedAt: new Date() } });
  return next;
}

async function emailAlert(
  deps: AppDeps,
  log: FastifyBaseLogger,
  userId: string,
  alert: AlertInput,
): Promise<void> {
  const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user?.email) return;
  const settings = await getSecuritySettings(deps, userId);
  if (alert.kind === 'NEW_DEVICE') {
    if (settings.emailOnNewDevice)
      await queueEmail(
        deps,
        log,
        newDeviceEmail(user.email, alert.device ?? 'unknown', alert.ip ?? 'unknown'),
      );
  } else if (settings.emailOnSecurityAlert) {
    await queueEmail(deps, log, securityAlertEmail(user.email, alert.message, alert.ip));
  }
}

/** Records an alert for the member and emails it when their settings ask for that. */
export async function raiseAlert(
  deps: AppDeps,
  log: FastifyBaseLogger,
  userId: string,
  alert: AlertInput,
): Promise<void> {
  await deps.db
    .insert(securityAlerts)
    .values({ userId, kind: alert.kind, message: alert.message, ip: alert.ip });
  await emailAlert(deps, log, userId, alert);
}

/** How many alerts the member has not read. */
export async function countUnreadAlerts(deps: AppDeps, userId: string): Promise<number> {
  const [row] = await deps.db
    .select({ value: count() })
    .from(securityAlerts)
    .where(and(eq(securityAlerts.userId, userId), isNull(securityAlerts.readAt)));
  return row?.value ?? 0;
}

/** A page of alerts, newest first; the page shown is marked read. */
export async function listAlerts(deps: AppDeps, userId: string, page: number, limit: number) {
  const unread = await countUnreadAlerts(deps, userId);
  const rows = await deps.db
    .select()
    .from(securityAlerts)
    .where(eq(securityAlerts.userId, userId))
    .orderBy(desc(securityAlerts.createdAt))
    .limit(limit)
    .offset((page - 1) * limit);
  const [total] = await deps.db
    .select({ value: count() })
    .from(securityAlerts)
    .where(eq(securityAlerts.userId, userId));
  const ids = rows.filter((row) => !row.readAt).map((row) => row.id);
  if (ids.length > 0) {
    await deps.db.update(securityAlerts).set({ readAt: new Date() }).where(inArray(securityAlerts.id, ids));
  }
  const items = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    message: row.message,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  }));
  return { items, page, limit, total: total?.value ?? 0, unread };
}

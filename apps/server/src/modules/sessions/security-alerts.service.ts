import type { SecuritySettings } from '@streamit/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { findUserById } from '../members/members.queries.js';
import { queueEmail } from '../email/email.service.js';
import { newDeviceEmail, securityAlertEmail } from '../email/email.templates.js';
import {
  countUnread,
  findAlertPage,
  findSecuritySettings,
  insertAlert,
  markAlertsRead,
  upsertSecuritySettings,
} from './security-alerts.repository.js';

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
  return (await findSecuritySettings(deps.db, userId)) ?? DEFAULT_SETTINGS;
}

/** Saves the given settings, keeping the others. */
export async function updateSecuritySettings(
  deps: AppDeps,
  userId: string,
  patch: Partial<SecuritySettings>,
): Promise<SecuritySettings> {
  const next = { ...(await getSecuritySettings(deps, userId)), ...patch };
  await upsertSecuritySettings(deps.db, userId, next);
  return next;
}

async function emailAlert(
  deps: AppDeps,
  log: FastifyBaseLogger,
  userId: string,
  alert: AlertInput,
): Promise<void> {
  const user = await findUserById(deps.db, userId);
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
  await insertAlert(deps.db, { userId, kind: alert.kind, message: alert.message, ip: alert.ip });
  await emailAlert(deps, log, userId, alert);
}

/** How many alerts the member has not read. */
export async function countUnreadAlerts(deps: AppDeps, userId: string): Promise<number> {
  return countUnread(deps.db, userId);
}

/** A page of alerts, newest first; the page shown is marked read. */
export async function listAlerts(deps: AppDeps, userId: string, page: number, limit: number) {
  const unread = await countUnreadAlerts(deps, userId);
  const { rows, total } = await findAlertPage(deps.db, userId, page, limit);
  await markAlertsRead(
    deps.db,
    rows.filter((row) => !row.readAt).map((row) => row.id),
  );
  const items = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    message: row.message,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  }));
  return { items, page, limit, total, unread };
}

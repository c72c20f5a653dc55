import type { Device } from '@streamit/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { refuseMissingOrForeign } from '../../http/owned-row.js';
import type { ClientContext } from './client-context.js';
import { raiseAlert } from './security-alerts.service.js';
import { findLoginHistoryPage } from './security-insights.repository.js';
import {
  findSessionStart,
  listDevices,
  listLiveSessions,
  revokeSessions,
  setDeviceTrust,
  untrustAllDevices,
  type DeviceRow,
} from './sessions.repository.js';
import type { MemberContext } from './sessions.service.js';

function toDevice(row: DeviceRow, currentDeviceId: string | null): Device {
  return {
    id: row.id,
    name: row.name,
    userAgent: row.userAgent,
    lastIp: row.lastIp,
    firstSeenAt: row.firstSeenAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    trusted: row.trustedAt !== null,
    current: row.id === currentDeviceId,
  };
}

/** GET /auth/devices/history. */
export async function getDevices(deps: AppDeps, member: MemberContext) {
  const rows = await listDevices(deps.db, member.userId);
  return { devices: rows.map((row) => toDevice(row, member.deviceId)) };
}

/** POST /auth/devices/trust and /untrust. */
export async function changeDeviceTrust(
  deps: AppDeps,
  member: MemberContext,
  deviceId: string,
  trusted: boolean,
) {
  const row = await setDeviceTrust(deps.db, member.userId, deviceId, trusted);
  if (!row) throw new AppError('NOT_FOUND');
  return { device: toDevice(row, member.deviceId) };
}

/** GET /auth/sessions/active. */
export async function getActiveSessions(deps: AppDeps, member: MemberContext) {
  const rows = await listLiveSessions(deps.db, member.userId);
  return {
    sessions: rows.map(({ session, device }) => ({
      id: session.id,
      device,
      ip: session.ip,
      method: session.method,
      createdAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
      expiresAt: new Date(
        Math.min(session.idleExpiresAt.getTime(), session.absoluteExpiresAt.getTime()),
      ).toISOString(),
      current: session.id === member.sessionId,
    })),
  };
}

/** POST /auth/sessions/revoke: `{ sessionId }` (which may be the current one) or `{ allOthers: true }`. */
export async function revokeMemberSessions(
  deps: AppDeps,
  member: MemberContext,
  input: { sessionId?: string | undefined; allOthers?: true | undefined },
) {
  if (input.sessionId && !input.allOthers) {
    const revoked = await revokeSessions(deps.db, member.userId, 'revoked by member', {
      only: input.sessionId,
    });
    if (revoked === 0) {
      const sessionId = input.sessionId;
      // One of the member's own, already ended, is simply not found.
      const isForeign = async () => {
        const owner = (await findSessionStart(deps.db, sessionId))?.userId;
        return owner !== undefined && owner !== member.userId;
      };
      await refuseMissingOrForeign(isForeign, { resource: 'session', actorId: member.userId });
    }
    return { revoked };
  }
  if (input.allOthers && !input.sessionId) {
    return {
      revoked: await revokeSessions(deps.db, member.userId, 'revoked by member', {
        except: member.sessionId,
      }),
    };
  }
  throw new AppError('VALIDATION_FAILED');
}

/** POST /auth/security/report-suspicious: every session ends, devices lose trust, the member is alerted. */
export async function reportSuspicious(
  deps: AppDeps,
  log: FastifyBaseLogger,
  member: MemberContext,
  reason: string | undefined,
  context: ClientContext,
) {
  const revokedSessions = await revokeSessions(deps.db, member.userId, 'suspicious activity reported');
  await untrustAllDevices(deps.db, member.userId);
  const detail = reason?.trim() ? ` Reason given: ${reason.trim().slice(0, 200)}` : '';
  await raiseAlert(deps, log, member.userId, {
    kind: 'SUSPICIOUS_REPORTED',
    message: `Suspicious activity was reported; all sessions were signed out.${detail}`,
    ip: context.ip,
  });
  return {
    revokedSessions,
    message: 'All sessions were signed out. Please log in again and change your password.',
  };
}

/** GET /auth/login-history: a page of sign-in attempts, newest first. */
export async function getLoginHistory(deps: AppDeps, userId: string, page: number, limit: number) {
  const { rows, total } = await findLoginHistoryPage(deps.db, userId, page, limit);
  const items = rows.map(({ event, device }) => ({
    id: event.id,
    at: event.createdAt.toISOString(),
    success: event.success,
    method: event.method,
    reason: event.reason,
    ip: event.ip,
    device,
  }));
  return { items, page, limit, total };
}

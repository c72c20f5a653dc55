import { MAX_SESSIONS_PER_MEMBER } from '@streamit/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { generateToken, hashToken } from '../../lib/security/tokens.js';
import { lookupCountry } from '../geo/geo-lookup.js';
import { deviceNameOf, type ClientContext } from './client-context.js';
import { authenticateMember } from './member-session.service.js';
import { raiseAlert } from './security-alerts.service.js';
import {
  findDevice,
  insertLoginEvent,
  insertSession,
  listDevices,
  lockMemberSessions,
  revokeSessions,
  upsertDevice,
  type DeviceRow,
  type SessionRow,
} from './sessions.repository.js';

/** The signed-in member behind a request. */
export interface MemberContext {
  userId: string;
  sessionId: string;
  deviceId: string | null;
}

/** How a session was opened. */
export type SignInMethod = 'password' | 'google' | 'twitter';

function idleExpiry(deps: AppDeps, from = Date.now()): Date {
  return new Date(from + deps.config.MEMBER_SESSION_IDLE_MINUTES * 60_000);
}

async function recordDevice(
  deps: AppDeps,
  log: FastifyBaseLogger,
  userId: string,
  context: ClientContext,
): Promise<DeviceRow> {
  const fingerprint = hashToken(context.userAgent);
  const known = await findDevice(deps.db, userId, fingerprint);
  const isFirstDevice = !known && (await listDevices(deps.db, userId)).length === 0;
  const name = deviceNameOf(context.userAgent);
  const device = await upsertDevice(deps.db, {
    userId,
    fingerprint,
    name,
    userAgent: context.userAgent,
    lastIp: context.ip,
  });
  if (!known && !isFirstDevice) {
    await raiseAlert(deps, log, userId, {
      kind: 'NEW_DEVICE',
      message: `New sign-in from ${name}.`,
      ip: context.ip,
      device: name,
    });
  }
  return device;
}

type NewSession = Parameters<typeof insertSession>[1];

/**
 * Stores the session and, under the member's session lock, ends their sessions used longest ago beyond
 * MAX_SESSIONS_PER_MEMBER (decision 075): a sign-in is never refused for the limit, and parallel sign-ins
 * of one member cannot leave more open.
 */
function openWithinLimit(deps: AppDeps, values: NewSession): Promise<SessionRow> {
  return deps.db.transaction(async (tx) => {
    await lockMemberSessions(tx, values.userId);
    const session = await insertSession(tx, values);
    await revokeSessions(tx, values.userId, 'session limit reached', {
      except: session.id,
      keepRecent: MAX_SESSIONS_PER_MEMBER - 1,
    });
    return session;
  });
}

/** Opens a session for a member who proved who they are; the token is returned once and stored hashed. */
export async function createSession(
  deps: AppDeps,
  log: FastifyBaseLogger,
  userId: string,
  context: ClientContext,
  method: SignInMethod,
): Promise<{ token: string; session: SessionRow }> {
  const device = await recordDevice(deps, log, userId, context);
  const token = generateToken('member');
  const now = Date.now();
  const session = await openWithinLimit(deps, {
    userId,
    tokenHash: hashToken(token),
    deviceId: device.id,
    method,
    ip: context.ip,
    userAgent: context.userAgent,
    country: lookupCountry(context.ip),
    idleExpiresAt: idleExpiry(deps, now),
    absoluteExpiresAt: new Date(now + deps.config.MEMBER_SESSION_ABSOLUTE_HOURS * 3_600_000),
  });
  await insertLoginEvent(deps.db, {
    userId,
    success: true,
    method,
    ip: context.ip,
    userAgent: context.userAgent,
    deviceId: device.id,
  });
  return { token, session };
}

/** Records a failed sign-in on a known account's history. */
export async function recordFailedLogin(
  deps: AppDeps,
  userId: string,
  context: ClientContext,
  method: string,
  reason: string,
): Promise<void> {
  await insertLoginEvent(deps.db, {
    userId,
    success: false,
    method,
    reason,
    ip: context.ip,
    userAgent: context.userAgent,
  });
}

/**
 * The member behind a bearer token (member-session.service.ts): unknown, revoked and other-realm tokens answer
 * 401 'Authentication failed', expired ones 401 'Session expired', a suspended member's 403 ACCOUNT_SUSPENDED;
 * a live session slides its idle expiry.
 */
export async function resolveMemberSession(deps: AppDeps, token: string): Promise<MemberContext> {
  const { userId, sessionId, deviceId } = await authenticateMember(deps, token);
  return { userId, sessionId, deviceId };
}

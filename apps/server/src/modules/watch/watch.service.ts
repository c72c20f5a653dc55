import { randomBytes } from 'node:crypto';
import type { HeartbeatBody, WatchSession } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { hashToken } from '../../lib/security/tokens.js';
import { requirePlayable } from '../activities/activities.service.js';
import { WATCH_LIMITS } from './watch-sections.js';
import { submitBeat } from './watch-beat-batch.js';
import type { RecordedHeartbeat } from './watch-beat-plan.js';
import { endOpenSessions, findProgress, insertWatchSession, lockCreditClock } from './watch.repository.js';
import { lookupCountry } from '../geo/geo-lookup.js';

/**
 * POST /activities/:id/interaction/start: a new session; the member's other open sessions end in the
 * same transaction, under the member's clock lock (the partial unique index backs it up).
 */
export async function startWatchSession(
  deps: AppDeps,
  userId: string,
  activityId: string,
  currentTime?: number,
  ip?: string,
): Promise<WatchSession> {
  await requirePlayable(deps, activityId);
  const progress = await findProgress(deps.db, userId, activityId);
  const position = currentTime ?? progress?.positionSeconds ?? 0;
  const token = `stw_${randomBytes(32).toString('base64url')}`;
  const now = new Date();
  const expiresAt = new Date(now.getTime() + WATCH_LIMITS.sessionHours * 3_600_000);
  await deps.db.transaction(async (tx) => {
    await lockCreditClock(tx, userId, now);
    await endOpenSessions(tx, userId, now);
    await insertWatchSession(tx, {
      tokenHash: hashToken(token),
      userId,
      activityId,
      startedAt: now,
      expiresAt,
      lastPosition: position,
      country: lookupCountry(ip),
    });
  });
  return {
    sessionToken: token,
    expiresAt: expiresAt.toISOString(),
    heartbeatIntervalSeconds: WATCH_LIMITS.heartbeatIntervalSeconds,
    resumePositionSeconds: progress?.positionSeconds ?? 0,
  };
}

/**
 * One heartbeat, applied in the next batch (decision 067) under the member's clock lock and its session row
 * lock, so a member's heartbeats and starts run one after another and credit stays within wall-clock time.
 * Activities requirePlayable refuses, unknown tokens, other members' or other activities' sessions are 404;
 * ended or expired sessions and repeated or older sequence numbers are answered but change nothing.
 */
export function recordHeartbeat(
  deps: AppDeps,
  userId: string,
  activityId: string,
  beat: HeartbeatBody,
): Promise<RecordedHeartbeat> {
  return submitBeat(deps, { userId, activityId, tokenHash: hashToken(beat.sessionToken), beat });
}

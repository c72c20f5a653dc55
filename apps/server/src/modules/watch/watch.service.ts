import { randomBytes } from 'node:crypto';
import type { HeartbeatBody, HeartbeatResult, WatchSession } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { hashToken } from '../../lib/security/tokens.js';
import { requirePlayable } from '../activities/activities.service.js';
import { applyBeat, WATCH_LIMITS } from './watch-sections.js';
import { lockBeat, writeBeat } from './watch-beat.repository.js';
import {
  countView,
  endOpenSessions,
  findProgress,
  insertWatchSession,
  lockCreditClock,
  type WatchSessionRow,
} from './watch.repository.js';
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
 * A heartbeat's answer, and whether it brought the member's watched total to the mark at which earning
 * must be asked (decision 047): the answer's `earning` is filled in by the earning module then.
 */
export interface RecordedHeartbeat {
  result: HeartbeatResult;
  /** The member's watched total on this activity, when it reached the earning mark with this beat. */
  earnCheckAt: number | null;
}

function unchanged(session: WatchSessionRow): RecordedHeartbeat {
  const result: HeartbeatResult = {
    accepted: false,
    creditedSeconds: 0,
    sessionWatchedSeconds: session.creditedSeconds,
    viewCounted: session.viewCounted,
    positionSeconds: session.lastPosition,
    earning: null,
  };
  return { result, earnCheckAt: null };
}

function isLive(session: WatchSessionRow, now: Date): boolean {
  return session.endedAt === null && session.expiresAt > now;
}

/** Half of a short video, else 10 s, of credited time makes a view. */
function viewThreshold(durationSeconds: number | null): number {
  const limit = WATCH_LIMITS.viewThresholdSeconds;
  return durationSeconds === null ? limit : Math.min(limit, durationSeconds / 2);
}

/** The heartbeat's context: when it arrived and the member's credit watermark at that moment. */
interface BeatClock {
  now: Date;
  creditedUntil: Date;
}

/** What the beat credits, by the rules of decision 011 (watch-sections.ts), measured at `now`. */
function creditOf(session: WatchSessionRow, position: number, beat: HeartbeatBody, clock: BeatClock) {
  const sinceMs = (from: Date) => (clock.now.getTime() - from.getTime()) / 1000;
  return applyBeat({
    sections: session.sections,
    lastPosition: session.lastPosition,
    creditedSeconds: session.creditedSeconds,
    sinceLastBeat: sinceMs(session.lastHeartbeatAt ?? session.startedAt),
    sinceStart: sinceMs(session.startedAt),
    memberBudget: sinceMs(clock.creditedUntil),
    currentTime: position,
    playing: beat.playing,
  });
}

async function applyHeartbeat(
  tx: Executor,
  session: WatchSessionRow,
  beat: HeartbeatBody,
  durationSeconds: number | null,
  clock: BeatClock,
): Promise<RecordedHeartbeat> {
  const position = durationSeconds === null ? beat.currentTime : Math.min(beat.currentTime, durationSeconds);
  const { sections, credited } = creditOf(session, position, beat, clock);
  const total = session.creditedSeconds + credited;
  const viewCounted = session.viewCounted || total >= viewThreshold(durationSeconds);
  if (viewCounted && !session.viewCounted) await countView(tx, session.activityId, session.userId);
  const heartbeats = session.heartbeats + 1;
  const values = {
    lastSequence: beat.sequence,
    lastHeartbeatAt: clock.now,
    lastPosition: position,
    heartbeats,
  };
  const written = { ...values, sections, creditedSeconds: total, viewCounted };
  const progress = await writeBeat(tx, { session, values: written, credited, now: clock.now });
  const result: HeartbeatResult = {
    accepted: true,
    creditedSeconds: credited,
    sessionWatchedSeconds: total,
    viewCounted,
    positionSeconds: position,
    earning: null,
  };
  const reachesMark = credited > 0 && progress.watchedSeconds >= progress.earnCheckSeconds;
  return { result, earnCheckAt: reachesMark ? progress.watchedSeconds : null };
}

/**
 * One heartbeat, applied under the member's clock lock and its session row lock, so a member's
 * heartbeats and starts run one after another and credit stays within wall-clock time.
 * Unknown tokens, other members' or other activities' sessions are 404; ended or expired sessions and
 * repeated or older sequence numbers are answered but change nothing.
 */
export async function recordHeartbeat(
  deps: AppDeps,
  userId: string,
  activityId: string,
  beat: HeartbeatBody,
): Promise<RecordedHeartbeat> {
  const activity = await requirePlayable(deps, activityId);
  return deps.db.transaction(async (tx) => {
    const { creditedUntil, session } = await lockBeat(tx, userId, hashToken(beat.sessionToken), new Date());
    // Read after the locks: a heartbeat that waited must not measure its budget from before the wait.
    const now = new Date();
    if (!session || session.userId !== userId || session.activityId !== activityId)
      throw new AppError('NOT_FOUND');
    if (!isLive(session, now) || beat.sequence <= session.lastSequence) return unchanged(session);
    return applyHeartbeat(tx, session, beat, activity.durationSeconds, { now, creditedUntil });
  });
}

import { randomBytes } from 'node:crypto';
import type { HeartbeatBody, HeartbeatResult, WatchSession } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { hashToken } from '../../lib/security/tokens.js';
import { requirePlayable } from '../activities/activities.service.js';
import { applyBeat, WATCH_LIMITS } from './watch-sections.js';
import {
  advanceCreditClock,
  countView,
  endOpenSessions,
  findProgress,
  insertWatchSession,
  lockCreditClock,
  lockSessionByTokenHash,
  saveProgress,
  updateWatchSession,
  type WatchSessionRow,
} from './watch.repository.js';

/**
 * POST /activities/:id/interaction/start: a new session; the member's other open sessions end in the
 * same transaction, under the member's clock lock (the partial unique index backs it up).
 */
export async function startWatchSession(
  deps: AppDeps,
  userId: string,
  activityId: string,
  currentTime?: number,
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

async function applyHeartbeat(
  tx: Executor,
  session: WatchSessionRow,
  beat: HeartbeatBody,
  durationSeconds: number | null,
  { now, creditedUntil }: BeatClock,
): Promise<RecordedHeartbeat> {
  const position = durationSeconds === null ? beat.currentTime : Math.min(beat.currentTime, durationSeconds);
  const { sections, credited } = applyBeat({
    sections: session.sections,
    lastPosition: session.lastPosition,
    creditedSeconds: session.creditedSeconds,
    sinceLastBeat: (now.getTime() - (session.lastHeartbeatAt ?? session.startedAt).getTime()) / 1000,
    sinceStart: (now.getTime() - session.startedAt.getTime()) / 1000,
    memberBudget: (now.getTime() - creditedUntil.getTime()) / 1000,
    currentTime: position,
    playing: beat.playing,
  });
  if (credited > 0) await advanceCreditClock(tx, session.userId, now);
  const total = session.creditedSeconds + credited;
  const reachesView = !session.viewCounted && total >= viewThreshold(durationSeconds);
  if (reachesView) await countView(tx, session.activityId, session.userId);
  await updateWatchSession(tx, session.id, {
    lastSequence: beat.sequence,
    lastHeartbeatAt: now,
    lastPosition: position,
    heartbeats: session.heartbeats + 1,
    sections,
    creditedSeconds: total,
    viewCounted: session.viewCounted || reachesView,
  });
  const progress = await saveProgress(tx, {
    userId: session.userId,
    activityId: session.activityId,
    position,
    credited,
  });
  const result: HeartbeatResult = {
    accepted: true,
    creditedSeconds: credited,
    sessionWatchedSeconds: total,
    viewCounted: session.viewCounted || reachesView,
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
    const creditedUntil = await lockCreditClock(tx, userId, new Date());
    // Read after the lock: a heartbeat that waited must not measure its budget from before the wait.
    const now = new Date();
    const session = await lockSessionByTokenHash(tx, hashToken(beat.sessionToken));
    if (!session || session.userId !== userId || session.activityId !== activityId)
      throw new AppError('NOT_FOUND');
    if (!isLive(session, now) || beat.sequence <= session.lastSequence) return unchanged(session);
    return applyHeartbeat(tx, session, beat, activity.durationSeconds, { now, creditedUntil });
  });
}

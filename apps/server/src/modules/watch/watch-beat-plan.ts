import type { HeartbeatBody, HeartbeatResult } from '@streamit/contract';
import {
  progressKey,
  type BeatsWrite,
  type LockedBeats,
  type ProgressTotals,
  type ProgressWrite,
} from './watch-beat.repository.js';
import { applyBeat, WATCH_LIMITS } from './watch-sections.js';
import type { WatchSessionRow } from './watch.repository.js';

/** One heartbeat waiting for its batch: who sent it, for which activity, with which session token. */
export interface QueuedBeat {
  userId: string;
  activityId: string;
  tokenHash: string;
  beat: HeartbeatBody;
}

/** The batch's playable activities by id (findPlayableActivities): a beat for any other is 404. */
export type PlayableActivities = Map<string, { durationSeconds: number | null }>;

/**
 * A heartbeat's answer, and whether it brought the member's watched total to the mark at which earning
 * must be asked (decision 047): the answer's `earning` is filled in by the earning module then.
 */
export interface RecordedHeartbeat {
  result: HeartbeatResult;
  /** The member's watched total on this activity, when it reached the earning mark with this beat. */
  earnCheckAt: number | null;
}

/** A beat's fate in its batch: null when its activity is not playable or its token names no session of this
 * member and activity (404). */
type BeatOutcome = { result: HeartbeatResult; credited: number; key: string | null } | null;

/** What a batch decided, before its writes: each beat's outcome, the writes, the views to count. */
export interface BeatPlan {
  outcomes: BeatOutcome[];
  write: BeatsWrite;
  views: { activityId: string; userId: string }[];
}

function unchanged(session: WatchSessionRow): BeatOutcome {
  const result: HeartbeatResult = {
    accepted: false,
    creditedSeconds: 0,
    sessionWatchedSeconds: session.creditedSeconds,
    viewCounted: session.viewCounted,
    positionSeconds: session.lastPosition,
    earning: null,
  };
  return { result, credited: 0, key: null };
}

function isLive(session: WatchSessionRow, now: Date): boolean {
  return session.endedAt === null && session.expiresAt > now;
}

/** Half of a short video, else 10 s, of credited time makes a view. */
function viewThreshold(durationSeconds: number | null): number {
  const limit = WATCH_LIMITS.viewThresholdSeconds;
  return durationSeconds === null ? limit : Math.min(limit, durationSeconds / 2);
}

/** What the beat credits, by the rules of decision 011 (watch-sections.ts), measured at `now`. */
function creditOf(
  session: WatchSessionRow,
  position: number,
  beat: HeartbeatBody,
  now: Date,
  creditedUntil: Date,
) {
  const sinceMs = (from: Date) => (now.getTime() - from.getTime()) / 1000;
  return applyBeat({
    sections: session.sections,
    lastPosition: session.lastPosition,
    creditedSeconds: session.creditedSeconds,
    sinceLastBeat: sinceMs(session.lastHeartbeatAt ?? session.startedAt),
    sinceStart: sinceMs(session.startedAt),
    memberBudget: sinceMs(creditedUntil),
    currentTime: position,
    playing: beat.playing,
  });
}

/** The batch's state as its beats are applied one after another, in arrival order. */
interface BatchState {
  activities: PlayableActivities;
  locked: LockedBeats;
  now: Date;
  touched: Set<WatchSessionRow>;
  credited: Set<string>;
  progress: Map<string, ProgressWrite>;
  views: BeatPlan['views'];
}

/** Applies one beat to its (locked, in-memory) session, the member's watermark and the batch's progress. */
function applyQueued(state: BatchState, queued: QueuedBeat, session: WatchSessionRow): BeatOutcome {
  const { beat, userId, activityId } = queued;
  const durationSeconds = state.activities.get(activityId)?.durationSeconds ?? null;
  const position = durationSeconds === null ? beat.currentTime : Math.min(beat.currentTime, durationSeconds);
  const creditedUntil = state.locked.clocks.get(userId) ?? state.now;
  const { sections, credited } = creditOf(session, position, beat, state.now, creditedUntil);
  const total = session.creditedSeconds + credited;
  const viewCounted = session.viewCounted || total >= viewThreshold(durationSeconds);
  if (viewCounted && !session.viewCounted) state.views.push({ activityId, userId });
  Object.assign(session, { lastSequence: beat.sequence, lastHeartbeatAt: state.now, lastPosition: position });
  Object.assign(session, {
    heartbeats: session.heartbeats + 1,
    sections,
    creditedSeconds: total,
    viewCounted,
  });
  state.touched.add(session);
  if (credited > 0) {
    // A later beat of this member in the batch has only the time after this one left to be credited.
    state.locked.clocks.set(userId, state.now);
    state.credited.add(userId);
  }
  const key = progressKey(userId, activityId);
  const progress = state.progress.get(key) ?? { userId, activityId, positionSeconds: position, credited: 0 };
  state.progress.set(key, { ...progress, positionSeconds: position, credited: progress.credited + credited });
  const result: HeartbeatResult = {
    accepted: true,
    creditedSeconds: credited,
    sessionWatchedSeconds: total,
    viewCounted,
    positionSeconds: position,
    earning: null,
  };
  return { result, credited, key };
}

function planOne(state: BatchState, queued: QueuedBeat): BeatOutcome {
  const session = state.locked.sessions.get(queued.tokenHash);
  if (!state.activities.has(queued.activityId)) return null;
  if (!session || session.userId !== queued.userId || session.activityId !== queued.activityId) return null;
  if (!isLive(session, state.now) || queued.beat.sequence <= session.lastSequence) return unchanged(session);
  return applyQueued(state, queued, session);
}

/**
 * Decision 011's rules for a batch of beats, applied in arrival order to the locked rows as they stand after
 * the beats before (two beats of one session or one member follow each other as if sent one after the
 * other); ended or expired sessions and repeated or older sequence numbers are answered but change nothing.
 */
export function planBeats(
  beats: QueuedBeat[],
  activities: PlayableActivities,
  locked: LockedBeats,
  now: Date,
): BeatPlan {
  const state: BatchState = {
    activities,
    locked,
    now,
    touched: new Set(),
    credited: new Set(),
    progress: new Map(),
    views: [],
  };
  const outcomes = beats.map((queued) => planOne(state, queued));
  const sessions = [...state.touched].map((session) => ({
    id: session.id,
    lastSequence: session.lastSequence,
    lastPosition: session.lastPosition,
    heartbeats: session.heartbeats,
    sections: session.sections,
    creditedSeconds: session.creditedSeconds,
    viewCounted: session.viewCounted,
  }));
  const write = { sessions, creditedUsers: [...state.credited], progress: [...state.progress.values()], now };
  return { outcomes, write, views: state.views };
}

/** Each beat's watched total: the batch's total less what the later beats of the same member and activity credited. */
function watchedTotals(outcomes: BeatOutcome[], totals: ProgressTotals): number[] {
  const laterCredit = new Map<string, number>();
  const watched = outcomes.map(() => 0);
  for (let index = outcomes.length - 1; index >= 0; index -= 1) {
    const outcome = outcomes[index];
    if (!outcome?.key) continue;
    const later = laterCredit.get(outcome.key) ?? 0;
    watched[index] = (totals.get(outcome.key)?.watchedSeconds ?? 0) - later;
    laterCredit.set(outcome.key, later + outcome.credited);
  }
  return watched;
}

/**
 * Each beat's answer once the batch's writes returned the watched totals and earning marks. Only the first
 * beat of a member and activity that reached the mark asks for the completion, as the first of a sequence
 * would (the completion moves the mark on before the next beat reads it).
 */
export function answerBeats(outcomes: BeatOutcome[], totals: ProgressTotals): (RecordedHeartbeat | null)[] {
  const watchedAt = watchedTotals(outcomes, totals);
  const asked = new Set<string>();
  return outcomes.map((outcome, index) => {
    if (!outcome) return null;
    const { key, credited, result } = outcome;
    const mark = key === null ? undefined : totals.get(key)?.earnCheckSeconds;
    const watched = watchedAt[index] ?? 0;
    if (key === null || credited <= 0 || mark === undefined || watched < mark || asked.has(key))
      return { result, earnCheckAt: null };
    asked.add(key);
    return { result, earnCheckAt: watched };
  });
}

import type { WatchSections } from './watch.schema.js';

/** Adds one watched interval to sorted, merged sections; touching or overlapping intervals merge. */
export function mergeSection(sections: WatchSections, start: number, end: number): WatchSections {
  const all = [...sections, [start, end] as [number, number]].sort((a, b) => a[0] - b[0]);
  const merged: WatchSections = [];
  for (const [from, to] of all) {
    const last = merged.at(-1);
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

/** Total seconds covered by merged sections. */
export function coveredSeconds(sections: WatchSections): number {
  return sections.reduce((sum, [from, to]) => sum + (to - from), 0);
}

/** Limits that bound credit by real time; see docs/decisions/011-watch-time.md. */
export const WATCH_LIMITS = {
  heartbeatIntervalSeconds: 5,
  // Network jitter allowed on top of the real time between two heartbeats (and once per session).
  jitterSeconds: 1.5,
  sessionHours: 6,
  viewThresholdSeconds: 10,
  // How stale a progress row's `updated_at` (the "most recent first" order) may get before a beat moves it:
  // it is indexed, so a beat that leaves it alone is a HOT update with no new index entries (decision 095).
  progressRecencySeconds: 60,
} as const;

export interface BeatInput {
  sections: WatchSections;
  lastPosition: number;
  creditedSeconds: number;
  /** Real seconds since the previous heartbeat (or the session start). */
  sinceLastBeat: number;
  /** Real seconds since the session started. */
  sinceStart: number;
  /** Real seconds since the member's credit watermark: wall-clock time no session was credited for. */
  memberBudget: number;
  currentTime: number;
  playing: boolean;
}

/**
 * What one heartbeat earns. The interval from the last position to `currentTime` is credited only when
 * playback moved forward no faster than real time (plus jitter) and the session's total stays within
 * the real time since it started; seeks, replays and fast-forwarding move the position and earn nothing.
 * Credit is the newly covered part of the video, so watching a part again adds nothing. Only the last
 * `memberBudget` seconds of the step can be credited, so a member's credit over all sessions stays
 * within wall-clock time.
 */
export function applyBeat(input: BeatInput): { sections: WatchSections; credited: number } {
  const delta = input.currentTime - input.lastPosition;
  const budget = input.sinceStart + WATCH_LIMITS.jitterSeconds - input.creditedSeconds;
  const plausible =
    input.playing &&
    delta > 0 &&
    delta <= input.sinceLastBeat + WATCH_LIMITS.jitterSeconds &&
    delta <= budget &&
    input.memberBudget > 0;
  if (!plausible) return { sections: input.sections, credited: 0 };
  const from = Math.max(input.lastPosition, input.currentTime - input.memberBudget);
  const sections = mergeSection(input.sections, from, input.currentTime);
  const credited = coveredSeconds(sections) - coveredSeconds(input.sections);
  return { sections, credited: Math.max(0, credited) };
}

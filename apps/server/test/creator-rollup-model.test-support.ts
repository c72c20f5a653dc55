import type { CreatorAnalytics } from '@streamit/contract';
import type { RawSession } from './creator-stats.test-support.js';
import { dayOf } from './seeded-random.test-support.js';

/** Raw facts of the randomized run, kept by the test as it writes them (tests only). */
export interface RawWorld {
  durations: Map<string, number>;
  sessions: RawSession[];
  views: { activityId: string; userId: string; createdAt: Date }[];
  attempts: { activityId: string; startedAt: Date; finished: boolean; passed: boolean }[];
  rounds: { activityId: string; startedAt: Date; submitted: boolean; score: number; solved: boolean }[];
  shares: { activityId: string; day: string; points: number }[];
  countries: Map<string, string | null>;
}

const DAY_MS = 86_400_000;
const inRange = (day: string, from: string, to: string) => day >= from && day <= to;
const shift = (today: string, days: number) => dayOf(new Date(Date.parse(today) + days * DAY_MS));

function totals(world: RawWorld, scope: (id: string) => boolean, from: string, to: string) {
  const sessions = world.sessions.filter((s) => scope(s.activityId) && inRange(dayOf(s.startedAt), from, to));
  const views = world.views.filter(
    (v) => scope(v.activityId) && inRange(dayOf(v.createdAt), from, to),
  ).length;
  const watchSeconds = sessions.reduce((sum, s) => sum + s.creditedSeconds, 0);
  const earnedPoints = world.shares
    .filter((share) => scope(share.activityId) && inRange(share.day, from, to))
    .reduce((sum, share) => sum + share.points, 0);
  return {
    views,
    uniqueViewers: new Set(sessions.map((s) => s.userId)).size,
    watchSeconds,
    averageViewSeconds: views ? watchSeconds / views : 0,
    earnedPoints,
  };
}

const trendOf = (current: number, previous: number) =>
  previous === 0 ? null : Math.round(((current - previous) / previous) * 1000) / 10;

function retention(world: RawWorld, sessions: RawSession[]) {
  const pairs = new Map<string, RawSession[]>();
  for (const s of sessions)
    pairs.set(`${s.activityId}/${s.userId}`, [...(pairs.get(`${s.activityId}/${s.userId}`) ?? []), s]);
  if (pairs.size === 0) return { viewers: 0, points: [] };
  const points = Array.from({ length: 21 }, (_, k) => {
    let reached = 0;
    for (const list of pairs.values()) {
      const duration = world.durations.get(list[0]?.activityId ?? '') ?? 0;
      // Computed in the SQL's order, (duration × k) / 20, so a section ending on a mark compares the same.
      const entersStep = ([start, end]: [number, number]) =>
        start <= (duration * k) / 20 && end > (duration * (k - 1)) / 20;
      if (list.some((s) => s.sections.some(entersStep))) reached += 1;
    }
    return { percent: k * 5, share: reached / pairs.size };
  });
  return { viewers: pairs.size, points };
}

function funnel(world: RawWorld, scope: (id: string) => boolean, from: string, to: string) {
  const attempts = world.attempts.filter((a) => scope(a.activityId) && inRange(dayOf(a.startedAt), from, to));
  const rounds = world.rounds.filter((r) => scope(r.activityId) && inRange(dayOf(r.startedAt), from, to));
  return {
    started: attempts.length + rounds.length,
    completed: attempts.filter((a) => a.finished).length + rounds.filter((r) => r.submitted).length,
    passed: attempts.filter((a) => a.passed).length + rounds.filter((r) => r.solved && r.score >= 50).length,
  };
}

function countries(world: RawWorld, sessions: RawSession[]) {
  const byCountry = new Map<string | null, Set<string>>();
  for (const s of sessions) {
    const country = world.countries.get(s.userId) ?? null;
    byCountry.set(country, (byCountry.get(country) ?? new Set()).add(s.userId));
  }
  return [...byCountry]
    .map(([country, users]) => ({ country, viewers: users.size }))
    .sort((a, b) => b.viewers - a.viewers || (a.country ?? '~').localeCompare(b.country ?? '~'));
}

function series(world: RawWorld, scope: (id: string) => boolean, from: string, range: number) {
  return Array.from({ length: range }, (_, index) => {
    const day = shift(from, index);
    const sessions = world.sessions.filter((s) => scope(s.activityId) && dayOf(s.startedAt) === day);
    const viewerDays = new Set(sessions.map((s) => `${s.activityId}/${s.userId}`));
    const { views, watchSeconds, earnedPoints } = totals(world, scope, day, day);
    return { day, views, viewers: viewerDays.size, watchSeconds, earnedPoints };
  });
}

/** What GET /creator/analytics must answer, derived from the raw facts alone. */
export function expectAnalytics(
  world: RawWorld,
  scope: (id: string) => boolean,
  range: number,
  today: string,
): Omit<CreatorAnalytics, 'rolledUntil' | 'followersGained'> {
  const [from, prevFrom, prevTo] = [
    shift(today, 1 - range),
    shift(today, 1 - 2 * range),
    shift(today, -range),
  ];
  const current = totals(world, scope, from, today);
  const previous = totals(world, scope, prevFrom, prevTo);
  const sessions = world.sessions.filter(
    (s) => scope(s.activityId) && inRange(dayOf(s.startedAt), from, today),
  );
  return {
    period: {
      range,
      current,
      previous,
      trend: {
        views: trendOf(current.views, previous.views),
        uniqueViewers: trendOf(current.uniqueViewers, previous.uniqueViewers),
        watchSeconds: trendOf(current.watchSeconds, previous.watchSeconds),
        earnedPoints: trendOf(current.earnedPoints, previous.earnedPoints),
      },
    },
    series: series(world, scope, from, range),
    retention: retention(world, sessions),
    funnel: funnel(world, scope, from, today),
    countries: countries(world, sessions),
  };
}

import type { SeedModel } from './analytics-seed.test-support.js';
import { dayOf } from './seeded-random.test-support.js';

const inRange = (day: string, from: string, to: string) => day >= from && day <= to;

/** Active member-days from the raw rows: a watch session, a completion or a sign-in on the day. */
export function activeDays(model: SeedModel): Set<string> {
  const keys = new Set<string>();
  for (const row of model.sessions) keys.add(`${dayOf(row.startedAt)}|${row.userId}`);
  for (const row of model.completions) keys.add(`${dayOf(row.at)}|${row.userId}`);
  for (const row of model.signIns) keys.add(`${dayOf(row.at)}|${row.userId}`);
  return keys;
}

/** The daily-stats figures of one day range, computed from the raw rows alone. */
export function expectedTotals(model: SeedModel, from: string, to: string) {
  const active = new Set(
    [...activeDays(model)].filter((key) => inRange(key.slice(0, 10), from, to)).map((key) => key.slice(11)),
  );
  const postings = model.postings.filter((row) => inRange(dayOf(row.at), from, to));
  return {
    newMembers: model.members.filter((m) => inRange(dayOf(m.createdAt), from, to)).length,
    activeMembers: active.size,
    watchSeconds: Math.round(
      model.sessions.filter((s) => inRange(dayOf(s.startedAt), from, to)).reduce((t, s) => t + s.seconds, 0),
    ),
    pointsIssued: postings.filter((p) => p.amount > 0).reduce((t, p) => t + p.amount, 0),
    pointsSpent: postings.filter((p) => p.amount < 0).reduce((t, p) => t - p.amount, 0),
  };
}

/** Sign-ups and verified between two days. */
export function expectedSignups(model: SeedModel, from: string, to: string) {
  const joined = model.members.filter((m) => inRange(dayOf(m.createdAt), from, to));
  return { signups: joined.length, verified: joined.filter((m) => m.verified).length };
}

/** Per activity: sessions, seconds, completions, points paid. */
export function expectedContent(model: SeedModel, activityId: string, from: string, to: string) {
  const sessions = model.sessions.filter(
    (s) => s.activityId === activityId && inRange(dayOf(s.startedAt), from, to),
  );
  const completions = model.completions.filter(
    (c) => c.activityId === activityId && inRange(dayOf(c.at), from, to),
  );
  return {
    sessions: sessions.length,
    watchSeconds: Math.round(sessions.reduce((t, s) => t + s.seconds, 0)),
    completions: completions.length,
    pointsPaid: completions.reduce((t, c) => t + c.points, 0),
  };
}

/** Members' credits by source and debits by kind between two days; the balance owed at the end. */
export function expectedPoints(model: SeedModel, from: string, to: string) {
  const bySource = new Map<string, number>();
  const byKind = new Map<string, number>();
  for (const row of model.postings.filter((p) => inRange(dayOf(p.at), from, to))) {
    if (row.amount > 0) bySource.set(row.source, (bySource.get(row.source) ?? 0) + row.amount);
    else byKind.set(row.kind, (byKind.get(row.kind) ?? 0) - row.amount);
  }
  const owed = model.postings.filter((p) => dayOf(p.at) <= to).reduce((t, p) => t + p.amount, 0);
  return { bySource, byKind, owed };
}

/** Each active member-day's country: the day's first recorded country (watch or sign-in; ties by code), else the sign-up one. */
export function expectedCountryDays(model: SeedModel): Map<string, string | null> {
  const events = [
    ...model.sessions.map((s) => ({ userId: s.userId, at: s.startedAt, country: s.country })),
    ...model.completions.map((c) => ({ userId: c.userId, at: c.at, country: null })),
    ...model.signIns.map((s) => ({ userId: s.userId, at: s.at, country: s.country })),
  ].sort(
    (a, b) => a.at.getTime() - b.at.getTime() || (a.country ?? '\uffff').localeCompare(b.country ?? '\uffff'),
  );
  const days = new Map<string, string | null>();
  for (const event of events) {
    const key = `${dayOf(event.at)}|${event.userId}`;
    if (!days.has(key) || (days.get(key) === null && event.country !== null)) days.set(key, event.country);
  }
  for (const [key, country] of days)
    if (country === null) days.set(key, model.members.find((m) => m.id === key.slice(11))?.country ?? null);
  return days;
}

import { MULTIPLIER_ONE, type PointsBreakdown, type Tier } from '@streamit/contract';
import { DAY_MS } from '../../lib/utc-days.js';

/** What an award is computed from. */
export interface AwardInput {
  base: number;
  tier: Tier;
  tierMultiplierBp: number;
  categoryMultiplierBp: number;
  creatorMultiplierBp: number;
  /** Points the member may still earn today and this week (never negative). */
  dailyRemaining: number;
  weeklyRemaining: number;
}

const toFactor = (bp: number) => bp / MULTIPLIER_ONE;

/** base × tier × category × creator multipliers, rounded, then cut by the daily and weekly caps. */
export function computeAward(input: AwardInput): PointsBreakdown {
  const product =
    (input.base * input.tierMultiplierBp * input.categoryMultiplierBp * input.creatorMultiplierBp) /
    MULTIPLIER_ONE ** 3;
  const uncapped = Math.round(product);
  const daily = Math.max(0, input.dailyRemaining);
  const weekly = Math.max(0, input.weeklyRemaining);
  let points = uncapped;
  let cappedBy: PointsBreakdown['cappedBy'] = null;
  if (points > daily) [points, cappedBy] = [daily, 'DAILY_CAP'];
  if (points > weekly) [points, cappedBy] = [weekly, 'WEEKLY_CAP'];
  return {
    base: input.base,
    tier: input.tier,
    tierMultiplier: toFactor(input.tierMultiplierBp),
    categoryMultiplier: toFactor(input.categoryMultiplierBp),
    creatorMultiplier: toFactor(input.creatorMultiplierBp),
    uncapped,
    cappedBy,
    points,
  };
}

/** Start of the UTC day and of the UTC ISO week (Monday) that `now` falls in. */
export function capWindows(now: Date): { dayStart: Date; weekStart: Date } {
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const sinceMonday = (dayStart.getUTCDay() + 6) % 7;
  return { dayStart, weekStart: new Date(dayStart.getTime() - sinceMonday * DAY_MS) };
}

const dayStrings = new Map<number, string>();

/**
 * A UTC day, counted in days since 1970-01-01, as 'YYYY-MM-DD'. Every member read and award asks for today's
 * windows, and `toISOString` costs about as much as the rest of a figures read's own code, so a process formats a
 * day once (decision 094).
 */
export function formatUtcDay(dayNumber: number): string {
  let day = dayStrings.get(dayNumber);
  if (day === undefined) {
    if (dayStrings.size >= 16) dayStrings.clear();
    day = new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
    dayStrings.set(dayNumber, day);
  }
  return day;
}

/** The UTC day `now` falls in, in days since 1970-01-01. */
export function utcDayNumber(now: Date): number {
  return Math.floor(now.getTime() / DAY_MS);
}

/** This UTC day and ISO week as dates ('YYYY-MM-DD'): the windows of a member's earnings row (decision 072). */
export function earningsWindowAt(now: Date): { day: string; week: string } {
  const day = utcDayNumber(now);
  // 1970-01-01 was a Thursday: (day + 3) % 7 counts days since Monday.
  return { day: formatUtcDay(day), week: formatUtcDay(day - ((day + 3) % 7)) };
}

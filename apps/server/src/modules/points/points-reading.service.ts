import {
  TIERS,
  type ExchangeHoldState,
  type Leaderboard,
  type PointsBalance,
  type PointsFigures,
  type PointsHistoryItem,
  type PointsHistoryPage,
  type PointsOverview,
  type Tier,
  type WatchToEarnStats,
} from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { AVATAR_URL_PREFIX } from '../members/member-view.js';
import { publicNameOf } from '../activity-view/activity-creator.js';
import { utcDay } from './points-bonus.service.js';
import { capWindows, earningsWindowAt } from './points-calculation.js';
import type { PointsConfigSnapshot } from './points-config-cache.js';
import { loadGlobalConfig, loadPointsConfigAt, type TierRules } from './points-config.service.js';
import { sumEarnings } from './points-earning.repository.js';
import { selectPointsFigures, type FiguresRow } from './points-figures.repository.js';
import {
  findLeaderboardHidden,
  selectHistory,
  selectLeaderboard,
  selectVideoEarnings,
  upsertLeaderboardVisibility,
  type HistoryFilter,
  type LeaderboardRow,
} from './points-reading.repository.js';

/** The next tier above `tier` and the lifetime points it needs, or null at the top. */
function nextTierOf(tier: Tier, rules: TierRules): PointsFigures['nextTier'] {
  const next = TIERS[TIERS.indexOf(tier) + 1];
  return next ? { tier: next, threshold: rules[next].threshold } : null;
}

/** The member's figures row and the rules at its stamp: one statement, and no more while the rules stand. */
async function readFigures(deps: AppDeps, userId: string, now: Date) {
  const row = await selectPointsFigures(deps.db, userId, {
    ...earningsWindowAt(now),
    streakSince: utcDay(now, -1),
  });
  if (!row) throw new AppError('UNAUTHENTICATED');
  return { row, config: await loadPointsConfigAt(deps.db, row.configStamp) };
}

function figuresOf(row: FiguresRow, config: PointsConfigSnapshot): PointsFigures {
  const tier = row.tier as Tier;
  return {
    balance: row.balance,
    lifetime: row.lifetime,
    held: row.held,
    today: { earned: row.today, cap: config.global.dailyCap },
    dailyGoal: { earned: row.today, goal: config.global.dailyGoal },
    tier,
    nextTier: nextTierOf(tier, config.tiers),
  };
}

/**
 * A member's points figures, the one place they are computed (decision 048): balance (the projection),
 * lifetime (every earn line), held (exchanges neither paid nor returned), today's activity earnings against
 * the daily cap, and the daily goal counting that same figure (bonuses are not activity). One statement
 * (decision 049).
 */
export async function getPointsFigures(
  deps: AppDeps,
  userId: string,
  now = new Date(),
): Promise<PointsFigures> {
  const { row, config } = await readFigures(deps, userId, now);
  return figuresOf(row, config);
}

/** GET /points/balance: the figures (the header, the wallet). */
export function getPointsBalance(deps: AppDeps, userId: string): Promise<PointsBalance> {
  return getPointsFigures(deps, userId);
}

/** GET /points/overview: the figures, this week against the weekly cap, completions and the streak. */
export async function getPointsOverview(deps: AppDeps, userId: string): Promise<PointsOverview> {
  const now = new Date();
  const { row, config } = await readFigures(deps, userId, now);
  return {
    ...figuresOf(row, config),
    week: { earned: row.week, cap: config.global.weeklyCap },
    completions: row.completions,
    streak: {
      days: row.streakDays ?? 0,
      bonusToday: row.streakDay === utcDay(now) && row.streakPosted,
      bonus: config.global.streakBonus,
    },
  };
}

function exchangeOf(id: string | null, state: string | null): PointsHistoryItem['exchange'] {
  return id && state ? { id, state: state as ExchangeHoldState } : null;
}

/** GET /points/history: each exchange line carries where its points are now (held, paid, returned). */
export async function getPointsHistory(
  deps: AppDeps,
  userId: string,
  query: Omit<HistoryFilter, 'from' | 'to'> & {
    from?: string | undefined;
    to?: string | undefined;
    limit: number;
  },
): Promise<PointsHistoryPage> {
  const filter = {
    ...query,
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
  };
  const rows = await selectHistory(deps.db, userId, filter, query.limit);
  const page = rows.slice(0, query.limit);
  return {
    items: page.map(({ entry, posting, exchangeId, exchangeState }) => ({
      id: entry.id,
      postingId: posting.id,
      kind: posting.kind as PointsHistoryPage['items'][number]['kind'],
      source: posting.source as PointsHistoryPage['items'][number]['source'],
      amount: entry.amount,
      reason: posting.reason,
      reasonCode: posting.reasonCode as PointsHistoryItem['reasonCode'],
      reasonValues: posting.reasonValues,
      breakdown: posting.breakdown,
      activityId: posting.activityId,
      exchange: exchangeOf(exchangeId, exchangeState),
      createdAt: entry.createdAt.toISOString(),
    })),
    nextCursor: rows.length > query.limit ? (page.at(-1)?.entry.id ?? null) : null,
  };
}

function periodStart(period: Leaderboard['period'], now: Date): Date | null {
  if (period === 'all') return null;
  if (period === 'week') return capWindows(now).weekStart;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

function entryOf(row: LeaderboardRow, me: string | null) {
  return {
    rank: row.rank,
    displayName: publicNameOf(row) || 'Member',
    points: row.points,
    avatarUrl: row.avatarFile ? `${AVATAR_URL_PREFIX}${row.avatarFile}` : null,
    isMe: row.userId === me,
  };
}

/** GET /points/leaderboard: the top `limit`, and the caller's own row wherever it is. */
export async function getLeaderboard(
  deps: AppDeps,
  query: { period: Leaderboard['period']; limit: number },
  me: string | null,
): Promise<Leaderboard> {
  const [rows, hidden] = await Promise.all([
    selectLeaderboard(deps.db, periodStart(query.period, new Date()), query.limit, me),
    me ? findLeaderboardHidden(deps.db, me) : null,
  ]);
  const own = rows.find((row) => row.userId === me);
  return {
    period: query.period,
    items: rows.filter((row) => row.rank <= query.limit).map((row) => entryOf(row, me)),
    me: own ? entryOf(own, me) : null,
    hidden,
  };
}

/** PUT /points/leaderboard/visibility. */
export async function setLeaderboardVisibility(deps: AppDeps, userId: string, hidden: boolean) {
  await upsertLeaderboardVisibility(deps.db, userId, hidden);
  return { hidden };
}

/** GET /users/me/stats/watch-to-earn. */
export async function getWatchToEarnStats(deps: AppDeps, userId: string): Promise<WatchToEarnStats> {
  const { dayStart, weekStart } = capWindows(new Date());
  const [global, today, week, videos] = await Promise.all([
    loadGlobalConfig(deps.db),
    sumEarnings(deps.db, userId, dayStart),
    sumEarnings(deps.db, userId, weekStart),
    selectVideoEarnings(deps.db, userId),
  ]);
  return {
    rules: {
      baseVideoPoints: global.baseVideo,
      videoWatchPercent: global.videoWatchPercent,
      dailyCap: global.dailyCap,
      weeklyCap: global.weeklyCap,
      cooldownSeconds: global.cooldownSeconds,
    },
    today: { earned: today, cap: global.dailyCap },
    week: { earned: week, cap: global.weeklyCap },
    videosCompleted: videos.completed,
    pointsFromVideos: videos.points,
  };
}

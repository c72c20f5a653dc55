import type { Leaderboard, PointsHistoryItem, PointsOverview, WatchToEarnStats } from '@streamit/contract';

/** An overview a BRONZE member with 620 lifetime points might see. */
export const OVERVIEW: PointsOverview = {
  balance: 600,
  lifetime: 620,
  held: 150,
  tier: 'BRONZE',
  nextTier: { tier: 'SILVER', threshold: 2000 },
  today: { earned: 120, cap: 500 },
  week: { earned: 620, cap: 2500 },
  completions: 7,
  streak: { days: 3, bonusToday: true, bonus: 5 },
  // The goal counts today's activity earnings, the same figure as `today.earned` (decision 048).
  dailyGoal: { earned: 120, goal: 250 },
};

/** Watch-to-earn rules and progress, deliberately unlike the contract's defaults. */
export const WATCH_STATS: WatchToEarnStats = {
  rules: { baseVideoPoints: 12, videoWatchPercent: 75, dailyCap: 400, weeklyCap: 2000, cooldownSeconds: 30 },
  today: { earned: 24, cap: 400 },
  week: { earned: 48, cap: 2000 },
  videosCompleted: 4,
  pointsFromVideos: 48,
};

/** One history line: a video completion capped by the daily limit. */
export function makeHistoryItem(id: number, amount = 11): PointsHistoryItem {
  return {
    id,
    postingId: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    kind: 'earn',
    source: 'activity',
    amount,
    reason: `Completed "Video ${String(id)}"`,
    reasonCode: 'completed',
    reasonValues: { title: `Video ${String(id)}` },
    breakdown: {
      base: 10,
      tier: 'BRONZE',
      tierMultiplier: 1.1,
      categoryMultiplier: 1,
      creatorMultiplier: 1,
      uncapped: 11,
      cappedBy: amount < 11 ? 'DAILY_CAP' : null,
      points: amount,
    },
    activityId: null,
    exchange: null,
    createdAt: '2026-11-24T10:00:00.000Z',
  };
}

/** A leaderboard where the signed-in member ranks 42nd, outside the top shown. */
export const BOARD: Leaderboard = {
  period: 'all',
  items: [
    { rank: 1, displayName: 'Noor', avatarUrl: null, points: 900, isMe: false },
    { rank: 2, displayName: 'Sami', avatarUrl: null, points: 800, isMe: false },
  ],
  me: { rank: 42, displayName: 'linaH', avatarUrl: null, points: 12, isMe: true },
  hidden: false,
};

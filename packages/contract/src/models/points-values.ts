import type { Tier } from '../enum-values.js';

// The points rules' values, kept apart from their zod schemas (points.ts): a watch page reads the defaults and the
// reasons an award waits, and must not pull zod into its chunks (docs/decisions/025-zod-free-web-routes.md).
/**
 * Ledger accounts: one per member, plus the platform's reward pool, exchanges held, burned, each partner
 * campaign's budget (decision 061) and the merchandise store (what members paid for goods, decision 062).
 */
export const LEDGER_ACCOUNT_KINDS = [
  'MEMBER',
  'REWARD_POOL',
  'EXCHANGE_HELD',
  'BURNED',
  'CAMPAIGN',
  'STORE',
] as const;

/** What a posting does to points (issue 14, Open Loyalty's transfer kinds). */
export const LEDGER_ENTRY_KINDS = [
  'earn',
  'spend',
  'hold',
  'release',
  'adjust',
  'expire',
  'reverse',
] as const;

/**
 * Where a posting comes from; `bonus` is the welcome bonus and the daily streak bonus, `creator` a
 * creator's share of what a member earned on their content.
 */
export const LEDGER_SOURCES = [
  'activity',
  'referral',
  'social',
  'admin',
  'exchange',
  'bonus',
  'creator',
  'store',
] as const;

/**
 * Why the product wrote a posting, as a code the screens say in the reader's language
 * (points.history.reasons.<code>) with the values of its wording. A reason typed by staff (an adjustment)
 * has no code and is shown as typed. The database allows exactly these (points_postings_reason_code_check):
 * a new code needs a migration that widens that constraint.
 */
export const LEDGER_REASON_CODES = [
  'completed',
  'streak',
  'welcomeBonus',
  'referral',
  'socialTask',
  'creatorShare',
  'exchangeHold',
  'exchangePaid',
  'exchangeRejected',
  'exchangeCancelled',
  'unfollowed',
  'unliked',
  'unreposted',
  'campaignBonus',
  'campaignFunded',
  'campaignReturned',
  'storePurchase',
  'storeRefund',
  'storeCancelled',
  'accountDeleted',
] as const;

/** The values each reason code carries, for the server that writes them. */
export interface LedgerReasonValueMap {
  completed: { title: string };
  streak: { day: number };
  welcomeBonus: Record<string, never>;
  referral: Record<string, never>;
  socialTask: { title: string };
  creatorShare: { count: number };
  exchangeHold: { count: number };
  exchangePaid: Record<string, never>;
  exchangeRejected: Record<string, never>;
  exchangeCancelled: Record<string, never>;
  unfollowed: { title: string };
  unliked: { title: string };
  unreposted: { title: string };
  campaignBonus: { partner: string };
  campaignFunded: { title: string };
  campaignReturned: { title: string };
  storePurchase: { count: number };
  storeRefund: Record<string, never>;
  storeCancelled: Record<string, never>;
  accountDeleted: Record<string, never>;
}

/** Activity kinds that earn a base amount of points. */
export const EARNING_KINDS = ['VIDEO', 'QUIZ', 'GAME', 'FEATURED'] as const;
export type EarningKind = (typeof EARNING_KINDS)[number];

/** Multipliers are stored as basis points: 10 000 = ×1. */
export const MULTIPLIER_ONE = 10_000;

/** Global defaults the points configuration is seeded with (issue 14, item 3). */
export const POINTS_GLOBAL_DEFAULTS = {
  baseVideo: 10,
  baseQuiz: 30,
  baseGame: 20,
  baseFeatured: 15,
  dailyCap: 500,
  weeklyCap: 2_500,
  cooldownSeconds: 30,
  welcomeBonus: 50,
  referralReward: 100,
  /** Paid once a day with the member's first reward of the (UTC) day. */
  streakBonus: 5,
  /** Points a member aims to earn each day: the dashboard's goal ring. */
  dailyGoal: 100,
  /** Percent of the points members earn on a creator's content that the creator earns on top. */
  creatorSharePercent: 10,
  /** Share of a video, in percent of its duration, that must be credited watch time before it completes. */
  videoWatchPercent: 80,
} as const;
export type PointsGlobalDefaults = typeof POINTS_GLOBAL_DEFAULTS;

/** A game round completes its activity when solved with at least this share of its maximum score. */
export const GAME_PASS_SCORE_PERCENT = 50;

/** Default tier rules: lifetime points to reach a tier, and its earning multiplier (basis points). */
export const TIER_DEFAULTS: Readonly<Record<Tier, { threshold: number; multiplierBp: number }>> = {
  BASIC: { threshold: 0, multiplierBp: 10_000 },
  BRONZE: { threshold: 500, multiplierBp: 11_000 },
  SILVER: { threshold: 2_000, multiplierBp: 12_500 },
  GOLD: { threshold: 5_000, multiplierBp: 15_000 },
  PLATINUM: { threshold: 15_000, multiplierBp: 17_500 },
  VIP: { threshold: 50_000, multiplierBp: 20_000 },
};

/** Why a member cannot complete an activity now; each maps to the error `POINTS_<reason>` and its message. */
export const COMPLETION_BLOCK_REASONS = [
  'ALREADY_COMPLETED',
  'COOLDOWN',
  'DAILY_CAP',
  'WEEKLY_CAP',
  'TIER_REQUIRED',
  'WATCH_TIME_NOT_REACHED',
  'QUIZ_NOT_PASSED',
  'GAME_SCORE_TOO_LOW',
  'SUSPENDED',
  /** A pending award whose activity was removed or hidden before its cooldown ended. */
  'UNAVAILABLE',
] as const;

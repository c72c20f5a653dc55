import { z } from 'zod';
import { TierSchema } from '../enums.js';
import { defineEndpoint } from '../endpoint.js';
import { MAX_PAGE_LIMIT } from '../models/page.schemas.js';
import {
  LedgerEntryKindSchema,
  LedgerReasonCodeSchema,
  LedgerReasonValuesSchema,
  LedgerSourceSchema,
} from '../models/points.js';

const CapProgressSchema = z.object({ earned: z.number().int(), cap: z.number().int() });

/** Consecutive UTC days, up to today or yesterday, on which the member earned a reward. */
export const PointsStreakSchema = z.object({
  /** 0 when the member earned nothing yesterday or today. */
  days: z.number().int(),
  /** True once today's streak bonus is paid (with the first reward of the day). */
  bonusToday: z.boolean(),
  /** The configured bonus a day of the streak pays. */
  bonus: z.number().int(),
});
export type PointsStreak = z.infer<typeof PointsStreakSchema>;

/**
 * The daily goal: today's activity earnings (the same figure as `today.earned`, what the daily cap counts)
 * against the configured goal. One-off and daily bonuses (welcome, referral, streak, creator share) and
 * staff adjustments are left out, so a bonus never "meets" the goal (decision 048).
 */
export const DailyGoalSchema = z.object({ earned: z.number().int(), goal: z.number().int() });
export type DailyGoal = z.infer<typeof DailyGoalSchema>;

/**
 * A member's points figures, computed in one place (decision 048) and named the same on every screen:
 * balance, lifetime ("Earned in total"), held in exchanges, earned today against the cap, the daily goal.
 */
export const PointsFiguresSchema = z.object({
  /** Spendable now: the ledger projection (`users.total_points`); exchanges on hold are already taken out. */
  balance: z.number().int(),
  /** Everything ever earned (kind earn, bonuses included); tiers and the all-time leaderboard use it. */
  lifetime: z.number().int(),
  /** Points on hold for exchanges not yet paid or returned. */
  held: z.number().int(),
  /** Activity earnings of this UTC day against the daily cap (bonuses do not count against the cap). */
  today: CapProgressSchema,
  dailyGoal: DailyGoalSchema,
  tier: TierSchema,
  nextTier: z.object({ tier: TierSchema, threshold: z.number().int() }).nullable(),
});
export type PointsFigures = z.infer<typeof PointsFiguresSchema>;

/** GET /points/balance answers the figures themselves (the name is kept for existing callers). */
export const PointsBalanceSchema = PointsFiguresSchema;
export type PointsBalance = PointsFigures;

/** The /points page's header: the figures, plus this week against the weekly cap and the streak. */
export const PointsOverviewSchema = PointsFiguresSchema.extend({
  week: CapProgressSchema,
  completions: z.number().int(),
  streak: PointsStreakSchema,
});
export type PointsOverview = z.infer<typeof PointsOverviewSchema>;

/** Where the points of an exchange's hold are now: still held, paid out as ARTFI, or returned. */
export const EXCHANGE_HOLD_STATES = ['held', 'paid', 'returned'] as const;
export const ExchangeHoldStateSchema = z.enum(EXCHANGE_HOLD_STATES);
export type ExchangeHoldState = z.infer<typeof ExchangeHoldStateSchema>;

/** One line of a member's history: a posting as it moved their account, with its "why". */
export const PointsHistoryItemSchema = z.object({
  /** The ledger line's id; pass the last one as `cursor` for the next page. */
  id: z.number().int(),
  postingId: z.uuid(),
  kind: LedgerEntryKindSchema,
  source: LedgerSourceSchema,
  amount: z.number().int(),
  /** The reason in English as written (audit, exports); screens say `reasonCode` in the reader's language. */
  reason: z.string(),
  /** Null for a reason typed by staff (shown as typed). */
  reasonCode: LedgerReasonCodeSchema.nullable(),
  reasonValues: LedgerReasonValuesSchema,
  breakdown: z.record(z.string(), z.unknown()),
  activityId: z.uuid().nullable(),
  /** On an exchange's lines: the exchange and, answered by the server, where its held points are now. */
  exchange: z.object({ id: z.uuid(), state: ExchangeHoldStateSchema }).nullable(),
  createdAt: z.iso.datetime(),
});
export type PointsHistoryItem = z.infer<typeof PointsHistoryItemSchema>;

export const PointsHistoryQuerySchema = z.strictObject({
  kind: LedgerEntryKindSchema.optional(),
  source: LedgerSourceSchema.optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  /** The id of the last item of the previous page: newer-first pagination that new awards do not shift. */
  cursor: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(20),
});
export type PointsHistoryQuery = z.input<typeof PointsHistoryQuerySchema>;

/** `GET /points/history/export` (text/csv): the history filters without paging; at most 10 000 rows. */
export const PointsHistoryExportQuerySchema = PointsHistoryQuerySchema.omit({ cursor: true, limit: true });
export const POINTS_HISTORY_EXPORT_PATH = '/points/history/export';
export const POINTS_HISTORY_EXPORT_MAX_ROWS = 10_000;

export const PointsHistoryPageSchema = z.object({
  items: z.array(PointsHistoryItemSchema),
  nextCursor: z.number().int().nullable(),
});
export type PointsHistoryPage = z.infer<typeof PointsHistoryPageSchema>;

/** GET /points/balance. */
export const getPointsBalanceEndpoint = defineEndpoint({
  method: 'GET',
  path: '/points/balance',
  summary: "The signed-in member's points figures: balance, lifetime, held, today, daily goal, tier",
  tags: ['points'],
  auth: 'member',
  response: PointsBalanceSchema,
});

/** GET /points/overview. */
export const getPointsOverviewEndpoint = defineEndpoint({
  method: 'GET',
  path: '/points/overview',
  summary: 'Balance, tier progress and progress against the daily and weekly caps',
  tags: ['points'],
  auth: 'member',
  response: PointsOverviewSchema,
});

/** GET /points/history: newest first, filtered by kind, source and date, cursor-paginated. */
export const getPointsHistoryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/points/history',
  summary: "The signed-in member's points history, newest first",
  tags: ['points'],
  auth: 'member',
  query: PointsHistoryQuerySchema,
  response: PointsHistoryPageSchema,
});

/** Leaderboard windows: all time, this calendar month, this ISO week (UTC). */
export const LEADERBOARD_PERIODS = ['all', 'month', 'week'] as const;
export const LeaderboardPeriodSchema = z.enum(LEADERBOARD_PERIODS);

/** A leaderboard row: public name and avatar only, never an id or an email. */
export const LeaderboardEntrySchema = z.object({
  rank: z.number().int(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  /** Points earned in the period (never the balance: spending does not lower a rank); all time = lifetime. */
  points: z.number().int(),
  /** True on the signed-in member's own row. */
  isMe: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntrySchema>;

export const LeaderboardSchema = z.object({
  period: LeaderboardPeriodSchema,
  items: z.array(LeaderboardEntrySchema),
  /** The signed-in member's own row, even outside the top; null for guests, hidden or point-less members. */
  me: LeaderboardEntrySchema.nullable(),
  /** Whether the signed-in member hides themself from the leaderboard; null for guests. */
  hidden: z.boolean().nullable(),
});
export type Leaderboard = z.infer<typeof LeaderboardSchema>;

/** GET /points/leaderboard (public): points earned in the period; ties go to who reached them first. */
export const getLeaderboardEndpoint = defineEndpoint({
  method: 'GET',
  path: '/points/leaderboard',
  summary: 'Top earners of all time, this month or this week',
  tags: ['points'],
  auth: 'public',
  query: z.strictObject({
    period: LeaderboardPeriodSchema.default('all'),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(20),
  }),
  response: LeaderboardSchema,
});

/** PUT /points/leaderboard/visibility: a member may hide themself from the leaderboard. */
export const setLeaderboardVisibilityEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/points/leaderboard/visibility',
  summary: 'Show or hide the signed-in member on the leaderboard',
  tags: ['points'],
  auth: 'member',
  body: z.strictObject({ hidden: z.boolean() }),
  response: z.object({ hidden: z.boolean() }),
});

/** The /watch-to-earn page: what watching earns, and the member's progress today against the caps. */
export const WatchToEarnStatsSchema = z.object({
  rules: z.object({
    baseVideoPoints: z.number().int(),
    /** Share of a video's duration that must be verified watch time. */
    videoWatchPercent: z.number().int(),
    dailyCap: z.number().int(),
    weeklyCap: z.number().int(),
    cooldownSeconds: z.number().int(),
  }),
  today: CapProgressSchema,
  week: CapProgressSchema,
  videosCompleted: z.number().int(),
  pointsFromVideos: z.number().int(),
});
export type WatchToEarnStats = z.infer<typeof WatchToEarnStatsSchema>;

/** GET /users/me/stats/watch-to-earn. */
export const getWatchToEarnStatsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/users/me/stats/watch-to-earn',
  summary: "What watching earns and the signed-in member's progress against the caps",
  tags: ['points'],
  auth: 'member',
  response: WatchToEarnStatsSchema,
});

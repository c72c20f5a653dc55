import {
  DASHBOARD_PERIOD_DAYS,
  DASHBOARD_SERIES_DAYS,
  SUPPORT_DESK_PERMISSION,
  TASK_RUNNER_ROLES,
  type AdminDashboard,
  type AdminPermission,
  type AdminUser,
  type AttentionItem,
  type DailyStat,
  type DashboardKpi,
  type DashboardKpiKey,
} from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { listDailyStatsFrom } from './daily-stats.repository.js';
import { refreshRecentDailyStats } from './dashboard-freshness.js';
import {
  countFailedJobsLastDay,
  countMembers,
  countOpenTickets,
  countPendingCreatorApplications,
  countPendingExchanges,
  countPendingModeration,
  countPendingSocialClaims,
} from './dashboard.repository.js';
import { DAY_MS, utcDayAt } from '../../lib/utc-days.js';

type Staff = Pick<AdminUser, 'role' | AdminPermission>;

const canOpen = {
  users: (s: Staff) => s.canManageUsers,
  analytics: (s: Staff) => s.canViewAnalytics,
  points: (s: Staff) => s.canManagePoints,
} as const;

/**
 * Who may see each figure (the same rule as the screens behind it) and the screens it opens, best first:
 * a card links to the first one the viewer may open, and to none when they may open none.
 */
const KPI_RULES: Readonly<
  Record<
    DashboardKpiKey,
    { href: string; visible: (staff: Staff) => boolean; opens?: [string, (s: Staff) => boolean][] }
  >
> = {
  members: {
    href: '/admin/users',
    visible: (s) => s.canManageUsers || s.canViewAnalytics,
    opens: [
      ['/admin/users', canOpen.users],
      ['/admin/analytics', canOpen.analytics],
    ],
  },
  newSignups: {
    href: '/admin/users',
    visible: (s) => s.canManageUsers || s.canViewAnalytics,
    opens: [
      ['/admin/analytics', canOpen.analytics],
      ['/admin/users', canOpen.users],
    ],
  },
  activeToday: {
    href: '/admin/analytics',
    visible: (s) => s.canManageUsers || s.canViewAnalytics,
    opens: [['/admin/analytics', canOpen.analytics]],
  },
  watchHours: { href: '/admin/analytics', visible: (s) => s.canViewAnalytics },
  pointsIssued: {
    href: '/admin/points-config',
    visible: (s) => s.canManagePoints || s.canViewAnalytics,
    opens: [
      ['/admin/analytics', canOpen.analytics],
      ['/admin/points-config', canOpen.points],
    ],
  },
  pointsSpent: {
    href: '/admin/exchanges',
    visible: (s) => s.canManagePoints || s.canViewAnalytics,
    opens: [
      ['/admin/analytics', canOpen.analytics],
      ['/admin/exchanges', canOpen.points],
    ],
  },
  pendingModeration: { href: '/admin/moderation', visible: (s) => s.canModerateContent },
  pendingExchanges: { href: '/admin/exchanges', visible: (s) => s.canManagePoints },
  pendingSocialClaims: { href: '/admin/social-tasks', visible: (s) => s.canManagePoints },
  pendingCreatorApplications: {
    href: '/admin/creator-applications',
    visible: (s) => s.canManageCreators,
  },
  openTickets: { href: '/admin/support', visible: (s) => s[SUPPORT_DESK_PERMISSION] },
  failedJobs: { href: '/admin/tasks', visible: (s) => TASK_RUNNER_ROLES.includes(s.role) },
};

/** The screen a card opens for this viewer, or null when they may open none of its screens. */
function linkOf(key: DashboardKpiKey, staff: Staff): string | null {
  const rule = KPI_RULES[key];
  if (!rule.opens) return rule.href;
  return rule.opens.find(([, allowed]) => allowed(staff))?.[0] ?? null;
}

function sumOver(
  series: DailyStat[],
  fromDay: string,
  toDay: string,
  pick: (day: DailyStat) => number,
): number {
  return series
    .filter((day) => day.day >= fromDay && day.day < toDay)
    .reduce((sum, day) => sum + pick(day), 0);
}

/** Period figures from the rollup: the last 7 days (today included) against the 7 before. */
function rollupKpis(series: DailyStat[], now: number): Partial<Record<DashboardKpiKey, [number, number]>> {
  const [start, previousStart, end] = [
    utcDayAt(1 - DASHBOARD_PERIOD_DAYS, now),
    utcDayAt(1 - 2 * DASHBOARD_PERIOD_DAYS, now),
    utcDayAt(1, now),
  ];
  const period = (pick: (day: DailyStat) => number): [number, number] => [
    sumOver(series, start, end, pick),
    sumOver(series, previousStart, start, pick),
  ];
  const today = series.find((day) => day.day === utcDayAt(0, now));
  const yesterday = series.find((day) => day.day === utcDayAt(-1, now));
  const hours = period((day) => day.watchSeconds);
  return {
    newSignups: period((day) => day.newMembers),
    activeToday: [today?.activeMembers ?? 0, yesterday?.activeMembers ?? 0],
    watchHours: [Math.round(hours[0] / 36) / 100, Math.round(hours[1] / 36) / 100],
    pointsIssued: period((day) => day.pointsIssued),
    pointsSpent: period((day) => day.pointsSpent),
  };
}

async function liveKpis(deps: AppDeps, visible: Set<DashboardKpiKey>, now: number) {
  const when = <T>(key: DashboardKpiKey, read: () => Promise<T>) => (visible.has(key) ? read() : undefined);
  const [members, moderation, exchanges, claims, applications, tickets, failed] = await Promise.all([
    when('members', () => countMembers(deps.db, new Date(now - DASHBOARD_PERIOD_DAYS * DAY_MS))),
    when('pendingModeration', () => countPendingModeration(deps.db)),
    when('pendingExchanges', () => countPendingExchanges(deps.db)),
    when('pendingSocialClaims', () => countPendingSocialClaims(deps.db)),
    when('pendingCreatorApplications', () => countPendingCreatorApplications(deps.db)),
    when('openTickets', () => countOpenTickets(deps.db)),
    when('failedJobs', () => countFailedJobsLastDay(deps.db)),
  ]);
  return { members, moderation, exchanges, claims, applications, tickets, failed };
}

/** Every queue the caller may act on that has something waiting, most urgent first: failures, money, queues. */
function attentionOf(live: Awaited<ReturnType<typeof liveKpis>>): AttentionItem[] {
  const items: AttentionItem[] = [];
  const add = (key: DashboardKpiKey, count: number | undefined, urgency: AttentionItem['urgency']) => {
    if (count) items.push({ key, count, urgency, href: KPI_RULES[key].href });
  };
  add('failedJobs', live.failed, 'high');
  add('pendingExchanges', live.exchanges?.count, live.exchanges?.overDay ? 'high' : 'medium');
  add('pendingModeration', live.moderation, 'medium');
  add('pendingSocialClaims', live.claims, 'medium');
  add('pendingCreatorApplications', live.applications, 'low');
  add('openTickets', live.tickets, 'low');
  const rank = { high: 0, medium: 1, low: 2 } as const;
  return items.sort((a, b) => rank[a.urgency] - rank[b.urgency] || b.count - a.count);
}

function toDailyStat(row: Awaited<ReturnType<typeof listDailyStatsFrom>>[number]): DailyStat {
  const { day, newMembers, activeMembers, watchSeconds, pointsIssued, pointsSpent } = row;
  return { day, newMembers, activeMembers, watchSeconds, pointsIssued, pointsSpent };
}

/**
 * GET /admin/dashboard: each figure only for staff allowed to open the screen behind it; the period
 * figures are at most a minute old (today's rollup row is recomputed first when older).
 */
export async function getAdminDashboard(deps: AppDeps, staff: Staff): Promise<AdminDashboard> {
  const now = Date.now();
  const keys = (Object.keys(KPI_RULES) as DashboardKpiKey[]).filter((key) => KPI_RULES[key].visible(staff));
  const visible = new Set(keys);
  await refreshRecentDailyStats(deps.db, now);
  const [rows, live] = await Promise.all([
    listDailyStatsFrom(deps.db, utcDayAt(-DASHBOARD_SERIES_DAYS, now)),
    liveKpis(deps, visible, now),
  ]);
  const computedAt = rows.find((row) => row.day === utcDayAt(0, now))?.computedAt;
  const series = rows.map(toDailyStat);
  const pairs: Partial<Record<DashboardKpiKey, [number, number | null]>> = {
    ...rollupKpis(series, now),
    ...(live.members ? { members: [live.members.now, live.members.before] } : {}),
    pendingModeration: [live.moderation ?? 0, null],
    pendingExchanges: [live.exchanges?.count ?? 0, null],
    pendingSocialClaims: [live.claims ?? 0, null],
    pendingCreatorApplications: [live.applications ?? 0, null],
    openTickets: [live.tickets ?? 0, null],
    failedJobs: [live.failed ?? 0, null],
  };
  const kpis: DashboardKpi[] = keys.map((key) => {
    const [value, previous] = pairs[key] ?? [0, null];
    return { key, value, previous, href: linkOf(key, staff) };
  });
  return {
    kpis,
    series: staff.canViewAnalytics ? series : [],
    attention: attentionOf(live),
    statsComputedAt: computedAt?.toISOString() ?? null,
  };
}

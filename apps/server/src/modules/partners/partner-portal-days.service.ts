import type { PartnerDay, PartnerPortalDays, PartnerPortalDaysQuery } from '@streamit/contract';
import { PartnerPortalDaysQuerySchema } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { formatCsvCell } from '../../lib/csv.js';
import {
  countTouchesByDay,
  listSpanCampaigns,
  readBudgetLeftByDay,
  sumBonusesByDay,
  type DayAmount,
  type DayCounts,
  type DaySpan,
} from './partner-portal-days.repository.js';
import { findPartnerOfMember } from './partners.repository.js';
import { DAY_MS } from '../../lib/utc-days.js';

/** The last `days` UTC days, today included. */
export function spanEndingOn(now: Date, days: number): DaySpan {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(Date.parse(to) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to };
}

function daysOf(span: DaySpan): string[] {
  const count = (Date.parse(span.to) - Date.parse(span.from)) / DAY_MS + 1;
  return Array.from({ length: count }, (_, index) =>
    new Date(Date.parse(span.from) + index * DAY_MS).toISOString().slice(0, 10),
  );
}

const keyOf = (campaignId: string | null, day: string) => `${campaignId ?? '*'}|${day}`;
const indexBy = <T extends { campaignId: string | null; day: string }>(rows: T[]) =>
  new Map(rows.map((row) => [keyOf(row.campaignId, row.day), row]));

interface Figures {
  touches: Map<string, DayCounts>;
  bonuses: Map<string, DayAmount>;
  budgets: Map<string, DayAmount>;
}

function campaignDay(figures: Figures, campaignId: string, day: string): PartnerDay {
  const touch = figures.touches.get(keyOf(campaignId, day));
  return {
    day,
    reach: touch?.reach ?? 0,
    views: touch?.views ?? 0,
    completions: touch?.completions ?? 0,
    bonusPaid: figures.bonuses.get(keyOf(campaignId, day))?.points ?? 0,
    budgetLeft: figures.budgets.get(keyOf(campaignId, day))?.points ?? 0,
  };
}

/** Every campaign's day added up; reach is the day's distinct members over all campaigns, not a sum. */
function overallDay(figures: Figures, perCampaign: PartnerDay[], day: string): PartnerDay {
  const sum = (pick: (value: PartnerDay) => number) =>
    perCampaign.reduce((total, value) => total + pick(value), 0);
  return {
    day,
    reach: figures.touches.get(keyOf(null, day))?.reach ?? 0,
    views: sum((value) => value.views),
    completions: sum((value) => value.completions),
    bonusPaid: sum((value) => value.bonusPaid),
    budgetLeft: sum((value) => value.budgetLeft),
  };
}

/** GET /partner/portal/days: the member's partner's figures by UTC day; 403 for a member of no partner. */
export async function getPartnerPortalDays(
  deps: AppDeps,
  userId: string,
  query: PartnerPortalDaysQuery,
): Promise<PartnerPortalDays> {
  const found = await findPartnerOfMember(deps.db, userId);
  if (!found) throw new AppError('PARTNER_ACCESS_REQUIRED');
  const partnerId = found.partner.id;
  const span = spanEndingOn(new Date(), Number(PartnerPortalDaysQuerySchema.parse(query).days));
  const [campaigns, touches, bonuses, budgets] = await Promise.all([
    listSpanCampaigns(deps.db, partnerId, span),
    countTouchesByDay(deps.db, partnerId, span),
    sumBonusesByDay(deps.db, partnerId, span),
    readBudgetLeftByDay(deps.db, partnerId, span),
  ]);
  const figures = { touches: indexBy(touches), bonuses: indexBy(bonuses), budgets: indexBy(budgets) };
  const days = daysOf(span);
  const series = campaigns.map((campaign) => ({
    campaignId: campaign.id,
    title: campaign.title,
    days: days.map((day) => campaignDay(figures, campaign.id, day)),
  }));
  const overall = days.map((day, index) =>
    overallDay(
      figures,
      series.map((campaign) => campaign.days[index] as PartnerDay),
      day,
    ),
  );
  return { from: span.from, to: span.to, overall, campaigns: series };
}

const CSV_COLUMNS = [
  'day',
  'campaign_id',
  'campaign',
  'reach',
  'views',
  'completions',
  'bonus_points_paid',
  'budget_left',
];

function csvLine(cells: (string | number)[]): string {
  return `${cells.map(formatCsvCell).join(',')}\r\n`;
}

const cellsOf = (day: PartnerDay) => [day.reach, day.views, day.completions, day.bonusPaid, day.budgetLeft];

/**
 * The series as CSV: one line per day over all campaigns (campaign cells empty), then each campaign's days.
 * Titles are typed by people, so every cell goes through the formula-safe writer.
 */
export function formatPortalDaysCsv(figures: PartnerPortalDays): string {
  const overall = figures.overall.map((day) => csvLine([day.day, '', '', ...cellsOf(day)]));
  const campaigns = figures.campaigns.flatMap((campaign) =>
    campaign.days.map((day) => csvLine([day.day, campaign.campaignId, campaign.title, ...cellsOf(day)])),
  );
  return [csvLine(CSV_COLUMNS), ...overall, ...campaigns].join('');
}

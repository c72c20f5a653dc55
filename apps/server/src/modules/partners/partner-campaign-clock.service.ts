import type { AppDeps } from '../../app-deps.js';
import { endExpiredCampaign } from './partner-campaign-changes.service.js';
import {
  claimDailySummaries,
  findExpiredCampaignIds,
  loadDayFigures,
  loadDayReach,
  markStartedCampaigns,
  type DayFiguresRow,
} from './partner-campaign-clock.repository.js';
import { enqueuePartnerEvent } from './partner-webhooks.service.js';

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The clock's minute (job partners.campaign-clock): every campaign whose start has passed and that runs now
 * gets `campaign.started`, once; the mark and the queued event commit together. Answers how many.
 */
export function announceStartedCampaigns(deps: AppDeps, now = new Date()): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const started = await markStartedCampaigns(tx, now);
    for (const row of started)
      await enqueuePartnerEvent(tx, row.partner_id, 'campaign.started', {
        campaignId: row.id,
        title: row.title,
        startsAt: iso(row.starts_at),
        endsAt: iso(row.ends_at),
        bonusPoints: row.bonus_points,
        budgetLeft: row.budget_left,
      });
    return started.length;
  });
}

/**
 * The clock's minute, second half: ends every open campaign whose window is over, one transaction each (the
 * staff ending's path: budget back through the ledger, `campaign.ended`). Two sweeps at once end each once.
 * Answers how many this sweep ended.
 */
export async function endExpiredCampaigns(deps: AppDeps, now = new Date()): Promise<number> {
  let ended = 0;
  for (const id of await findExpiredCampaignIds(deps.db, now))
    if (await endExpiredCampaign(deps, id, now)) ended += 1;
  return ended;
}

/** The UTC day before `now`, as YYYY-MM-DD: the day a summary sent just after midnight tells of. */
export function previousUtcDay(now: Date): string {
  return new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
}

function summaryOf(day: string, rows: DayFiguresRow[], reach: number) {
  const campaigns = rows.map((row) => ({
    campaignId: row.campaign_id,
    title: row.title,
    status: row.status,
    completions: row.completions,
    bonusPoints: row.bonus_points,
    reach: row.reach,
    budgetLeft: row.budget_left,
  }));
  const sum = (pick: (row: DayFiguresRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    day,
    completions: sum((row) => row.completions),
    bonusPoints: sum((row) => row.bonus_points),
    reach,
    campaigns,
  };
}

/**
 * `daily.summary` for `day` to every partner with an endpoint that is not cancelled: counts only. The claim
 * (one row per partner and day) and the queued events commit together, so a rerun of the day sends none.
 */
export function sendDailySummaries(deps: AppDeps, day: string): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const partnerIds = await claimDailySummaries(tx, day);
    const [figures, reach] = await Promise.all([
      loadDayFigures(tx, partnerIds, day),
      loadDayReach(tx, partnerIds, day),
    ]);
    for (const partnerId of partnerIds) {
      const rows = figures.filter((row) => row.partner_id === partnerId);
      await enqueuePartnerEvent(
        tx,
        partnerId,
        'daily.summary',
        summaryOf(day, rows, reach.get(partnerId) ?? 0),
      );
    }
    return partnerIds.length;
  });
}

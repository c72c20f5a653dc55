import {
  readSponsorshipIds,
  type CardSponsor,
  type CampaignStatus,
  type PartnerKind,
  type PublicPartner,
  type SponsorshipList,
  type SponsorshipQuery,
} from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { findPublicCampaigns, findSponsorships, type SponsorshipRow } from './partner-public.repository.js';
import { findPartnerRow } from './partners.repository.js';

const toCardSponsor = (row: SponsorshipRow): CardSponsor => ({
  partnerId: row.partner_id,
  partnerName: row.partner_name,
  logoUrl: row.logo_url,
  bonusPoints: row.bonus_points,
  budgetUsedUp: row.used_up,
});

/** GET /partners/sponsorships: who presents each of these activities now, and whether its bonus is left. */
export async function listSponsorships(deps: AppDeps, query: SponsorshipQuery): Promise<SponsorshipList> {
  const rows = await findSponsorships(deps.db, readSponsorshipIds(query), new Date());
  return {
    items: rows.map((row) => ({
      ...toCardSponsor(row),
      activityId: row.activity_id,
      campaignTitle: row.campaign_title,
    })),
  };
}

/** "Presented by" for a page of cards, in one query whatever the page's size (activity id → sponsor). */
export async function findCardSponsors(db: Executor, ids: string[]): Promise<Map<string, CardSponsor>> {
  if (ids.length === 0) return new Map();
  const rows = await findSponsorships(db, ids, new Date());
  return new Map(rows.map((row) => [row.activity_id, toCardSponsor(row)]));
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** GET /partners/:id: an ACTIVE partner's public page; a suspended or cancelled one is not shown (404). */
export async function getPublicPartner(deps: AppDeps, id: string): Promise<PublicPartner> {
  const partner = await findPartnerRow(deps.db, id);
  if (partner?.status !== 'ACTIVE') throw new AppError('PARTNER_NOT_FOUND');
  const campaigns = await findPublicCampaigns(deps.db, id);
  const { name, website, country, logoUrl } = partner;
  return {
    id,
    name,
    kind: partner.kind as PartnerKind,
    website,
    country,
    logoUrl,
    campaigns: campaigns.map((row) => ({
      id: row.id,
      title: row.title,
      status: row.status as CampaignStatus,
      startsAt: iso(row.starts_at),
      endsAt: iso(row.ends_at),
      bonusPoints: row.bonus_points,
      budgetUsedUp: row.used_up,
      activities: row.activities,
    })),
  };
}

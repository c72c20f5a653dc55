import type { Campaign, Partner, PartnerApplication, PartnerKind } from '@streamit/contract';
import type { ApplicationWithContact } from './partner-applications.repository.js';
import type { CampaignWithFigures } from './partner-campaigns.repository.js';
import type { PartnerWithOwner } from './partners.repository.js';

/** An application as the API answers it. */
export function toPartnerApplication({
  application: row,
  contactEmail,
}: ApplicationWithContact): PartnerApplication {
  return {
    id: row.id,
    status: row.status as PartnerApplication['status'],
    organisationName: row.organisationName,
    kind: row.kind as PartnerKind,
    website: row.website,
    country: row.country,
    logoUrl: row.logoUrl,
    pitch: row.pitch,
    contactUserId: row.contactUserId,
    contactEmail,
    reason: row.reason,
    partnerId: row.partnerId,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A partner as the API answers it. */
export function toPartner({ partner: row, ownerUserId }: PartnerWithOwner): Partner {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as PartnerKind,
    website: row.website,
    country: row.country,
    logoUrl: row.logoUrl,
    status: row.status as Partner['status'],
    statusReason: row.statusReason,
    ownerUserId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A campaign and its counts as the API answers it. */
export function toCampaign({ campaign: row, activityIds, figures }: CampaignWithFigures): Campaign {
  return {
    id: row.id,
    partnerId: row.partnerId,
    title: row.title,
    status: row.status as Campaign['status'],
    activityIds,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    bonusPoints: row.bonusPoints,
    budgetPoints: row.budgetPoints,
    budgetLeft: row.budgetLeft,
    ...figures,
    decisionReason: row.decisionReason,
    createdAt: row.createdAt.toISOString(),
  };
}

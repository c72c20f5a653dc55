import { CAMPAIGN_STATUSES } from '@streamit/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/enum-check.js';
import { instant, instantNow, primaryUuid, requiredRef, serialId } from '../../db/table-columns.js';
import { activities } from '../activities/activities.schema.js';
import { adminUsers } from '../admins/admins.schema.js';
import { users } from '../members/members.schema.js';
import { partners } from './partners.schema.js';

/**
 * Sponsored campaigns. `budget_left` is the guard a bonus is paid under: one conditional UPDATE takes a
 * bonus off it or finds too little and pays none, so it never goes below zero (the CHECK says so too). The
 * points themselves sit in the campaign's own ledger account (id = campaign id), which mirrors it.
 */
export const partnerCampaigns = pgTable(
  'partner_campaigns',
  {
    id: primaryUuid(),
    partnerId: requiredRef('partner_id', () => partners.id),
    title: text('title').notNull(),
    status: text('status').notNull().default('ACTIVE'),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    bonusPoints: integer('bonus_points').notNull(),
    budgetPoints: integer('budget_points').notNull(),
    budgetLeft: integer('budget_left').notNull(),
    /** When `campaign.started` was queued: the clock job announces a start once (decision 061). */
    startedAnnouncedAt: instant('started_announced_at'),
    createdByAdminId: uuid('created_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    /** The portal owner who proposed it (PROPOSED until staff decide; decision 061 amendment). */
    proposedByUserId: uuid('proposed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Why staff rejected a proposal: the owner reads it on the portal. */
    decisionReason: text('decision_reason'),
    createdAt: instantNow('created_at'),
    updatedAt: instantNow('updated_at'),
  },
  (table) => [
    index('partner_campaigns_partner_idx').on(table.partnerId, table.createdAt),
    enumCheck('partner_campaigns_status_check', table.status, CAMPAIGN_STATUSES),
    check(
      'partner_campaigns_budget_check',
      sql`${table.bonusPoints} > 0 AND ${table.budgetLeft} >= 0 AND ${table.budgetLeft} <= ${table.budgetPoints}`,
    ),
    check('partner_campaigns_window_check', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/** The activities a campaign sponsors. */
export const partnerCampaignActivities = pgTable(
  'partner_campaign_activities',
  {
    campaignId: requiredRef('campaign_id', () => partnerCampaigns.id, { onDelete: 'cascade' }),
    activityId: requiredRef('activity_id', () => activities.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.activityId] }),
    index('partner_campaign_activities_activity_idx').on(table.activityId),
  ],
);

/** One bonus paid: what the portal's figures count (reach = distinct members, never who they are). */
export const partnerCampaignBonuses = pgTable(
  'partner_campaign_bonuses',
  {
    id: serialId(),
    campaignId: requiredRef('campaign_id', () => partnerCampaigns.id),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    activityId: uuid('activity_id').notNull(),
    sequence: integer('sequence').notNull(),
    postingId: uuid('posting_id').notNull(),
    points: integer('points').notNull(),
    createdAt: instantNow('created_at'),
  },
  (table) => [
    uniqueIndex('partner_campaign_bonuses_once_idx').on(
      table.campaignId,
      table.userId,
      table.activityId,
      table.sequence,
    ),
    index('partner_campaign_bonuses_campaign_idx').on(table.campaignId, table.createdAt),
  ],
);

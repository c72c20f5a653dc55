import { MODERATION_DECISIONS, REPORT_RESOLUTIONS } from '@streamit/contract';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/enum-check.js';
import { instantNow, primaryUuid, requiredRef } from '../../db/table-columns.js';
import { activities } from '../activities/activities.schema.js';
import { adminUsers } from '../admins/admins.schema.js';

// A moderator's decision, or the removal of reported content (which the creator sees the same way).
const RECORDED_DECISIONS = [
  ...MODERATION_DECISIONS,
  ...REPORT_RESOLUTIONS.filter((value) => value !== 'DISMISS'),
];

/** Every moderation decision on an activity, with the reason its creator sees. */
export const moderationDecisions = pgTable(
  'moderation_decisions',
  {
    id: primaryUuid(),
    activityId: requiredRef('activity_id', () => activities.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    decision: text('decision').notNull(),
    reason: text('reason'),
    createdAt: instantNow('created_at'),
  },
  (table) => [
    index('moderation_decisions_activity_idx').on(table.activityId, table.createdAt),
    index('moderation_decisions_created_idx').on(table.createdAt),
    enumCheck('moderation_decisions_decision_check', table.decision, RECORDED_DECISIONS),
  ],
);

import { FOUR_EYES_DEFAULTS } from '@streamit/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant, instantNow } from '../../db/table-columns.js';
import { adminUsers } from '../admins/admins.schema.js';

/**
 * Site-wide settings staff change at run time: exactly one row (id 1), created on the first change.
 * Until then the defaults apply (maintenance off, countdown from COUNTDOWN_END_DATE).
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    maintenanceEnabled: boolean('maintenance_enabled').notNull().default(false),
    maintenanceEndsAt: instant('maintenance_ends_at'),
    maintenanceMessage: text('maintenance_message'),
    /** Null until staff set one: the product's default name (THEME_DEFAULTS.appName) applies. */
    siteName: text('site_name'),
    /** Null until staff set one: SUPPORT_EMAIL applies. */
    supportEmail: text('support_email'),
    registrationOpen: boolean('registration_open').notNull().default(true),
    /** Four eyes (decision 063): staff money moves of more points / ARTFI than these need a second staff member. */
    fourEyesPointsAbove: integer('four_eyes_points_above').notNull().default(FOUR_EYES_DEFAULTS.pointsAbove),
    fourEyesArtfiAbove: integer('four_eyes_artfi_above').notNull().default(FOUR_EYES_DEFAULTS.artfiAbove),
    /** Bumped by every save of /admin/settings; a save naming an older version is refused (409). */
    version: integer('version').notNull().default(0),
    updatedAt: instantNow('updated_at'),
    updatedByAdminId: uuid('updated_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
  },
  (table) => [check('site_settings_single_row', sql`${table.id} = 1`)],
);

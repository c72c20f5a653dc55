import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { MAINTENANCE_MANAGER_ROLES } from '../models/staff-access.js';

/** Longest maintenance message shown to visitors. */
export const MAINTENANCE_MESSAGE_MAX_LENGTH = 500;

/** Maintenance mode as visitors see it. */
export const PublicMaintenanceSchema = z.object({
  enabled: z.boolean(),
  /** When staff expect to be back; null when they did not say. */
  endsAt: z.iso.datetime().nullable(),
  /** A note from staff for the maintenance page; null when none was written. */
  message: z.string().nullable(),
});
export type PublicMaintenance = z.infer<typeof PublicMaintenanceSchema>;

/** What the SPA needs before it renders: names, addresses, maintenance and sign-in options. */
export const SiteConfigSchema = z.object({
  appName: z.string(),
  supportEmail: z.string(),
  /**
   * Target of the countdown: the maintenance end date when one is set, else COUNTDOWN_END_DATE.
   * Passed on as configured; the client shows zeros when it is not a valid ISO 8601 date (spec §5).
   */
  countdownEndDate: z.string(),
  maintenance: PublicMaintenanceSchema,
  /** OAuth providers with configured credentials, i.e. the sign-in buttons worth showing. */
  oauthProviders: z.array(z.enum(['google', 'twitter'])),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;

/** Maintenance mode as staff see it. */
export const MaintenanceStateSchema = PublicMaintenanceSchema.extend({
  updatedAt: z.iso.datetime().nullable(),
  updatedByAdminId: z.uuid().nullable(),
});
export type MaintenanceState = z.infer<typeof MaintenanceStateSchema>;

/** PUT body: the whole maintenance state; an omitted end date or message clears it. */
export const UpdateMaintenanceRequestSchema = z.strictObject({
  enabled: z.boolean(),
  endsAt: z.iso.datetime({ offset: true }).nullable().optional(),
  message: z.string().trim().max(MAINTENANCE_MESSAGE_MAX_LENGTH).nullable().optional(),
});
export type UpdateMaintenanceRequest = z.infer<typeof UpdateMaintenanceRequestSchema>;

/** GET /site/config: public site configuration (cached by browsers for a few seconds). */
export const getSiteConfigEndpoint = defineEndpoint({
  method: 'GET',
  path: '/site/config',
  summary: 'Public site configuration: app name, support address, countdown, maintenance, providers',
  tags: ['site'],
  auth: 'public',
  response: SiteConfigSchema,
});

/** GET /admin/site/maintenance: the current maintenance state (SUPER_ADMIN and ADMIN). */
export const getMaintenanceEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/site/maintenance',
  summary: 'Current maintenance mode',
  tags: ['admin-site'],
  auth: 'admin',
  roles: MAINTENANCE_MANAGER_ROLES,
  response: MaintenanceStateSchema,
});

/**
 * PUT /admin/site/maintenance: switches maintenance mode (SUPER_ADMIN and ADMIN; audited). While it is
 * on, member-realm API calls answer 503 MAINTENANCE.
 */
export const updateMaintenanceEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/admin/site/maintenance',
  summary: 'Switch maintenance mode on or off, with an optional end date and message',
  tags: ['admin-site'],
  auth: 'admin',
  roles: MAINTENANCE_MANAGER_ROLES,
  body: UpdateMaintenanceRequestSchema,
  response: MaintenanceStateSchema,
});

import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { FourEyesThresholdsSchema } from '../models/money-approval.js';
import { MAINTENANCE_MANAGER_ROLES } from '../models/staff-access.js';
import { UpdateMaintenanceRequestSchema } from './site-settings.endpoints.js';

/** Longest site name staff can set. */
export const SITE_NAME_MAX_LENGTH = 60;

/** The site-wide settings as staff see and edit them on `/admin/settings`. */
export const AdminSettingsSchema = z.object({
  siteName: z.string(),
  supportEmail: z.string(),
  /** When false, sign-up answers 403 REGISTRATION_CLOSED; existing members still sign in. */
  registrationOpen: z.boolean(),
  maintenance: z.object({
    enabled: z.boolean(),
    endsAt: z.iso.datetime().nullable(),
    message: z.string().nullable(),
  }),
  /** Optimistic lock: send it back with a change; a stale one answers 409 SETTINGS_VERSION_STALE. */
  /** Money moves above these need a second staff member (decision 063). */
  fourEyes: FourEyesThresholdsSchema,
  version: z.number().int().min(0),
  updatedAt: z.iso.datetime().nullable(),
  updatedByAdminId: z.uuid().nullable(),
});
export type AdminSettings = z.infer<typeof AdminSettingsSchema>;

/** PUT /admin/settings body: every setting, and the version the editor started from. */
export const UpdateAdminSettingsRequestSchema = z.strictObject({
  version: z.number().int().min(0),
  siteName: z.string().trim().min(1).max(SITE_NAME_MAX_LENGTH),
  supportEmail: z.email().max(254),
  registrationOpen: z.boolean(),
  maintenance: UpdateMaintenanceRequestSchema,
  /** Omitted: the thresholds stay as they are. */
  fourEyes: FourEyesThresholdsSchema.optional(),
});
export type UpdateAdminSettingsRequest = z.infer<typeof UpdateAdminSettingsRequestSchema>;

/** GET /admin/settings (SUPER_ADMIN and ADMIN). */
export const getAdminSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/settings',
  summary: 'Site settings: name, support address, registration, maintenance',
  tags: ['admin-site'],
  auth: 'admin',
  roles: MAINTENANCE_MANAGER_ROLES,
  response: AdminSettingsSchema,
});

/** PUT /admin/settings (SUPER_ADMIN and ADMIN): saves all settings if `version` is current; audited. */
export const updateAdminSettingsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/admin/settings',
  summary: 'Save the site settings (optimistic version check)',
  tags: ['admin-site'],
  auth: 'admin',
  roles: MAINTENANCE_MANAGER_ROLES,
  body: UpdateAdminSettingsRequestSchema,
  response: AdminSettingsSchema,
});

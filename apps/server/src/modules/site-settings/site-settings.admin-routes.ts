import {
  getAdminSettingsEndpoint,
  getMaintenanceEndpoint,
  updateAdminSettingsEndpoint,
  updateMaintenanceEndpoint,
} from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { signedInAdmin } from '../admin-auth/require-admin.js';
import { getAdminSettings, updateAdminSettings } from './admin-settings.service.js';
import { getMaintenanceState, updateMaintenance } from './site-settings.service.js';

/** `/admin/site/maintenance` and `/admin/settings`: maintenance and the site settings (SUPER_ADMIN and ADMIN). */
export function registerSiteSettingsAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, getMaintenanceEndpoint, () => getMaintenanceState(deps));
  registerEndpoint(app, updateMaintenanceEndpoint, ({ body, request }) =>
    updateMaintenance(deps, { adminId: signedInAdmin(request).id, ip: request.ip }, body),
  );
  registerEndpoint(app, getAdminSettingsEndpoint, () => getAdminSettings(deps));
  registerEndpoint(app, updateAdminSettingsEndpoint, ({ body, request }) =>
    updateAdminSettings(deps, { adminId: signedInAdmin(request).id, ip: request.ip }, body),
  );
}

import {
  THEME_DEFAULTS,
  type MaintenanceState,
  type SiteConfig,
  type UpdateMaintenanceRequest,
} from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { oauthClientCredentials } from '../../lib/oauth-provider-config.js';
import {
  forgetMaintenance,
  readMaintenance,
  toMaintenanceState,
  toSnapshot,
  type MaintenanceSnapshot,
} from './maintenance-state.js';
import { findSiteSettings, lockSiteSettings, saveMaintenance } from './site-settings.repository.js';

/** Who changes a setting, for the audit log. */
export interface SettingsActor {
  adminId: string;
  ip: string;
}

const OAUTH_PROVIDERS = ['google', 'twitter'] as const;

/** GET /site/config: what the SPA needs before it renders. */
export async function getSiteConfig(deps: AppDeps): Promise<SiteConfig> {
  const maintenance = await readMaintenance(deps);
  const endsAt = maintenance.endsAt?.toISOString() ?? null;
  return {
    appName: maintenance.siteName ?? THEME_DEFAULTS.appName,
    supportEmail: maintenance.supportEmail ?? deps.config.SUPPORT_EMAIL,
    countdownEndDate: endsAt ?? deps.config.COUNTDOWN_END_DATE,
    maintenance: { enabled: maintenance.enabled, endsAt, message: maintenance.message },
    oauthProviders: OAUTH_PROVIDERS.filter((id) => oauthClientCredentials(deps.config, id) !== undefined),
  };
}

/** GET /admin/site/maintenance: the stored state, never a cached copy. */
export async function getMaintenanceState(deps: AppDeps): Promise<MaintenanceState> {
  return toMaintenanceState(toSnapshot(await findSiteSettings(deps.db)));
}

function auditAction(before: MaintenanceSnapshot, enabled: boolean): string {
  if (before.enabled === enabled) return 'maintenance.updated';
  return enabled ? 'maintenance.enabled' : 'maintenance.disabled';
}

/** PUT /admin/site/maintenance: replaces the maintenance state and audits the change in one transaction. */
export async function updateMaintenance(
  deps: AppDeps,
  actor: SettingsActor,
  body: UpdateMaintenanceRequest,
): Promise<MaintenanceState> {
  const values = {
    enabled: body.enabled,
    endsAt: body.endsAt ? new Date(body.endsAt) : null,
    message: body.message ? body.message : null,
    adminId: actor.adminId,
  };
  const row = await deps.db.transaction(async (tx) => {
    const before = toSnapshot(await lockSiteSettings(tx));
    const saved = await saveMaintenance(tx, values);
    await recordAuditEvent(tx, {
      actorAdminId: actor.adminId,
      action: auditAction(before, values.enabled),
      targetType: 'site_settings',
      targetId: 'maintenance',
      ip: actor.ip,
      details: {
        enabled: values.enabled,
        endsAt: values.endsAt?.toISOString() ?? null,
        message: values.message,
        previous: { enabled: before.enabled, endsAt: before.endsAt?.toISOString() ?? null },
      },
    });
    return saved;
  });
  forgetMaintenance(deps);
  return toMaintenanceState(toSnapshot(row));
}

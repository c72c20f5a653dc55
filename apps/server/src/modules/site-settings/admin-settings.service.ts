import { THEME_DEFAULTS, type AdminSettings, type UpdateAdminSettingsRequest } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { forgetMaintenance, toSnapshot, type MaintenanceSnapshot } from './maintenance-state.js';
import { findSiteSettings, saveSettingsIfVersion } from './site-settings.repository.js';
import type { SettingsActor } from './site-settings.service.js';

/** The settings in the contract's shape, defaults filled in. */
function toAdminSettings(deps: AppDeps, snapshot: MaintenanceSnapshot): AdminSettings {
  return {
    siteName: snapshot.siteName ?? THEME_DEFAULTS.appName,
    supportEmail: snapshot.supportEmail ?? deps.config.SUPPORT_EMAIL,
    registrationOpen: snapshot.registrationOpen,
    maintenance: {
      enabled: snapshot.enabled,
      endsAt: snapshot.endsAt?.toISOString() ?? null,
      message: snapshot.message,
    },
    fourEyes: snapshot.fourEyes,
    version: snapshot.version,
    updatedAt: snapshot.updatedAt?.toISOString() ?? null,
    updatedByAdminId: snapshot.updatedByAdminId,
  };
}

/** GET /admin/settings: the stored settings, never a cached copy. */
export async function getAdminSettings(deps: AppDeps): Promise<AdminSettings> {
  return toAdminSettings(deps, toSnapshot(await findSiteSettings(deps.db)));
}

/** The fields that changed, before and after, for the audit log. */
function changedFields(before: AdminSettings, after: AdminSettings): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const key of ['siteName', 'supportEmail', 'registrationOpen', 'maintenance', 'fourEyes'] as const) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      changes[key] = { from: before[key], to: after[key] };
    }
  }
  return changes;
}

/**
 * PUT /admin/settings: saves every setting when `version` is still current (else 409
 * SETTINGS_VERSION_STALE, nothing written) and audits what changed, in one transaction.
 */
export async function updateAdminSettings(
  deps: AppDeps,
  actor: SettingsActor,
  body: UpdateAdminSettingsRequest,
): Promise<AdminSettings> {
  const saved = await deps.db.transaction(async (tx) => {
    const before = toAdminSettings(deps, toSnapshot(await findSiteSettings(tx)));
    const row = await saveSettingsIfVersion(
      tx,
      {
        siteName: body.siteName,
        supportEmail: body.supportEmail,
        registrationOpen: body.registrationOpen,
        fourEyes: body.fourEyes ?? before.fourEyes,
        enabled: body.maintenance.enabled,
        endsAt: body.maintenance.endsAt ? new Date(body.maintenance.endsAt) : null,
        message: body.maintenance.message ? body.maintenance.message : null,
        adminId: actor.adminId,
      },
      body.version,
    );
    if (!row) throw new AppError('SETTINGS_VERSION_STALE');
    const after = toAdminSettings(deps, toSnapshot(row));
    await recordAuditEvent(tx, {
      actorAdminId: actor.adminId,
      action: 'settings.updated',
      targetType: 'site_settings',
      targetId: 'settings',
      ip: actor.ip,
      details: { version: row.version, changes: changedFields(before, after) },
    });
    return after;
  });
  forgetMaintenance(deps);
  return saved;
}

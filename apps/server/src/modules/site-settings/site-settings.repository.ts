import type { FourEyesThresholds } from '@streamit/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { siteSettings } from './site-settings.schema.js';

export type SiteSettingsRow = typeof siteSettings.$inferSelect;

/** What staff set when they switch maintenance mode. */
export interface MaintenanceValues {
  enabled: boolean;
  endsAt: Date | null;
  message: string | null;
  adminId: string;
}

/** The settings row, or undefined while nobody has changed anything. */
export async function findSiteSettings(db: Executor): Promise<SiteSettingsRow | undefined> {
  const [row] = await db.select().from(siteSettings);
  return row;
}

/** The settings row, locked until the transaction ends, so concurrent changes are audited in order. */
export async function lockSiteSettings(db: Executor): Promise<SiteSettingsRow | undefined> {
  const [row] = await db.select().from(siteSettings).for('update');
  return row;
}

/** Writes the maintenance columns of the one settings row, creating it on first use. */
export async function saveMaintenance(db: Executor, values: MaintenanceValues): Promise<SiteSettingsRow> {
  const columns = {
    maintenanceEnabled: values.enabled,
    maintenanceEndsAt: values.endsAt,
    maintenanceMessage: values.message,
    updatedByAdminId: values.adminId,
  };
  const [row] = await db
    .insert(siteSettings)
    .values({ id: 1, ...columns, version: 1 })
    .onConflictDoUpdate({
      target: siteSettings.id,
      set: { ...columns, updatedAt: sql`now()`, version: sql`${siteSettings.version} + 1` },
    })
    .returning();
  if (!row) throw new Error('site_settings upsert returned nothing');
  return row;
}

/** Everything `/admin/settings` saves. */
export interface SettingsValues extends MaintenanceValues {
  siteName: string;
  supportEmail: string;
  registrationOpen: boolean;
  fourEyes: FourEyesThresholds;
}

/**
 * Writes every setting if the stored version is still `expectedVersion` (0: never saved) and bumps it;
 * undefined when someone saved in between. One statement, so two editors can never both win.
 */
export async function saveSettingsIfVersion(
  db: Executor,
  values: SettingsValues,
  expectedVersion: number,
): Promise<SiteSettingsRow | undefined> {
  const columns = {
    maintenanceEnabled: values.enabled,
    maintenanceEndsAt: values.endsAt,
    maintenanceMessage: values.message,
    siteName: values.siteName,
    supportEmail: values.supportEmail,
    registrationOpen: values.registrationOpen,
    fourEyesPointsAbove: values.fourEyes.pointsAbove,
    fourEyesArtfiAbove: values.fourEyes.artfiAbove,
    updatedByAdminId: values.adminId,
  };
  if (expectedVersion === 0) {
    const [created] = await db
      .insert(siteSettings)
      .values({ id: 1, ...columns, version: 1 })
      .onConflictDoNothing()
      .returning();
    return created;
  }
  const [row] = await db
    .update(siteSettings)
    .set({ ...columns, updatedAt: sql`now()`, version: sql`${siteSettings.version} + 1` })
    .where(and(eq(siteSettings.id, 1), eq(siteSettings.version, expectedVersion)))
    .returning();
  return row;
}

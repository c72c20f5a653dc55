import { FOUR_EYES_DEFAULTS, type FourEyesThresholds } from '@streamit/contract';
import type { MaintenanceState } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { findSiteSettings, type SiteSettingsRow } from './site-settings.repository.js';

/**
 * How long a process trusts its copy of the maintenance switch. Every API request consults it, so it
 * is cached; the process that changes it forgets its copy at once, other processes within this time.
 */
const CACHE_TTL_MS = 5_000;

/** The site settings as stored (maintenance first), with dates as Date objects. */
export interface MaintenanceSnapshot {
  enabled: boolean;
  endsAt: Date | null;
  message: string | null;
  updatedAt: Date | null;
  updatedByAdminId: string | null;
  /** Null: the product's default name applies. */
  siteName: string | null;
  /** Null: SUPPORT_EMAIL applies. */
  supportEmail: string | null;
  registrationOpen: boolean;
  /** Four-eyes thresholds (decision 063). */
  fourEyes: FourEyesThresholds;
  version: number;
}

const OFF: MaintenanceSnapshot = {
  enabled: false,
  endsAt: null,
  message: null,
  updatedAt: null,
  updatedByAdminId: null,
  siteName: null,
  supportEmail: null,
  registrationOpen: true,
  fourEyes: { ...FOUR_EYES_DEFAULTS },
  version: 0,
};

// Keyed by the database handle, so test apps on different databases never share a copy.
interface CachedSnapshot {
  value: Promise<MaintenanceSnapshot>;
  // Set once the read has answered, so the per-request guard can decide without awaiting a promise.
  settled?: MaintenanceSnapshot;
  expiresAt: number;
}
const cache = new WeakMap<object, CachedSnapshot>();

/** The stored row as a snapshot; no row yet means maintenance is off. */
export function toSnapshot(row: SiteSettingsRow | undefined): MaintenanceSnapshot {
  if (!row) return OFF;
  return {
    enabled: row.maintenanceEnabled,
    endsAt: row.maintenanceEndsAt,
    message: row.maintenanceMessage,
    updatedAt: row.updatedAt,
    updatedByAdminId: row.updatedByAdminId,
    siteName: row.siteName,
    supportEmail: row.supportEmail,
    registrationOpen: row.registrationOpen,
    fourEyes: { pointsAbove: row.fourEyesPointsAbove, artfiAbove: row.fourEyesArtfiAbove },
    version: row.version,
  };
}

/** The maintenance switch, from this process's short-lived copy when it is fresh. */
export function readMaintenance(deps: Pick<AppDeps, 'db'>): Promise<MaintenanceSnapshot> {
  const cached = cache.get(deps.db);
  if (cached && cached.expiresAt > Date.now()) return cached.value;
  const value = findSiteSettings(deps.db).then(toSnapshot);
  const entry: CachedSnapshot = { value, expiresAt: Date.now() + CACHE_TTL_MS };
  cache.set(deps.db, entry);
  value.then(
    (snapshot) => {
      entry.settled = snapshot;
    },
    // A failed read is not remembered: the next request tries the database again.
    () => {
      if (cache.get(deps.db) === entry) cache.delete(deps.db);
    },
  );
  return value;
}

/** The maintenance switch when this process holds a fresh, already answered copy; else undefined. */
export function peekMaintenance(deps: Pick<AppDeps, 'db'>): MaintenanceSnapshot | undefined {
  const cached = cache.get(deps.db);
  return cached && cached.expiresAt > Date.now() ? cached.settled : undefined;
}

/** Drops this process's copy, after a change or when a test needs the database's word. */
export function forgetMaintenance(deps: Pick<AppDeps, 'db'>): void {
  cache.delete(deps.db);
}

/** A snapshot in the contract's shape (ISO dates). */
export function toMaintenanceState(snapshot: MaintenanceSnapshot): MaintenanceState {
  return {
    enabled: snapshot.enabled,
    endsAt: snapshot.endsAt?.toISOString() ?? null,
    message: snapshot.message,
    updatedAt: snapshot.updatedAt?.toISOString() ?? null,
    updatedByAdminId: snapshot.updatedByAdminId,
  };
}

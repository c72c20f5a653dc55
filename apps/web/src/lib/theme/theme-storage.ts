import { STORAGE_KEYS } from '@streamit/contract';
import { parseThemeSettings, type ThemeSettings, type ThemeStorageChoice } from './theme-settings';

type StoredArea = Exclude<ThemeStorageChoice, 'none'>;

// Storage can be missing or throw (privacy modes, sandboxed frames); settings then last for the page only.
function getArea(area: StoredArea): Storage | null {
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function readArea(area: StoredArea): ThemeSettings | null {
  const raw = getArea(area)?.getItem(STORAGE_KEYS.theme);
  if (raw == null) return null;
  try {
    const settings = parseThemeSettings(JSON.parse(raw));
    // Settings count only in the area they chose; a leftover elsewhere is stale.
    return settings?.storage === area ? settings : null;
  } catch {
    return null;
  }
}

/** Reads saved settings (local storage first, then session storage), or null when none are usable. */
export function readStoredThemeSettings(): ThemeSettings | null {
  return readArea('local') ?? readArea('session');
}

/** Saves all settings under the one theme key in the chosen area, and removes them from the other. */
export function saveThemeSettings(settings: ThemeSettings): void {
  for (const area of ['local', 'session'] as const) {
    const storage = getArea(area);
    try {
      if (settings.storage === area) storage?.setItem(STORAGE_KEYS.theme, JSON.stringify(settings));
      else storage?.removeItem(STORAGE_KEYS.theme);
    } catch {
      // A full or blocked storage keeps the settings for this page only.
    }
  }
}

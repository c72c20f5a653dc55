import { STORAGE_KEYS } from '@streamit/contract';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_THEME_SETTINGS,
  getDefaultThemeSettings,
  parseThemeSettings,
  type ThemeSettings,
} from './theme-settings';
import { readStoredThemeSettings, saveThemeSettings } from './theme-storage';

const DARK_RTL: ThemeSettings = { ...DEFAULT_THEME_SETTINGS, colorScheme: 'dark', direction: 'rtl' };

function stored(area: Storage): unknown {
  const raw = area.getItem(STORAGE_KEYS.theme);
  return raw === null ? null : JSON.parse(raw);
}

describe('theme settings storage', () => {
  it('has the spec defaults: StreamIt, ltr, light, container-fluid, Inter, kept in session storage', () => {
    expect(DEFAULT_THEME_SETTINGS).toMatchObject({
      appName: 'StreamIt',
      direction: 'ltr',
      colorScheme: 'light',
      pageLayout: 'container-fluid',
      fontFamily: 'Inter',
      storage: 'session',
    });
  });

  it('keeps every setting under the one theme key in session storage by default', () => {
    saveThemeSettings(DARK_RTL);
    expect(stored(window.sessionStorage)).toEqual(DARK_RTL);
    expect(stored(window.localStorage)).toBeNull();
    expect(readStoredThemeSettings()).toEqual(DARK_RTL);
  });

  it('moves the settings to local storage when asked, and removes the session copy', () => {
    saveThemeSettings(DARK_RTL);
    saveThemeSettings({ ...DARK_RTL, storage: 'local' });
    expect(stored(window.localStorage)).toEqual({ ...DARK_RTL, storage: 'local' });
    expect(stored(window.sessionStorage)).toBeNull();
    expect(readStoredThemeSettings()?.storage).toBe('local');
  });

  it("keeps nothing when the choice is 'none'", () => {
    saveThemeSettings({ ...DARK_RTL, storage: 'local' });
    saveThemeSettings({ ...DARK_RTL, storage: 'none' });
    expect(stored(window.localStorage)).toBeNull();
    expect(stored(window.sessionStorage)).toBeNull();
    expect(readStoredThemeSettings()).toBeNull();
  });

  it('reads unparsable or non-object storage as nothing stored (so the defaults apply)', () => {
    window.sessionStorage.setItem(STORAGE_KEYS.theme, '{broken');
    expect(readStoredThemeSettings()).toBeNull();
    window.sessionStorage.setItem(STORAGE_KEYS.theme, '"dark"');
    expect(readStoredThemeSettings()).toBeNull();
  });

  it('falls back field by field: an unknown colour theme or font size takes its default', () => {
    const settings = parseThemeSettings({ ...DARK_RTL, colorTheme: 'neon', fontSize: 99, sidebar: 'wide' });
    expect(settings).toEqual({
      ...DARK_RTL,
      colorTheme: 'dark',
      fontSize: 'medium',
      sidebar: DEFAULT_THEME_SETTINGS.sidebar,
    });
  });

  it('ignores a copy stored in the area it did not choose', () => {
    window.localStorage.setItem(STORAGE_KEYS.theme, JSON.stringify({ ...DARK_RTL, storage: 'session' }));
    expect(readStoredThemeSettings()).toBeNull();
  });

  it('starts right to left by default for an Arabic interface', () => {
    expect(getDefaultThemeSettings('rtl')).toEqual({ ...DEFAULT_THEME_SETTINGS, direction: 'rtl' });
  });
});

import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { getCurrentTextDirection, getTextDirection, i18n } from '../../i18n/i18n';
import { applyThemeToDocument, DARK_SCHEME_QUERY, systemPrefersDark } from './apply-theme';
import { ThemeContext, type ThemeContextValue } from './theme-context';
import { getDefaultThemeSettings, type ThemeSettings } from './theme-settings';
import { readStoredThemeSettings, saveThemeSettings } from './theme-storage';

/** The settings to start with: what is stored, else the defaults. */
export function readInitialThemeSettings(): ThemeSettings {
  return readStoredThemeSettings() ?? getDefaultThemeSettings(getCurrentTextDirection());
}

// 'auto' follows the system scheme live, not only at load.
function useSystemDarkPreference(): boolean {
  const [prefersDark, setPrefersDark] = useState(systemPrefersDark);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(DARK_SCHEME_QUERY);
    const onChange = (): void => {
      setPrefersDark(query.matches);
    };
    query.addEventListener('change', onChange);
    return () => {
      query.removeEventListener('change', onChange);
    };
  }, []);
  return prefersDark;
}

// Switching the language also switches the direction to the new language's own.
function useDirectionFollowsLanguage(update: (patch: Partial<ThemeSettings>) => void): void {
  useEffect(() => {
    const onLanguage = (language: string): void => {
      update({ direction: getTextDirection(language) });
    };
    i18n.on('languageChanged', onLanguage);
    return () => {
      i18n.off('languageChanged', onLanguage);
    };
  }, [update]);
}

/** Holds the theme settings, applies them to the document and saves them per the storage choice. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState(readInitialThemeSettings);
  const prefersDark = useSystemDarkPreference();
  const updateSettings = useCallback((patch: Partial<ThemeSettings>) => {
    setSettings((current) => ({ ...current, ...patch }));
  }, []);
  const resetSettings = useCallback(() => {
    setSettings(getDefaultThemeSettings(getCurrentTextDirection()));
  }, []);
  const value = useMemo<ThemeContextValue>(
    () => ({ settings, updateSettings, resetSettings }),
    [settings, updateSettings, resetSettings],
  );
  useDirectionFollowsLanguage(updateSettings);
  useEffect(() => {
    applyThemeToDocument(settings, prefersDark);
    saveThemeSettings(settings);
  }, [settings, prefersDark]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

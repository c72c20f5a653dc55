import { applyDocumentDirection } from '../document-direction';
import type { ThemeSettings } from './theme-settings';

/** Media query of the system's dark preference, followed live by the 'auto' colour scheme. */
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/** The scheme the page shows: 'auto' resolves to the system preference. */
export function resolveColorScheme(settings: ThemeSettings, systemPrefersDark: boolean): 'light' | 'dark' {
  if (settings.colorScheme === 'auto') return systemPrefersDark ? 'dark' : 'light';
  return settings.colorScheme;
}

/** Tells whether the system currently prefers a dark scheme. */
export function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_SCHEME_QUERY).matches;
}

// The stylesheets read these attributes on <html>; themes change variables only, never layout.
function getThemeAttributes(settings: ThemeSettings, scheme: 'light' | 'dark'): Record<string, string> {
  return {
    'data-bs-theme': scheme,
    'data-si-theme': settings.colorTheme,
    'data-si-font-size': settings.fontSize,
    'data-si-layout': settings.pageLayout,
    'data-si-header': settings.headerStyle,
    'data-si-card': settings.cardStyle,
    'data-si-sidebar': settings.sidebar.tone,
    'data-si-sidebar-compact': String(settings.sidebar.compact),
    'data-si-footer': settings.footerStyle,
    'data-si-font': settings.fontFamily,
  };
}

function setColorSchemeMeta(scheme: 'light' | 'dark'): void {
  document.querySelector('meta[name="color-scheme"]')?.setAttribute('content', scheme);
}

/** Applies every theme setting to the document: attributes on <html>, direction and its Bootstrap build. */
export function applyThemeToDocument(settings: ThemeSettings, prefersDark: boolean): void {
  const scheme = resolveColorScheme(settings, prefersDark);
  const root = document.documentElement;
  for (const [name, value] of Object.entries(getThemeAttributes(settings, scheme))) {
    root.setAttribute(name, value);
  }
  setColorSchemeMeta(scheme);
  applyDocumentDirection(settings.direction);
}

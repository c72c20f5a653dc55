import { COLOUR_THEMES, THEME_DEFAULTS } from '@streamit/contract';

/** Options of each customizer setting (spec §3 theme settings). */
export const THEME_OPTIONS = {
  direction: ['ltr', 'rtl'],
  colorScheme: ['light', 'dark', 'auto'],
  colorTheme: COLOUR_THEMES,
  fontSize: ['small', 'medium', 'large'],
  pageLayout: ['container', 'container-fluid'],
  headerStyle: ['solid', 'glass', 'elevated'],
  cardStyle: ['bordered', 'shadow', 'flat'],
  sidebarTone: ['default', 'dark'],
  footerStyle: ['canvas', 'plain'],
  fontFamily: ['Inter', 'system', 'serif'],
  storage: ['local', 'session', 'none'],
} as const;

/** Longest app name the customizer accepts. */
export const MAX_APP_NAME_LENGTH = 40;

/** Spec §3 theme settings, plus where they are kept (spec §4: session storage by default). */
export interface ThemeSettings {
  appName: string;
  direction: (typeof THEME_OPTIONS.direction)[number];
  colorScheme: (typeof THEME_OPTIONS.colorScheme)[number];
  colorTheme: (typeof THEME_OPTIONS.colorTheme)[number];
  fontSize: (typeof THEME_OPTIONS.fontSize)[number];
  pageLayout: (typeof THEME_OPTIONS.pageLayout)[number];
  headerStyle: (typeof THEME_OPTIONS.headerStyle)[number];
  cardStyle: (typeof THEME_OPTIONS.cardStyle)[number];
  sidebar: { tone: (typeof THEME_OPTIONS.sidebarTone)[number]; compact: boolean };
  footerStyle: (typeof THEME_OPTIONS.footerStyle)[number];
  fontFamily: (typeof THEME_OPTIONS.fontFamily)[number];
  storage: (typeof THEME_OPTIONS.storage)[number];
}

/** Where theme settings are kept: local storage, session storage, or nowhere. */
export type ThemeStorageChoice = ThemeSettings['storage'];

/** Spec defaults (StreamIt, ltr, light, container-fluid, Inter); the rest is the StreamIt look. */
export const DEFAULT_THEME_SETTINGS: ThemeSettings = {
  appName: THEME_DEFAULTS.appName,
  direction: THEME_DEFAULTS.direction,
  colorScheme: THEME_DEFAULTS.colorScheme,
  colorTheme: 'dark',
  fontSize: 'medium',
  pageLayout: THEME_DEFAULTS.pageLayout,
  headerStyle: 'solid',
  cardStyle: 'bordered',
  sidebar: { tone: 'default', compact: false },
  footerStyle: 'canvas',
  fontFamily: THEME_DEFAULTS.fontFamily,
  storage: 'session',
};

const D = DEFAULT_THEME_SETTINGS;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pick<T extends string>(value: unknown, options: readonly T[], fallback: T): T {
  return options.find((option) => option === value) ?? fallback;
}

function readAppName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  return name.length >= 1 && name.length <= MAX_APP_NAME_LENGTH ? name : D.appName;
}

function readSidebar(value: unknown): ThemeSettings['sidebar'] {
  if (!isRecord(value)) return D.sidebar;
  const compact = typeof value.compact === 'boolean' ? value.compact : D.sidebar.compact;
  return { tone: pick(value.tone, THEME_OPTIONS.sidebarTone, D.sidebar.tone), compact };
}

// Each field falls back on its own: one bad or outdated value does not throw away the other choices. Checked by
// hand, not with zod: the theme is read before the first render of every page.
/** Reads stored settings: each unknown or invalid field takes its default; a non-object gives null. */
export function parseThemeSettings(value: unknown): ThemeSettings | null {
  if (!isRecord(value)) return null;
  return {
    appName: readAppName(value.appName),
    direction: pick(value.direction, THEME_OPTIONS.direction, D.direction),
    colorScheme: pick(value.colorScheme, THEME_OPTIONS.colorScheme, D.colorScheme),
    colorTheme: pick(value.colorTheme, THEME_OPTIONS.colorTheme, D.colorTheme),
    fontSize: pick(value.fontSize, THEME_OPTIONS.fontSize, D.fontSize),
    pageLayout: pick(value.pageLayout, THEME_OPTIONS.pageLayout, D.pageLayout),
    headerStyle: pick(value.headerStyle, THEME_OPTIONS.headerStyle, D.headerStyle),
    cardStyle: pick(value.cardStyle, THEME_OPTIONS.cardStyle, D.cardStyle),
    sidebar: readSidebar(value.sidebar),
    footerStyle: pick(value.footerStyle, THEME_OPTIONS.footerStyle, D.footerStyle),
    fontFamily: pick(value.fontFamily, THEME_OPTIONS.fontFamily, D.fontFamily),
    storage: pick(value.storage, THEME_OPTIONS.storage, D.storage),
  };
}

/** The defaults, with the direction of the interface language (ltr for English, the spec's default). */
export function getDefaultThemeSettings(languageDirection: ThemeSettings['direction']): ThemeSettings {
  return { ...DEFAULT_THEME_SETTINGS, direction: languageDirection };
}

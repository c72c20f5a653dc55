import { COLOUR_THEMES, THEME_DEFAULTS } from '@streamit/contract';
import { z } from 'zod';

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

// Each field falls back on its own: one bad or outdated value does not throw away the other choices.
const ThemeSettingsSchema = z.object({
  appName: z.string().trim().min(1).max(MAX_APP_NAME_LENGTH).catch(D.appName),
  direction: z.enum(THEME_OPTIONS.direction).catch(D.direction),
  colorScheme: z.enum(THEME_OPTIONS.colorScheme).catch(D.colorScheme),
  colorTheme: z.enum(THEME_OPTIONS.colorTheme).catch(D.colorTheme),
  fontSize: z.enum(THEME_OPTIONS.fontSize).catch(D.fontSize),
  pageLayout: z.enum(THEME_OPTIONS.pageLayout).catch(D.pageLayout),
  headerStyle: z.enum(THEME_OPTIONS.headerStyle).catch(D.headerStyle),
  cardStyle: z.enum(THEME_OPTIONS.cardStyle).catch(D.cardStyle),
  sidebar: z
    .object({
      tone: z.enum(THEME_OPTIONS.sidebarTone).catch(D.sidebar.tone),
      compact: z.boolean().catch(D.sidebar.compact),
    })
    .catch(D.sidebar),
  footerStyle: z.enum(THEME_OPTIONS.footerStyle).catch(D.footerStyle),
  fontFamily: z.enum(THEME_OPTIONS.fontFamily).catch(D.fontFamily),
  storage: z.enum(THEME_OPTIONS.storage).catch(D.storage),
});

/** Reads stored settings: each unknown or invalid field takes its default; a non-object gives null. */
export function parseThemeSettings(value: unknown): ThemeSettings | null {
  const parsed = ThemeSettingsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The defaults, with the direction of the interface language (ltr for English, the spec's default). */
export function getDefaultThemeSettings(languageDirection: ThemeSettings['direction']): ThemeSettings {
  return { ...DEFAULT_THEME_SETTINGS, direction: languageDirection };
}

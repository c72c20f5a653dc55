import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { applyDocumentLanguage, type TextDirection } from '../lib/document-direction';
import { ar, en } from './catalogues';

/** Languages the interface ships in; English is the fallback. */
export const SUPPORTED_LANGUAGES = ['en', 'ar'] as const;
/** One of the supported interface languages. */
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

// The interface language is a browser preference of this app only, so it lives next to the contract's keys.
const LANGUAGE_STORAGE_KEY = 'streamit.language';
const RTL_LANGUAGES: ReadonlySet<Language> = new Set(['ar']);

/** The app's i18next instance, wired into react-i18next. */
export const i18n = i18next.createInstance();

function isLanguage(value: string | null | undefined): value is Language {
  return SUPPORTED_LANGUAGES.some((language) => language === value);
}

/** Writing direction of a language; anything unknown reads left to right. */
export function getTextDirection(language: string): TextDirection {
  return isLanguage(language) && RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}

/** The current interface language. */
export function getCurrentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
}

function readPreferredLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage may be blocked; fall back to the browser's language.
  }
  return navigator.language.toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

/** Switches the interface language, remembers the choice, and flips the page direction with it. */
export async function changeLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Without storage the choice lasts for this page only.
  }
  await i18n.changeLanguage(language);
}

/** The interface language's writing direction; the theme follows it when the language changes. */
export function getCurrentTextDirection(): TextDirection {
  return getTextDirection(getCurrentLanguage());
}

i18n.on('languageChanged', (language) => {
  applyDocumentLanguage(isLanguage(language) ? language : 'en');
});

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, ar: { translation: ar } },
  lng: readPreferredLanguage(),
  fallbackLng: 'en',
  supportedLngs: SUPPORTED_LANGUAGES,
  interpolation: { escapeValue: false },
  initAsync: false,
});

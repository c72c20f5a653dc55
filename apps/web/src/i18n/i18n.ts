import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { applyDocumentLanguage, type TextDirection } from '../lib/document-direction';
import { LANGUAGE_STORAGE_KEY, readPreferredLanguage } from './preferred-language';

/** Languages the interface ships in; English is the fallback. */
export const SUPPORTED_LANGUAGES = ['en', 'ar'] as const;
/** One of the supported interface languages. */
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

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

// Each language is its own chunk, fetched when first needed: a page carries only the active language's strings,
// and switching language loads the other one before the interface re-renders in it.
const CATALOGUE_LOADERS: Record<Language, () => Promise<ResourceKey>> = {
  en: () => import('./en.catalogue').then((module) => module.en),
  ar: () => import('./ar.catalogue').then((module) => module.ar),
};

/** An i18next backend that reads the catalogues from the app's own lazily loaded chunks. */
const catalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    const load = isLanguage(language) ? CATALOGUE_LOADERS[language] : undefined;
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (catalogue) => {
        callback(null, catalogue);
      },
      (error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)), null);
      },
    );
  },
};

/** Resolves once the preferred language's catalogue is loaded: render the app after it. */
export const i18nReady: Promise<unknown> = i18n
  .use(catalogueBackend)
  .use(initReactI18next)
  .init({
    lng: readPreferredLanguage(),
    // Arabic is typed as the English catalogue (a missing key fails the build), so it needs no fallback, and an
    // Arabic page never downloads the English strings.
    fallbackLng: false,
    supportedLngs: SUPPORTED_LANGUAGES,
    load: 'currentOnly',
    // Start loading now, not from a setTimeout(0): the first render waits on this, and a page whose timers are
    // paused (a frozen clock in the countdown tests, a throttled background tab) must still render.
    initAsync: false,
    interpolation: { escapeValue: false },
  });

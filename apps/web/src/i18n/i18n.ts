import type { TFunction } from 'i18next';
import { applyDocumentLanguage, type TextDirection } from '../lib/document-direction';
import { CATALOGUE_LOADERS, listBootParts, type CataloguePart } from './catalogue-parts';
import { SUPPORTED_LANGUAGES, type Language } from './languages';
import { LANGUAGE_STORAGE_KEY, readPreferredLanguage } from './preferred-language';
import { createTranslate } from './translate';

export { SUPPORTED_LANGUAGES, type Language } from './languages';

const RTL_LANGUAGES: ReadonlySet<Language> = new Set(['ar']);

type LanguageListener = (language: Language) => void;

interface TranslationState {
  readonly language: Language;
  readonly strings: Readonly<Record<string, unknown>>;
  readonly parts: ReadonlySet<CataloguePart>;
  // i18next's key-checked signature over the in-house formatter: a key outside the English catalogue fails the build.
  readonly t: TFunction;
}

function createState(language: Language, strings: Record<string, unknown>, parts: Set<CataloguePart>) {
  const t = createTranslate(strings, language) as unknown as TFunction;
  return { language, strings, parts, t } satisfies TranslationState;
}

let state: TranslationState = createState(readPreferredLanguage(), {}, new Set());
// Parts the app has asked for so far: a language switch loads all of them in the new language.
const wantedParts = new Set<CataloguePart>();
let languageRequest = 0;
const languageListeners = new Set<LanguageListener>();
const changeListeners = new Set<() => void>();

function isLanguage(value: string | null | undefined): value is Language {
  return SUPPORTED_LANGUAGES.some((language) => language === value);
}

async function loadStrings(language: Language, parts: Iterable<CataloguePart>) {
  const loaded = await Promise.all([...parts].map((part) => CATALOGUE_LOADERS[language][part]()));
  return Object.assign({}, ...loaded) as Record<string, unknown>;
}

function publish(next: TranslationState): void {
  state = next;
  for (const listener of changeListeners) listener();
}

/** Loads a part of the catalogue (docs/decisions/032-home-page-under-150-kb.md) in the active language. */
export async function loadCataloguePart(part: CataloguePart): Promise<void> {
  wantedParts.add(part);
  if (state.parts.has(part)) return;
  const { language } = state;
  const strings = await loadStrings(language, [part]);
  // A language switch that finished meanwhile loads the wanted parts itself.
  if (state.language !== language || state.parts.has(part)) return;
  publish(createState(language, { ...state.strings, ...strings }, new Set([...state.parts, part])));
}

async function switchLanguage(language: Language): Promise<void> {
  const request = ++languageRequest;
  const parts = new Set(wantedParts);
  const strings = await loadStrings(language, parts);
  if (request !== languageRequest) return;
  publish(createState(language, strings, parts));
  applyDocumentLanguage(language);
  for (const listener of languageListeners) listener(language);
  // A part asked for while this language was loading arrives now.
  await Promise.all([...wantedParts].filter((part) => !parts.has(part)).map(loadCataloguePart));
}

/** The interface's translations: the active language, its t(), and word when either changes. */
export const i18n = {
  get language(): Language {
    return state.language;
  },
  get t(): TFunction {
    return state.t;
  },
  /** Loads every part asked for so far in `language`, then re-renders the interface in it. */
  changeLanguage: switchLanguage,
  on(_event: 'languageChanged', listener: LanguageListener): void {
    languageListeners.add(listener);
  },
  off(_event: 'languageChanged', listener: LanguageListener): void {
    languageListeners.delete(listener);
  },
  /** Calls `listener` whenever the language or the loaded strings change (useSyncExternalStore's subscribe). */
  subscribe(listener: () => void): () => void {
    changeListeners.add(listener);
    return () => {
      changeListeners.delete(listener);
    };
  },
};

/** Writing direction of a language; anything unknown reads left to right. */
export function getTextDirection(language: string): TextDirection {
  return isLanguage(language) && RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}

/** The current interface language. */
export function getCurrentLanguage(): Language {
  return state.language;
}

/** Switches the interface language, remembers the choice, and flips the page direction with it. */
export async function changeLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Without storage the choice lasts for this page only.
  }
  await switchLanguage(language);
}

/** The interface language's writing direction; the theme follows it when the language changes. */
export function getCurrentTextDirection(): TextDirection {
  return getTextDirection(getCurrentLanguage());
}

/** Resolves once the strings the first page needs are in, in the preferred language: render the app after it. */
export const i18nReady: Promise<void> = (async () => {
  for (const part of listBootParts(window.location.pathname)) wantedParts.add(part);
  await switchLanguage(state.language);
})();

// No imports on purpose: the boot preloader (boot-preload.ts) reads the language before the app's code arrives.

/** The interface language key of this app's own browser storage. */
export const LANGUAGE_STORAGE_KEY = 'streamit.language';

/** The stored interface language, else the browser's: 'ar' for an Arabic browser, 'en' otherwise. */
export function readPreferredLanguage(): 'en' | 'ar' {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (stored === 'en' || stored === 'ar') return stored;
  } catch {
    // Storage may be blocked; fall back to the browser's language.
  }
  return navigator.language.toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

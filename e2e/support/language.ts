import { expect, type Page } from '@playwright/test';

const THEME_KEY = 'streamit.theme';

/**
 * Stores the interface language on the page's origin as the language switch does: the language, and the direction
 * of the theme the origin stored (switching the language switches the direction to the language's own). It first
 * waits for the app to have saved its theme, which its theme provider does in an effect after the first render: a
 * `goto` can resolve before that, and a save landing after this one would put the old language's direction back.
 */
export async function storeLanguage(page: Page, lang: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          (key) => (localStorage.getItem(key) ?? sessionStorage.getItem(key)) !== null,
          THEME_KEY,
        ),
      {
        message: 'the app saved its theme settings (default storage: the session)',
        timeout: 15_000,
      },
    )
    .toBe(true);
  await page.evaluate(
    ({ key, value }) => {
      localStorage.setItem('streamit.language', value);
      for (const area of [localStorage, sessionStorage]) {
        const stored = area.getItem(key);
        if (stored === null) continue;
        const theme = JSON.parse(stored) as Record<string, unknown>;
        area.setItem(key, JSON.stringify({ ...theme, direction: value === 'ar' ? 'rtl' : 'ltr' }));
      }
    },
    { key: THEME_KEY, value: lang },
  );
}

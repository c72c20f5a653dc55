import type { Page } from '@playwright/test';

/**
 * Stores the interface language on the page's origin as the language switch does: the language, and the direction
 * of a theme the origin already stored (switching the language switches the direction to the language's own).
 */
export async function storeLanguage(page: Page, lang: string): Promise<void> {
  await page.evaluate((value) => {
    localStorage.setItem('streamit.language', value);
    for (const area of [localStorage, sessionStorage]) {
      const stored = area.getItem('streamit.theme');
      if (stored === null) continue;
      const theme = JSON.parse(stored) as Record<string, unknown>;
      area.setItem('streamit.theme', JSON.stringify({ ...theme, direction: value === 'ar' ? 'rtl' : 'ltr' }));
    }
  }, lang);
}

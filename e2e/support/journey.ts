import { expect, type Page } from '@playwright/test';
import { adminOrigin } from './environment.js';
import { storeLanguage } from './language.js';
import { expectNoSeriousViolations } from './shell.js';

/** The two reading directions and the two widths every journey is walked at (issue 26). */
export type JourneyLanguage = 'en' | 'ar';

/**
 * The language × width pairs a journey's full walk does not cover: the full walks run in English at 1440 px
 * and in Arabic at 390 px, these short passes revisit each person's key screens in the other two pairs.
 */
export const OTHER_PAIRS = [
  ['en', 390],
  ['ar', 1440],
] as const;

/**
 * Chooses the interface language the way the language switch does, before the app reads it, on the member site
 * and on the admin origin: storage is per origin (decision 091), and a walk may cross from one to the other.
 */
export async function chooseLanguage(page: Page, lang: JourneyLanguage): Promise<void> {
  for (const start of [`${adminOrigin()}/about`, '/about']) {
    await page.goto(start);
    await storeLanguage(page, lang);
  }
}

/** Nothing sticks out sideways: the page is no wider than the window (no sideways scroll on a phone). */
export async function expectFitsWidth(page: Page, label: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `sideways overflow on ${label}`).toBeLessThanOrEqual(0);
}

/** A figure as a number, whatever digits and separators the language writes it with. */
export function digitsOf(text: string): number {
  const latin = text.replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));
  return Number(latin.replace(/\D/g, ''));
}

/** One key screen of a short pass: where it is and, when a test knows it, the main heading per language. */
export interface KeyScreen {
  path: string;
  heading?: Record<JourneyLanguage, string | RegExp>;
}

/** Letters of the language's script: Arabic for Arabic, Latin for English. */
const SCRIPT: Record<JourneyLanguage, RegExp> = { en: /[A-Za-z]/, ar: /[\u0600-\u06FF]/ };
/** A translation key shown instead of its text, e.g. `adminMaintenance.filters.values.BASIC`. */
const RAW_KEY = /(?<![\w@/.-])[a-z][A-Za-z]+(?:\.[A-Za-z][A-Za-z0-9]*){2,}(?![\w@/-])/;

/** The page's main heading is there, in the language's own script, and no raw translation key shows. */
async function expectInLanguage(page: Page, lang: JourneyLanguage, screen: KeyScreen): Promise<void> {
  const heading = page.getByRole('heading', {
    level: 1,
    ...(screen.heading ? { name: screen.heading[lang] } : {}),
  });
  await expect(heading.first()).toBeVisible();
  await expect(heading.first()).toHaveText(SCRIPT[lang]);
  expect(await page.locator('body').innerText()).not.toMatch(RAW_KEY);
}

/**
 * The short pass over a person's key screens in the pairs the full walk leaves out: each screen opens in
 * that language and width, shows its heading in that language's script, fits the width and has no serious
 * axe violation. The session must already be in the browser.
 */
export async function walkKeyScreens(page: Page, screens: readonly KeyScreen[]): Promise<void> {
  for (const [lang, width] of OTHER_PAIRS) {
    await page.setViewportSize({ width, height: 900 });
    await chooseLanguage(page, lang);
    for (const screen of screens) {
      const label = `${screen.path} (${lang}, ${width} px)`;
      await page.goto(screen.path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expectInLanguage(page, lang, screen);
      await expectFitsWidth(page, label);
      await expectNoSeriousViolations(page, label);
    }
  }
}

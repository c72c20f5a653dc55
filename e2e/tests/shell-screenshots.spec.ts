import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REPO_ROOT } from '../support/environment.js';

const SCREENSHOT_DIR = path.join(REPO_ROOT, 'e2e', 'artifacts', 'screenshots');
const WIDTHS = [390, 1440] as const;
const DIRECTIONS = [
  { id: 'ltr', language: 'en' },
  { id: 'rtl', language: 'ar' },
] as const;
const SCHEMES = ['light', 'dark'] as const;

test.describe('home page screenshots (test artefacts in e2e/artifacts/screenshots)', () => {
  test.beforeAll(() => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
  });

  for (const width of WIDTHS) {
    for (const direction of DIRECTIONS) {
      for (const scheme of SCHEMES) {
        const name = `home-${String(width)}-${direction.id}-${scheme}`;
        test(name, async ({ page }) => {
          await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
          await page.addInitScript(
            ([language, colorScheme, dir]) => {
              window.localStorage.setItem('streamit.language', language);
              window.sessionStorage.setItem(
                'streamit.theme',
                JSON.stringify({ colorScheme, direction: dir, storage: 'session' }),
              );
            },
            [direction.language, scheme, direction.id] as const,
          );
          await page.goto('/');
          await expect(page.locator('html')).toHaveAttribute('dir', direction.id);
          await expect(page.locator('html')).toHaveAttribute('data-bs-theme', scheme);
          // Wait for the category cards, so the shot shows the page as people see it.
          await expect(page.locator('.category-card').first()).toBeVisible();
          await page.evaluate(() => document.fonts.ready);
          const file = path.join(SCREENSHOT_DIR, `${name}.png`);
          await page.screenshot({ path: file, fullPage: true });
          await test.info().attach(name, { path: file, contentType: 'image/png' });
        });
      }
    }
  }
});

import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import expectations from './shell-expectations.json' with { type: 'json' };

/** Viewport widths around the xl breakpoint (spec §9): the drawer below 1200 px, the bar from 1200 px. */
export const WIDTH_BELOW_XL = 1199;
export const WIDTH_XL = 1200;

/** Every shell page a guest can open, with the heading it shows. */
export const GUEST_SHELL_PAGES: readonly (readonly [path: string, heading: string])[] = [
  ['/', 'Stories of art and culture, streaming now'],
  ...(expectations.guestPages as [string, string][]),
  ['/maintenance', "We're Getting Ready to Unveil Something New"],
  ['/newsletter/confirm?token=abcdefghijklmnopqrstuvwxyz', 'Confirm your subscription'],
  ['/no/such/page', 'Page not found'],
];

/** Opens a page and waits until its main heading is there. */
export async function openPage(page: Page, path: string, heading?: string): Promise<void> {
  await page.goto(path);
  const title = page.getByRole('heading', { level: 1, ...(heading ? { name: heading, exact: true } : {}) });
  await expect(title.first()).toBeVisible();
}

/** The desktop bar's group button of that name. */
export function groupButton(page: Page, name: string): Locator {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name, exact: true });
}

/** "Label → href" of every link inside `container`, labels without the hidden new-tab note. */
export async function summarizeLinks(container: Locator): Promise<string[]> {
  return container.locator('a').evaluateAll((links) =>
    links.map((link) => {
      const label = link.querySelector('.nav-label')?.textContent ?? link.textContent;
      return `${label.trim()} → ${link.getAttribute('href') ?? ''}`;
    }),
  );
}

/** Opens a desktop group and answers its links. */
export async function readGroup(page: Page, name: string): Promise<string[]> {
  const button = groupButton(page, name);
  await button.click();
  const list = page.locator(`#${(await button.getAttribute('aria-controls')) ?? ''}`);
  await expect(list).toBeVisible();
  const links = await summarizeLinks(list);
  await page.keyboard.press('Escape');
  return links;
}

/** Runs axe-core (WCAG 2.x A and AA rules) and fails with a readable list on serious or critical violations. */
export async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${String(violation.impact)}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious, `axe on ${label}`).toEqual([]);
}

/** The page's vertical scroll position after scrolling the window to `y`. */
export async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => {
    window.scrollTo({ top, behavior: 'instant' });
  }, y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
}

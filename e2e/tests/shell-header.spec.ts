import { expect, test } from '@playwright/test';
import {
  groupButton,
  openPage,
  readGroup,
  summarizeLinks,
  WIDTH_BELOW_XL,
  WIDTH_XL,
} from '../support/shell.js';

const GUEST_GROUPS = {
  Home: ['Home → /', 'Leaderboard → /leaderboard'],
  Activities: [
    'All Activities → /activities',
    'Games → /activities/games',
    'Quizzes → /activities/quizzes',
    'Videos → /activities/videos',
    'Featured → /activities/featured',
  ],
  More: ['About → /about', 'Contact → /contact', 'FAQ → /faq'],
};
const GUEST_ACCOUNT = ['Login → /auth/login', 'Sign Up → /auth/sign-up', 'Admin → /admin/login'];

test.describe('header for a guest', () => {
  test('at 1200 px: the desktop bar with exactly the spec items, no drawer button', async ({ page }) => {
    await page.setViewportSize({ width: WIDTH_XL, height: 900 });
    await openPage(page, '/about', 'About StreamIt');

    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Open menu' })).toBeHidden();
    const groups = nav.locator('[data-group] > .si-disclosure > button');
    await expect(groups).toHaveText(['Home', 'Activities', 'More']);
    for (const [name, links] of Object.entries(GUEST_GROUPS)) {
      expect(await readGroup(page, name), name).toEqual(links);
    }
    const account = nav.getByRole('list', { name: 'Account' });
    await expect(account).toBeVisible();
    expect(await summarizeLinks(account)).toEqual(GUEST_ACCOUNT);
    await expect(nav.getByRole('combobox', { name: 'Search activities' })).toHaveAttribute(
      'placeholder',
      'Search activities...',
    );
    await expect(page.getByText('ADMIN MODE')).toHaveCount(0);
  });

  test('at 1199 px: the side drawer holds the same items and the bar hides them', async ({ page }) => {
    await page.setViewportSize({ width: WIDTH_BELOW_XL, height: 900 });
    await openPage(page, '/about', 'About StreamIt');

    await expect(groupButton(page, 'Home')).toBeHidden();
    const opener = page.getByRole('button', { name: 'Open menu' });
    await expect(opener).toBeVisible();
    await opener.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    for (const [name, links] of Object.entries(GUEST_GROUPS)) {
      expect(await summarizeLinks(drawer.getByRole('region', { name, exact: true })), name).toEqual(links);
    }
    expect(await summarizeLinks(drawer.getByRole('list', { name: 'Account' }))).toEqual(GUEST_ACCOUNT);
    // The drawer slides in from the edge: read its place once the slide has ended.
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
  });

  test('the drawer traps focus, closes on Escape and gives focus back', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, '/faq');
    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });

    for (let step = 0; step < 30; step += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the drawer closes when a link is followed or the window grows to 1200 px', async ({ page }) => {
    await page.setViewportSize({ width: WIDTH_BELOW_XL, height: 900 });
    await openPage(page, '/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'FAQ' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.setViewportSize({ width: WIDTH_XL, height: 900 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(groupButton(page, 'Home')).toBeVisible();
  });

  test('menus work from the keyboard: ArrowDown opens, arrows move, Escape closes', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openPage(page, '/about');
    const activities = groupButton(page, 'Activities');
    await activities.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'All Activities' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'Games' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(activities).toBeFocused();
    await expect(activities).toHaveAttribute('aria-expanded', 'false');
  });
});

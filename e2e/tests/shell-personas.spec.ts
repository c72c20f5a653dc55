import { expect, test, type Page } from '@playwright/test';
import {
  expectNoSeriousViolations,
  groupButton,
  openPage,
  readGroup,
  scrollTo,
  summarizeLinks,
} from '../support/shell.js';
import { signInBannedMember } from '../support/banned-member.js';
import { adminOrigin } from '../support/environment.js';
import expectations from '../support/shell-expectations.json' with { type: 'json' };
import {
  signInMember,
  signInNewAdmin,
  useSession,
  type AdminRole,
  type MemberPersona,
} from '../support/sessions.js';

// The back-to-top button fades in: this spec runs without the suite's reduced-motion default.
test.use({ reducedMotion: 'no-preference' });

const ACTIVITIES = [
  'All Activities → /activities',
  'Games → /activities/games',
  'Quizzes → /activities/quizzes',
  'Videos → /activities/videos',
  'Featured → /activities/featured',
];
const STUDIO = [
  'Creator Dashboard → /creator/dashboard',
  'Create Content → /creator/content/create',
  'Analytics → /creator/analytics',
  'Earnings → /creator/earnings',
];
const MORE_FOR_MEMBERS = [
  'About → /about',
  'Contact → /contact',
  'FAQ → /faq',
  'Points & Rewards → /points',
  'Crypto Wallet → /wallet',
];
const USER_MENU = [
  'My Dashboard → /dashboard',
  'Points & Rewards → /points',
  'Social Tasks → /watch-to-earn#social-tasks',
  'Crypto Wallet → /wallet',
];

const MEMBER_HEADERS: Record<MemberPersona, { creator: string[]; userMenu: string[] }> = {
  member: {
    creator: ['Become a Creator → /creator/apply', 'Discover Creators → /creators'],
    userMenu: USER_MENU,
  },
  creator: {
    creator: [...STUDIO, 'Discover Creators → /creators'],
    userMenu: [...USER_MENU, 'Creator Studio → /creator/dashboard'],
  },
  vip: {
    creator: ['Become a Creator → /creator/apply', 'Discover Creators → /creators'],
    userMenu: [...USER_MENU, 'Admin Portal → /admin/login'],
  },
};

const ADMIN_MENUS: Record<AdminRole, string[]> = expectations.adminMenus;

// The badge colours of apps/web/src/lib/roles.ts, as the browser reports them.
const ROLE_COLOURS: Record<AdminRole, string> = {
  SUPER_ADMIN: 'rgb(124, 90, 0)',
  ADMIN: 'rgb(180, 35, 24)',
  MODERATOR: 'rgb(29, 78, 216)',
  CONTENT_MODERATOR: 'rgb(15, 118, 110)',
  ANALYST: 'rgb(91, 33, 182)',
};

async function readMenu(page: Page, name: string): Promise<string[]> {
  const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name, exact: true });
  await button.click();
  const links = await summarizeLinks(page.locator(`#${(await button.getAttribute('aria-controls')) ?? ''}`));
  await page.keyboard.press('Escape');
  return links;
}

for (const persona of ['member', 'creator', 'vip'] as const) {
  test(`header for the demo ${persona}: groups, user menu and avatar menu`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const session = await signInMember(page.request, persona);
    await useSession(page, session);
    await openPage(page, '/about');

    await expect(
      page.getByRole('navigation', { name: 'Main' }).locator('[data-group] > .si-disclosure > button'),
    ).toHaveText(['Home', 'Activities', 'Creator', 'More']);
    expect(await readGroup(page, 'Home')).toEqual([
      'Home → /',
      'My Dashboard → /dashboard',
      'Leaderboard → /leaderboard',
    ]);
    expect(await readGroup(page, 'Activities')).toEqual(ACTIVITIES);
    expect(await readGroup(page, 'Creator')).toEqual(MEMBER_HEADERS[persona].creator);
    expect(await readGroup(page, 'More')).toEqual(MORE_FOR_MEMBERS);
    expect(await readMenu(page, 'My StreamIt')).toEqual(MEMBER_HEADERS[persona].userMenu);

    const name = session.user.displayName ?? session.user.firstName ?? 'Guest';
    const avatar = page.getByRole('button', { name: `Account menu of ${name}` });
    await expect(avatar).toContainText(name.charAt(0).toUpperCase());
    await avatar.click();
    await expect(page.locator('#avatar-menu')).toContainText(name);
    expect(await summarizeLinks(page.locator('#avatar-menu'))).toEqual(['My Account → /merchandise/account']);
    await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
  });
}

// Spec §2: the Creator group is shown unless creatorStatus is BANNED; the creators page itself stays public.
test('header for a BANNED member: no Creator group, so no Become a Creator and no Creator Studio', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await useSession(page, await signInBannedMember(page.request));
  await openPage(page, '/about');

  await expect(
    page.getByRole('navigation', { name: 'Main' }).locator('[data-group] > .si-disclosure > button'),
  ).toHaveText(['Home', 'Activities', 'More']);
  await expect(groupButton(page, 'Creator')).toHaveCount(0);
  expect(await readGroup(page, 'More')).toEqual(MORE_FOR_MEMBERS);
  expect(await readMenu(page, 'My StreamIt')).toEqual(USER_MENU);
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
});

for (const role of Object.keys(ADMIN_MENUS) as AdminRole[]) {
  test(`header in admin mode for a ${role}: badge, no Activities, gated admin menu`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await useSession(page, await signInNewAdmin(page.request, role));
    // Admin mode is the member site seen from the admin origin, where the staff session lives (decision 091).
    await openPage(page, `${adminOrigin()}/about`);

    const badge = page.locator('.si-admin-mode-badge');
    await expect(badge).toContainText('ADMIN MODE');
    await expect(badge).toHaveAttribute('data-role', role);
    await expect(badge).toHaveCSS('background-color', ROLE_COLOURS[role]);
    await expect(groupButton(page, 'Activities')).toHaveCount(0);
    expect(await readGroup(page, 'Home')).toEqual([
      'Home → /',
      'Admin Dashboard → /admin/dashboard',
      'Leaderboard → /leaderboard',
    ]);
    expect(await readMenu(page, 'Admin')).toEqual(ADMIN_MENUS[role]);
    await groupButton(page, 'Admin').click();
    const viewSite = page.getByRole('link', { name: /View Site/ });
    await expect(viewSite).toHaveAttribute('target', '_blank');
    await expect(viewSite).toHaveAttribute('rel', /noopener/);
  });
}

test('logout from the drawer closes it, signs out and revokes the session on the server', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1199, height: 900 });
  const session = await signInMember(page.request, 'member');
  await useSession(page, session);
  await openPage(page, '/about');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.getByRole('button', { name: 'Logout' }).click();

  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('streamit.token'))).toBeNull();
  const profile = await page.request.get('/api/v1/auth/profile', {
    headers: { Authorization: `Bearer ${session.accessToken}` },
  });
  expect(profile.status()).toBe(401);
});

test('the Merchandise back-to-top button fades in past 250px and returns to the top', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 700 });
  await useSession(page, await signInMember(page.request, 'member'));
  await openPage(page, '/merchandise/account');
  const button = page.locator('.back-to-top');
  // The account sections load their data after the heading shows; until then the page is too short to scroll 251px.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight))
    .toBeGreaterThan(300);

  await scrollTo(page, 250);
  await expect(button).toBeHidden();
  await scrollTo(page, 251);
  await expect(button).toBeVisible();
  await expect(button).toHaveCSS('opacity', '1');
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});

test('member-only and admin pages have no serious or critical axe violations', async ({ page }) => {
  test.setTimeout(120_000);
  await useSession(page, await signInMember(page.request, 'creator'));
  for (const path of [
    '/dashboard',
    '/points',
    '/wallet',
    '/merchandise/account',
    '/creator/dashboard',
    '/creator/apply',
  ]) {
    await openPage(page, path);
    await expectNoSeriousViolations(page, path);
  }
  await useSession(page, await signInNewAdmin(page.request, 'SUPER_ADMIN'));
  for (const path of ['/admin/dashboard', '/admin/moderation', '/admin/users', '/admin/analytics']) {
    await openPage(page, path);
    await expectNoSeriousViolations(page, path);
  }
});

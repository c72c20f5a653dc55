import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { installFakeFetch, respondJson } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';
import { makeMember, storeMember } from '../../../test/sessions';
import { getGroupNames, openMenu, summarizeLinks } from './header-test-helpers';

const ACTIVITY_LINKS = [
  'All Activities → /activities',
  'Games → /activities/games',
  'Quizzes → /activities/quizzes',
  'Videos → /activities/videos',
  'Featured → /activities/featured',
];

const MAIN_LINKS = [
  'Home → /',
  'All Videos → /view-all',
  'Watch to Earn → /watch-to-earn',
  'Shop → /merchandise',
  'About → /about',
  'Contact → /contact',
  'Coming Soon → /coming-soon',
];

async function renderAt(path = '/about') {
  installFakeFetch(respondJson(200, { categories: [] }));
  renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  return userEvent.setup();
}

describe('site header for a guest', () => {
  it('shows the main navigation of spec §2 in the bar, the current page marked', async () => {
    await renderAt('/view-all');
    const main = screen.getByRole('list', { name: 'Browse' });
    expect(summarizeLinks(main)).toEqual(MAIN_LINKS);
    expect(within(main).getByRole('link', { name: 'All Videos' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows Home, Activities and More with exactly the spec items, and Login, Sign Up and Admin', async () => {
    const user = await renderAt();

    expect(getGroupNames()).toEqual(['Home', 'Activities', 'More']);
    expect(summarizeLinks(await openMenu(user, 'Home'))).toEqual(['Home → /', 'Leaderboard → /leaderboard']);
    expect(summarizeLinks(await openMenu(user, 'Activities'))).toEqual(ACTIVITY_LINKS);
    expect(summarizeLinks(await openMenu(user, 'More'))).toEqual([
      'About → /about',
      'Contact → /contact',
      'FAQ → /faq',
    ]);
    const account = screen.getAllByRole('list', { name: 'Account' })[0];
    if (!account) throw new Error('no account links');
    expect(summarizeLinks(account)).toEqual([
      'Login → /auth/login',
      'Sign Up → /auth/sign-up',
      'Admin → /admin/login',
    ]);
    expect(screen.queryByRole('button', { name: 'My StreamIt' })).toBeNull();
    expect(screen.queryByText('ADMIN MODE')).toBeNull();
  });

  it('puts the page title in the banner under Home', async () => {
    await renderAt();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(trail).getByText('About StreamIt').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('About StreamIt');
  });
});

describe('site header for a member', () => {
  afterEach(async () => {
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    await i18n.changeLanguage('en');
  });
  it('adds My Dashboard, the Creator group, Points & Rewards and Crypto Wallet', async () => {
    storeMember(makeMember());
    const user = await renderAt();

    expect(getGroupNames()).toEqual(['Home', 'Activities', 'Creator', 'More']);
    expect(summarizeLinks(await openMenu(user, 'Home'))).toEqual([
      'Home → /',
      'My Dashboard → /dashboard',
      'Leaderboard → /leaderboard',
    ]);
    expect(summarizeLinks(await openMenu(user, 'Creator'))).toEqual([
      'Become a Creator → /creator/apply',
      'Discover Creators → /creators',
    ]);
    expect(summarizeLinks(await openMenu(user, 'More'))).toEqual([
      'About → /about',
      'Contact → /contact',
      'FAQ → /faq',
      'Points & Rewards → /points',
      'Crypto Wallet → /wallet',
    ]);
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('has a user menu with dashboard, points, the social tasks, wallet and Logout', async () => {
    storeMember(makeMember());
    const user = await renderAt();

    const menu = await openMenu(user, 'My StreamIt');
    expect(summarizeLinks(menu)).toEqual([
      'My Dashboard → /dashboard',
      'Points & Rewards → /points',
      'Social Tasks → /watch-to-earn#social-tasks',
      'Crypto Wallet → /wallet',
    ]);
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('leads to the social tasks of Watch to Earn from the user menu, in Arabic too', async () => {
    storeMember(makeMember());
    // jsdom has no layout; the router scrolls the hash's section into view.
    const scrolled: Element[] = [];
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: Element) {
        scrolled.push(this);
      },
    });
    await i18n.changeLanguage('ar');
    const user = await renderAt();
    const menu = await openMenu(user, 'مساحتي في StreamIt');
    const link = within(menu).getByRole('link', { name: 'المهام الاجتماعية' });
    expect(link.getAttribute('href')).toBe('/watch-to-earn#social-tasks');
    await user.click(link);
    await screen.findByRole('region', { name: 'المهام الاجتماعية' });
    await waitFor(() => {
      expect(scrolled.map((element) => element.id)).toContain('social-tasks');
    });
  });

  it('has an avatar menu with the display name, My Account and Logout', async () => {
    storeMember(makeMember({ displayName: 'maya', avatarUrl: null }));
    const user = await renderAt();

    const button = screen.getByRole('button', { name: 'Account menu of maya' });
    expect(button.querySelector('[data-avatar="initial"]')?.textContent).toBe('M');
    const menu = await openMenu(user, 'Account menu of maya');
    expect(within(menu).getByText('maya')).toBeTruthy();
    expect(within(menu).getByText('Basic')).toBeTruthy();
    expect(summarizeLinks(menu)).toEqual(['My Account → /merchandise/account']);
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it.each([
    [{ displayName: 'maya', firstName: 'Lina' }, 'maya', 'M'],
    [{ displayName: null, firstName: 'Lina' }, 'Lina', 'A'],
    [{ displayName: null, firstName: null }, 'Guest', 'A'],
  ])('falls back for the name and avatar letter (%o)', async (names, shownName, initial) => {
    storeMember(makeMember(names));
    const user = await renderAt();

    const menu = await openMenu(user, `Account menu of ${shownName}`);
    expect(within(menu).getByTestId('avatar-menu-name').textContent).toBe(shownName);
    const button = screen.getByRole('button', { name: `Account menu of ${shownName}` });
    expect(button.querySelector('[data-avatar="initial"]')?.textContent).toBe(initial);
  });

  it('shows the avatar image when the member has one', async () => {
    storeMember(makeMember({ avatarUrl: '/media/avatars/lina.webp' }));
    await renderAt();

    const button = screen.getByRole('button', { name: 'Account menu of linaH' });
    expect(button.querySelector('img')?.getAttribute('src')).toBe('/media/avatars/lina.webp');
  });
});

describe('site header for creators, BANNED and VIP members', () => {
  it('gives a creator the studio items and Creator Studio in the user menu', async () => {
    storeMember(makeMember({ isContentCreator: true, creatorStatus: 'APPROVED' }));
    const user = await renderAt();

    expect(summarizeLinks(await openMenu(user, 'Creator'))).toEqual([
      'Creator Dashboard → /creator/dashboard',
      'Create Content → /creator/content/create',
      'Analytics → /creator/analytics',
      'Earnings → /creator/earnings',
      'Discover Creators → /creators',
    ]);
    expect(summarizeLinks(await openMenu(user, 'My StreamIt'))).toContain(
      'Creator Studio → /creator/dashboard',
    );
  });

  it('shows a BANNED member no Creator group and no Creator Studio', async () => {
    storeMember(makeMember({ creatorStatus: 'BANNED' }));
    const user = await renderAt();

    expect(screen.queryByRole('button', { name: 'Creator' })).toBeNull();
    expect(summarizeLinks(await openMenu(user, 'My StreamIt'))).not.toContain(
      'Creator Studio → /creator/dashboard',
    );
  });

  it('reveals Admin Portal to a VIP member, with the VIP badge', async () => {
    storeMember(makeMember({ tier: 'VIP' }));
    const user = await renderAt();

    expect(summarizeLinks(await openMenu(user, 'My StreamIt'))).toEqual([
      'My Dashboard → /dashboard',
      'Points & Rewards → /points',
      'Social Tasks → /watch-to-earn#social-tasks',
      'Crypto Wallet → /wallet',
      'Admin Portal → /admin/login',
    ]);
    const avatarMenu = await openMenu(user, 'Account menu of linaH');
    expect(within(avatarMenu).getByText('VIP').getAttribute('data-tier')).toBe('VIP');
  });
});

describe('site header keyboard use', () => {
  it('opens a group with ArrowDown, moves with the arrows and closes with Escape back on its button', async () => {
    const user = await renderAt();
    const button = screen.getByRole('button', { name: 'Activities' });
    button.focus();

    await user.keyboard('{ArrowDown}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.textContent).toBe('All Activities');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Quizzes');
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('Games');
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes an open group when another is opened or the page is clicked', async () => {
    const user = await renderAt();
    await openMenu(user, 'Home');
    await openMenu(user, 'More');
    expect(screen.getByRole('button', { name: 'Home' }).getAttribute('aria-expanded')).toBe('false');
    await user.click(screen.getByRole('main'));
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'More' }).getAttribute('aria-expanded')).toBe('false');
    });
  });
});

import { AUTH_EVENTS, STORAGE_KEYS } from '@streamit/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installMatchMedia } from '../../../test/browser-apis';
import { captureEvents } from '../../../test/capture-events';
import { installFakeFetch, respondJson } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';
import { makeAdmin, makeMember, storeAdmin, storeMember } from '../../../test/sessions';
import { summarizeLinks } from './header-test-helpers';

const DESKTOP = '(min-width: 1200px)';

async function openDrawer() {
  installFakeFetch(respondJson(200, { message: 'Signed out' }));
  renderApp('/about');
  await screen.findByRole('heading', { level: 1 });
  const user = userEvent.setup();
  const opener = screen.getByRole('button', { name: 'Open menu' });
  await user.click(opener);
  // The drawer is a lazy chunk: it opens once that has arrived.
  return { user, opener, drawer: await screen.findByRole('dialog', { name: 'Menu' }) };
}

function sectionLinks(drawer: HTMLElement, name: string): string[] {
  return summarizeLinks(within(drawer).getByRole('region', { name }));
}

describe('mobile drawer', () => {
  it('holds the search box and the same groups as the bar, and the guest links', async () => {
    const { drawer, opener } = await openDrawer();

    expect(opener.getAttribute('aria-expanded')).toBe('true');
    expect(drawer.getAttribute('aria-modal')).toBe('true');
    expect(within(drawer).getByRole('combobox', { name: 'Search activities' })).toBeTruthy();
    expect(sectionLinks(drawer, 'Browse')).toEqual([
      'Home → /',
      'All Videos → /view-all',
      'Watch to Earn → /watch-to-earn',
      'Shop → /merchandise',
      'About → /about',
      'Contact → /contact',
      'Coming Soon → /coming-soon',
    ]);
    expect(sectionLinks(drawer, 'Home')).toEqual(['Home → /', 'Leaderboard → /leaderboard']);
    expect(sectionLinks(drawer, 'Activities')).toHaveLength(5);
    expect(sectionLinks(drawer, 'More')).toEqual(['About → /about', 'Contact → /contact', 'FAQ → /faq']);
    expect(summarizeLinks(within(drawer).getByRole('list', { name: 'Account' }))).toEqual([
      'Login → /auth/login',
      'Sign Up → /auth/sign-up',
      'Admin → /admin/login',
    ]);
  });

  it('traps focus inside, closes on Escape and gives focus back to the menu button', async () => {
    const { user, drawer, opener } = await openDrawer();

    expect(drawer.contains(document.activeElement)).toBe(true);
    const close = within(drawer).getByRole('button', { name: 'Close' });
    close.focus();
    await user.tab({ shift: true });
    expect(drawer.contains(document.activeElement)).toBe(true);
    await user.tab();
    expect(document.activeElement).toBe(close);
    for (let step = 0; step < 40; step += 1) await user.tab();
    expect(drawer.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes when a link is followed', async () => {
    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole('link', { name: 'FAQ' }));
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes when the window grows to the desktop bar', async () => {
    const media = installMatchMedia({ [DESKTOP]: false });
    await openDrawer();
    media.set(DESKTOP, true);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  it("shows a member's account section, and Logout there closes the drawer and signs out", async () => {
    storeMember(makeMember({ displayName: 'maya', tier: 'VIP' }));
    const logouts = captureEvents(AUTH_EVENTS.logout);
    const { user, drawer } = await openDrawer();

    expect(within(drawer).getByTestId('drawer-member-name').textContent).toBe('maya');
    expect(sectionLinks(drawer, 'My StreamIt')).toEqual([
      'My Dashboard → /dashboard',
      'Points & Rewards → /points',
      'Social Tasks → /watch-to-earn#social-tasks',
      'Crypto Wallet → /wallet',
      'Admin Portal → /admin/login',
      'My Account → /merchandise/account',
    ]);
    await user.click(within(drawer).getByRole('button', { name: 'Logout' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => {
      expect(logouts).toHaveLength(1);
    });
    expect(window.localStorage.getItem(STORAGE_KEYS.memberToken)).toBeNull();
  });

  it("shows an admin's menu with the role badge, and Admin Logout closes the drawer", async () => {
    storeAdmin(makeAdmin('CONTENT_MODERATOR'));
    const { user, drawer } = await openDrawer();

    expect(within(drawer).getByText('Content moderator')).toBeTruthy();
    expect(within(drawer).queryByRole('region', { name: 'Activities' })).toBeNull();
    expect(sectionLinks(drawer, 'Admin')).toEqual([
      'Admin Dashboard → /admin/dashboard',
      'Moderation → /admin/moderation',
      'View Site → /',
    ]);
    await user.click(within(drawer).getByRole('button', { name: 'Admin Logout' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' });
  });
});

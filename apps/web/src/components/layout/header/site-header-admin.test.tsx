import { ADMIN_ROLES, AUTH_EVENTS, STORAGE_KEYS, type AdminRole } from '@streamit/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dispatchAppEvent } from '../../../lib/events';
import { ADMIN_ROLE_BADGES } from '../../../lib/roles';
import { captureEvents } from '../../../test/capture-events';
import { installFakeFetch, respondJson } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';
import { makeAdmin, makeMember, signInMemberLive, storeAdmin, storeMember } from '../../../test/sessions';
import expectations from '../../../../../../e2e/support/shell-expectations.json';
import { getGroupNames, openMenu, summarizeLinks } from './header-test-helpers';

const ADMIN_MENUS: Record<AdminRole, string[]> = expectations.adminMenus;

const ROLE_LABELS: Record<AdminRole, string> = {
  SUPER_ADMIN: 'Super admin',
  ADMIN: 'Admin',
  MODERATOR: 'Moderator',
  CONTENT_MODERATOR: 'Content moderator',
  ANALYST: 'Analyst',
};

async function renderAt(path = '/about') {
  const network = installFakeFetch(respondJson(200, { message: 'Signed out' }));
  renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  return { user: userEvent.setup(), network };
}

describe.each(ADMIN_ROLES)('site header in admin mode for a %s', (role) => {
  it('shows the ADMIN MODE badge in the role colour, hides Activities, and gates the admin menu', async () => {
    storeAdmin(makeAdmin(role));
    const { user } = await renderAt();

    const badge = screen.getByText('ADMIN MODE').closest('.si-admin-mode-badge');
    expect(badge?.getAttribute('data-role')).toBe(role);
    expect((badge as HTMLElement | null)?.style.backgroundColor).toBe(
      hexToRgb(ADMIN_ROLE_BADGES[role].colour),
    );
    expect(badge?.querySelector('.si-icon svg')).not.toBeNull();
    expect(badge?.textContent).toContain(ROLE_LABELS[role]);
    expect(getGroupNames()).toEqual(['Home', 'More']);
    expect(summarizeLinks(await openMenu(user, 'Home'))).toEqual([
      'Home → /',
      'Admin Dashboard → /admin/dashboard',
      'Leaderboard → /leaderboard',
    ]);
    const menu = await openMenu(user, 'Admin');
    expect(summarizeLinks(menu)).toEqual(ADMIN_MENUS[role]);
    expect(within(menu).getByRole('button', { name: 'Admin Logout' })).toBeTruthy();
  });
});

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${String(r)}, ${String(g)}, ${String(b)})`;
}

describe('admin mode details', () => {
  it('opens View Site in a new tab that cannot reach back', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    const { user } = await renderAt();

    const viewSite = within(await openMenu(user, 'Admin')).getByRole('link', { name: /View Site/ });
    expect(viewSite.getAttribute('target')).toBe('_blank');
    expect(viewSite.getAttribute('rel')).toContain('noopener');
    expect(viewSite.textContent).toContain('opens in a new tab');
  });

  it('wins over a member session: no member menus while an admin session exists', async () => {
    storeMember(makeMember());
    storeAdmin(makeAdmin('MODERATOR'));
    await renderAt();

    expect(screen.queryByRole('button', { name: 'My StreamIt' })).toBeNull();
    expect(getGroupNames()).not.toContain('Creator');
  });

  it('signs the admin out through the API, clears the admin session and lands on /admin/login', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    const { user, network } = await renderAt();
    const logouts = captureEvents(AUTH_EVENTS.adminLogout);
    network.requests.length = 0;

    await user.click(within(await openMenu(user, 'Admin')).getByRole('button', { name: 'Admin Logout' }));

    await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' });
    // Other reads (the site config) may still land after the reset; only the logout call matters here.
    const logoutCalls = network.requests.filter((request) => request.url === '/api/v1/auth/admin/logout');
    expect(logoutCalls.map((request) => [request.method, request.headers.get('Authorization')])).toEqual([
      ['POST', 'Bearer sta_test'],
    ]);
    expect(window.localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();
    expect(logouts).toHaveLength(1);
  });
});

describe('the header re-reads the session on the auth events', () => {
  it('turns from guest to member on login and back on logout', async () => {
    await renderAt();
    expect(screen.getAllByRole('link', { name: 'Login' }).length).toBeGreaterThan(0);

    signInMemberLive(makeMember({ displayName: 'maya' }));
    expect(screen.getByRole('button', { name: 'Account menu of maya' })).toBeTruthy();

    window.localStorage.clear();
    act(() => {
      dispatchAppEvent(AUTH_EVENTS.logout);
    });
    expect(screen.queryByRole('button', { name: 'Account menu of maya' })).toBeNull();
  });

  it('enters admin mode on admin-login and leaves it on admin-logout and auth-error', async () => {
    await renderAt();
    storeAdmin(makeAdmin('ANALYST'));
    act(() => {
      dispatchAppEvent(AUTH_EVENTS.adminLogin);
    });
    expect(screen.getByText('ADMIN MODE')).toBeTruthy();

    window.localStorage.clear();
    act(() => {
      dispatchAppEvent(AUTH_EVENTS.authError, {
        realm: 'admin',
        status: 401,
        message: 'Authentication failed',
      });
    });
    expect(screen.queryByText('ADMIN MODE')).toBeNull();
  });

  it('signs a member out from the user menu: API call, storage cleared, logout event, guest header', async () => {
    storeMember(makeMember());
    const { user, network } = await renderAt();
    const logouts = captureEvents(AUTH_EVENTS.logout);
    network.requests.length = 0;

    await user.click(within(await openMenu(user, 'My StreamIt')).getByRole('button', { name: 'Logout' }));

    await waitFor(() => {
      expect(logouts).toHaveLength(1);
    });
    const calls = network.requests.map((request) => `${request.method} ${request.url}`);
    expect(calls.filter((call) => call.includes('/logout'))).toEqual(['POST /api/v1/auth/logout']);
    expect(window.localStorage.getItem(STORAGE_KEYS.memberToken)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.memberUser)).toBeNull();
    expect(await screen.findAllByRole('link', { name: 'Login' })).not.toHaveLength(0);
  });
});

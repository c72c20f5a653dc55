import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_SCREENS, buildAdminHeaderLinks, mayOpenAdminScreen } from '../routes/admin-screens';
import { installFakeFetch, respondJson } from '../test/fake-fetch';
import { renderApp } from '../test/render-app';
import { makeAdmin, storeAdmin } from '../test/sessions';
import { buildAdminMenu } from './admin-nav';

const FULL_MENU = [
  'admin-dashboard',
  'moderation',
  'featured-content',
  'categories',
  'users',
  'support',
  'contact-messages',
  'analytics',
  'points-config',
  'exchanges',
  'money-approvals',
  'store',
  'social-tasks',
  'creator-applications',
  'partner-applications',
  'partners',
  'outbox',
  'export',
  'maintenance',
  'settings',
  'tasks',
  'system',
  'security',
  'admin-users',
  'view-site',
];

function menuIds(admin: ReturnType<typeof makeAdmin>): string[] {
  return buildAdminMenu(admin).map((item) => item.link.id);
}

function sideMenu() {
  const [menu] = screen.getAllByRole('navigation', { name: 'Admin sections' });
  if (!menu) throw new Error('The admin frame has no menu');
  return within(menu);
}

function apiPathsOf(requests: { url: string }[]): string[] {
  return requests.map((request) => new URL(request.url, 'http://x').pathname);
}

describe('the admin screen table', () => {
  it('lists every menu screen for a SUPER_ADMIN, in the menu order staff know, then View site', () => {
    expect(menuIds(makeAdmin('SUPER_ADMIN'))).toEqual(FULL_MENU);
  });

  it.each(['ADMIN', 'MODERATOR', 'CONTENT_MODERATOR', 'ANALYST'] as const)(
    'shows a %s exactly the screens the table lets them open',
    (role) => {
      const admin = makeAdmin(role);
      const expected = ADMIN_SCREENS.filter(
        (entry) => entry.labelKey !== null && mayOpenAdminScreen(admin, entry.access),
      ).map((entry) => entry.id);
      expect(menuIds(admin)).toEqual([...expected, 'view-site']);
    },
  );

  it('drops every screen of a flag the staff member was not granted, wherever it sits in the menu', () => {
    const ids = menuIds(makeAdmin('ADMIN', { canManageUsers: false }));
    expect(ids).not.toContain('users');
    expect(ids).not.toContain('support');
    expect(ids).not.toContain('export');
    expect(ids).not.toContain('security');
    expect(ids).toContain('settings');
  });

  it('keeps a staff member without the flag out of the menu and the screen, and asks the server nothing', async () => {
    storeAdmin(makeAdmin('ADMIN', { canManageUsers: false }));
    const network = installFakeFetch(respondJson(200, {}));
    renderApp('/admin/users');
    await screen.findByRole('heading', { name: "You don't have access to this section" });
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
    const menu = sideMenu();
    expect(menu.queryByRole('link', { name: 'Users' })).toBeNull();
    expect(menu.getByRole('link', { name: 'Settings' })).toBeTruthy();
    expect(apiPathsOf(network.requests).filter((path) => path.startsWith('/api/v1/admin/users'))).toEqual([]);
  });

  it('refuses a role-gated screen to a role it does not list, before the page reads its data', async () => {
    storeAdmin(makeAdmin('MODERATOR'));
    const network = installFakeFetch(respondJson(200, {}));
    renderApp('/admin/settings');
    await screen.findByRole('heading', { name: "You don't have access to this section" });
    const menu = sideMenu();
    expect(menu.queryByRole('link', { name: 'Settings' })).toBeNull();
    expect(apiPathsOf(network.requests)).not.toContain('/api/v1/admin/settings');
  });
});

describe("the site header's admin menu (spec §2)", () => {
  it.each([
    ['SUPER_ADMIN', ['/admin/dashboard', '/admin/moderation', '/admin/users', '/admin/analytics', '/']],
    ['ADMIN', ['/admin/dashboard', '/admin/moderation', '/admin/users', '/admin/analytics', '/']],
    ['MODERATOR', ['/admin/dashboard', '/admin/moderation', '/']],
    ['CONTENT_MODERATOR', ['/admin/dashboard', '/admin/moderation', '/']],
    ['ANALYST', ['/admin/dashboard', '/admin/analytics', '/']],
  ] as const)('gives a %s the header shortcuts their flags allow, from the screen table', (role, paths) => {
    const links = buildAdminHeaderLinks(makeAdmin(role));
    expect(links.map((link) => link.to)).toEqual(paths);
    expect(links.at(-1)).toMatchObject({ id: 'view-site', newTab: true });
  });

  it('follows the flags, not the role name', () => {
    const analyst = makeAdmin('ANALYST', { canManageUsers: true, canViewAnalytics: false });
    expect(buildAdminHeaderLinks(analyst).map((link) => link.to)).toEqual([
      '/admin/dashboard',
      '/admin/users',
      '/',
    ]);
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import expectations from '../../../e2e/support/shell-expectations.json';
import {
  installFakeFetch,
  respondByPath,
  respondJson,
  writeRequests,
  type FakeRequest,
} from './test/fake-fetch';
import { renderApp } from './test/render-app';
import { makeAdmin, makeMember, storeAdmin, storeMember } from './test/sessions';
import { respondSiteConfig } from './test/site-config';

const PUBLIC_PAGES: [string, string][] = [
  ...(expectations.guestPages as [string, string][]),
  ['/auth/login', 'Login'],
  ['/auth/sign-up', 'Sign Up'],
];

const MEMBER_PAGES: [string, string][] = [
  ['/dashboard', 'My Dashboard'],
  ['/merchandise/account', 'My Account'],
  ['/points', 'Points & Rewards'],
  ['/wallet', 'Crypto Wallet'],
  ['/creator/apply', 'Become a Creator'],
];

const CREATOR_PAGES: [string, string][] = [
  ['/creator/dashboard', 'Creator Dashboard'],
  ['/creator/analytics', 'Creator Analytics'],
  ['/creator/earnings', 'Creator Earnings'],
];

const ADMIN_PAGES: [string, string][] = [
  ['/admin/dashboard', 'Admin Dashboard'],
  ['/admin/moderation', 'Moderation'],
  ['/admin/users', 'Users'],
  ['/admin/analytics', 'Analytics'],
];

async function expectPage(path: string, title: string) {
  // The client trusts answers in the contract's shape (routes carry no schema), so the site config is a real one.
  const network = installFakeFetch(
    respondByPath({ '/api/v1/site/config': respondSiteConfig() }, respondJson(200, { categories: [] })),
  );
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 });
  return network;
}

/** Requests for Creator Studio data (GET /creator/...): a refused visitor's page sends none. */
function creatorDataRequests(network: { requests: readonly FakeRequest[] }): string[] {
  return network.requests.map((request) => request.url).filter((url) => url.includes('/api/v1/creator/'));
}

describe('routes of spec §2', () => {
  it.each(PUBLIC_PAGES)('%s shows %s in the Frontend layout', async (path, title) => {
    await expectPage(path, title);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    // The footer follows once the page above it has painted.
    await screen.findByRole('contentinfo');
  });

  it.each(MEMBER_PAGES)('%s shows %s to a member', async (path, title) => {
    storeMember(makeMember());
    await expectPage(path, title);
  });

  it.each(CREATOR_PAGES)('%s shows %s to a creator', async (path, title) => {
    storeMember(makeMember({ isContentCreator: true, creatorStatus: 'APPROVED' }));
    await expectPage(path, title);
    // The studio screens are built (decision 041): no "coming with the next release" notice any more.
    expect(screen.queryByText('Coming with the next release')).toBeNull();
  });

  it('/creator/content/create shows the upload wizard to a creator', async () => {
    storeMember(makeMember({ isContentCreator: true, creatorStatus: 'APPROVED' }));
    await expectPage('/creator/content/create', 'Upload a video');
    expect(screen.getByRole('heading', { level: 2, name: 'Details' })).toBeTruthy();
  });

  it.each(ADMIN_PAGES)('%s shows %s in the admin frame to a SUPER_ADMIN', async (path, title) => {
    storeAdmin(makeAdmin('SUPER_ADMIN'));
    await expectPage(path, title);
    expect(screen.getByRole('navigation', { name: 'Admin sections' })).toBeTruthy();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('/ shows the home page', async () => {
    await expectPage('/', 'Stories of art and culture, streaming now');
  });

  it('/maintenance uses the Blank layout: no header, no footer', async () => {
    await expectPage('/maintenance', "We're Getting Ready to Unveil Something New");
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('/merchandise/account uses the Merchandise layout with the back-to-top button', async () => {
    storeMember(makeMember());
    await expectPage('/merchandise/account', 'My Account');
    expect(document.querySelector('.back-to-top')).not.toBeNull();
  });

  it('the Frontend layout has no back-to-top button', async () => {
    await expectPage('/about', 'About StreamIt');
    expect(document.querySelector('.back-to-top')).toBeNull();
  });

  it('/admin/login is in the admin area’s own frame', async () => {
    await expectPage('/admin/login', 'Staff sign-in');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });
});

describe('route guards', () => {
  it.each([...MEMBER_PAGES, ...CREATOR_PAGES])('sends a guest from %s to /auth/login', async (path) => {
    const network = await expectPage(path, 'Login');
    await screen.findByRole('form', { name: 'Log in' });
    expect(writeRequests(network)).toEqual([]);
    expect(creatorDataRequests(network)).toEqual([]);
  });

  it.each(ADMIN_PAGES)('sends a visitor without an admin session from %s to /admin/login', async (path) => {
    storeMember(makeMember({ tier: 'VIP' }));
    await expectPage(path, 'Staff sign-in');
  });

  it('redirects /admin to the admin dashboard', async () => {
    storeAdmin(makeAdmin('ANALYST'));
    await expectPage('/admin', 'Admin Dashboard');
  });

  it.each([
    ['/admin/users', 'ANALYST'],
    ['/admin/moderation', 'ANALYST'],
    ['/admin/analytics', 'CONTENT_MODERATOR'],
  ] as const)('tells an admin without the permission that %s is not theirs (%s)', async (path, role) => {
    storeAdmin(makeAdmin(role));
    installFakeFetch(respondJson(200, {}));
    renderApp(path);
    await screen.findByRole('heading', { name: "You don't have access to this section" });
  });

  it('tells a member who is not a creator how to reach Creator Studio', async () => {
    storeMember(makeMember());
    const network = installFakeFetch(respondJson(200, {}));
    renderApp('/creator/analytics');
    await screen.findByRole('heading', { name: 'Creator Studio is for creators' });
    expect(screen.getByRole('link', { name: 'Become a Creator' }).getAttribute('href')).toBe(
      '/creator/apply',
    );
    expect(creatorDataRequests(network)).toEqual([]);
  });

  it('tells a BANNED member that creator features are unavailable', async () => {
    storeMember(makeMember({ creatorStatus: 'BANNED' }));
    const network = installFakeFetch(respondJson(200, {}));
    renderApp('/creator/apply');
    await screen.findByRole('heading', { name: 'Creator features are unavailable' });
    expect(writeRequests(network)).toEqual([]);
  });

  it('sends a creator from the application to the studio', async () => {
    storeMember(makeMember({ isContentCreator: true, creatorStatus: 'APPROVED' }));
    installFakeFetch(respondJson(200, {}));
    renderApp('/creator/apply');
    await screen.findByRole('heading', { name: 'You are already a creator' });
  });
});

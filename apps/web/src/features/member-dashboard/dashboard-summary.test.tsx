import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import {
  inSequence,
  installFakeFetch,
  respondByPath,
  respondError,
  respondJson,
} from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeMember, storeMember } from '../../test/sessions';
import { respondSiteConfig } from '../../test/site-config';

const STATS = {
  totalPoints: 1250,
  tier: 'SILVER',
  memberSince: '2026-01-05T10:00:00.000Z',
  emailVerified: true,
  referrals: { total: 3, verified: 2 },
  security: { activeSessions: 2, twoFactorEnabled: true, unreadAlerts: 1 },
  lastLoginAt: '2026-11-20T08:00:00.000Z',
};

const REFERRALS = {
  code: 'LINA42',
  totalReferrals: 3,
  verifiedReferrals: 2,
  vestedReferrals: 1,
  refusedReferrals: 0,
  pointsEarned: 100,
  rewardPoints: 100,
  recent: [
    { displayName: 'Omar', joinedAt: '2026-11-21T08:00:00.000Z', emailVerified: true, status: 'VESTED' },
    { displayName: 'Sara', joinedAt: '2026-11-22T08:00:00.000Z', emailVerified: true, status: 'PENDING' },
    { displayName: null, joinedAt: '2026-11-23T08:00:00.000Z', emailVerified: false, status: 'PENDING' },
  ],
};

function respondSignIns(successes: number) {
  const items = Array.from({ length: successes }, (_, index) => ({
    id: index + 1,
    at: '2026-11-20T08:00:00.000Z',
    success: true,
    method: 'password',
    reason: null,
    ip: '203.0.113.7',
    device: null,
  }));
  return respondJson(200, { items, page: 1, limit: 20, total: successes });
}

describe('member dashboard', { timeout: 15_000 }, () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it("shows the member's figures from dashboard-stats", async () => {
    installFakeFetch(
      respondByPath({
        '/api/v1/site/config': respondSiteConfig(),
        '/api/v1/auth/dashboard-stats': respondJson(200, STATS),
        '/api/v1/auth/login-history': respondSignIns(2),
        '/api/v1/referral/my-code': respondJson(200, {
          code: 'LINA42',
          link: 'https://streamit.test/auth/sign-up?ref=LINA42',
          active: true,
        }),
      }),
    );
    storeMember(makeMember());
    renderApp('/dashboard');
    expect((await screen.findByTestId('dashboard-tier', {}, { timeout: 3000 })).textContent).toBe('SILVER');
    // The points figures are the points card's (decision 048): no second "Total points" here.
    expect(screen.queryByTestId('dashboard-points')).toBeNull();
    await screen.findByText('Welcome back, linaH!');
    expect(screen.getByTestId('dashboard-tier').textContent).toBe('SILVER');
    expect(screen.getByTestId('dashboard-referrals').textContent).toBe('3 joined, 2 verified');
    expect(screen.getByText('Two-factor authentication is on.')).toBeTruthy();
    expect(screen.getByText('Unread security alerts: 1')).toBeTruthy();
    await screen.findByText('https://streamit.test/auth/sign-up?ref=LINA42');
  });

  it('says what a referral earns and the state of each referral, in English and Arabic', async () => {
    installFakeFetch(
      respondByPath({
        '/api/v1/site/config': respondSiteConfig(),
        '/api/v1/auth/dashboard-stats': respondJson(200, STATS),
        '/api/v1/auth/login-history': respondSignIns(2),
        '/api/v1/referral/stats': respondJson(200, REFERRALS),
      }),
    );
    storeMember(makeMember());
    renderApp('/dashboard');
    const reward = await screen.findByTestId('referral-reward', {}, { timeout: 3000 });
    expect(reward.textContent).toContain('earns you 100 points once they have verified their email');
    expect(screen.getByText('You have earned 100 points from referrals so far.')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Members who joined with your link' });
    expect(
      within(list)
        .getAllByTestId('referral-state')
        .map((badge) => badge.textContent),
    ).toEqual([
      'Rewarded',
      'Pending: waiting for their first reward',
      'Pending: their email is not verified yet',
    ]);
    expect(within(list).getByText('A new member')).toBeTruthy();
    await i18n.changeLanguage('ar');
    expect((await screen.findByTestId('referral-reward')).textContent).toContain('رابطك 100 نقطة بعد');
    expect(within(list).getAllByTestId('referral-state')[1]?.textContent).toBe(
      'قيد الانتظار: بانتظار أول مكافأة له',
    );
  });

  it('says "Welcome" rather than "Welcome back" on the first sign-in', async () => {
    installFakeFetch(
      respondByPath({
        '/api/v1/site/config': respondSiteConfig(),
        '/api/v1/auth/dashboard-stats': respondJson(200, STATS),
        '/api/v1/auth/login-history': respondSignIns(1),
      }),
    );
    storeMember(makeMember());
    renderApp('/dashboard');
    await screen.findByTestId('dashboard-tier', {}, { timeout: 3000 });
    expect(screen.getByText('Welcome, linaH!')).toBeTruthy();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
  });

  it('says what failed and loads again on retry', async () => {
    installFakeFetch(
      respondByPath({
        '/api/v1/site/config': respondSiteConfig(),
        '/api/v1/auth/dashboard-stats': inSequence(
          respondError(404, 'USER_NOT_FOUND', 'User not found'),
          respondJson(200, STATS),
        ),
      }),
    );
    storeMember(makeMember());
    renderApp('/dashboard');
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toContain('User not found');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('dashboard-tier')).textContent).toBe('SILVER');
  });
});

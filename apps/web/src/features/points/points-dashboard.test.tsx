import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { installFakeFetch, respondByPath, respondJson } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeMember, storeMember } from '../../test/sessions';
import { respondSiteConfig } from '../../test/site-config';
import { OVERVIEW } from './points-test-support';

function openDashboard(dailyGoal: (typeof OVERVIEW)['dailyGoal']) {
  installFakeFetch(
    respondByPath({
      '/api/v1/site/config': respondSiteConfig(),
      '/api/v1/points/overview': respondJson(200, { ...OVERVIEW, dailyGoal }),
    }),
  );
  storeMember(makeMember());
  return renderApp('/dashboard');
}

describe('points on the member dashboard', { timeout: 15_000 }, () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it("names the daily goal's points by the language's plural rules: a few in Arabic, one in English", async () => {
    await i18n.changeLanguage('ar');
    const { unmount } = openDashboard({ earned: 2, goal: 5 });
    await screen.findByText('2 من 5 نقاط اليوم');
    unmount();
    await i18n.changeLanguage('en');
    openDashboard({ earned: 0, goal: 1 });
    await screen.findByText('0 of 1 point today');
  });

  it('shows the balance, the tier progress, the daily goal ring and the streak from /points/overview', async () => {
    installFakeFetch(
      respondByPath({
        '/api/v1/site/config': respondSiteConfig(),
        '/api/v1/points/overview': respondJson(200, OVERVIEW),
      }),
    );
    storeMember(makeMember());
    renderApp('/dashboard');
    expect((await screen.findByTestId('dashboard-balance', {}, { timeout: 3000 })).textContent).toBe('600');
    expect(
      screen.getByRole('progressbar', { name: 'Progress to Silver' }).getAttribute('aria-valuenow'),
    ).toBe('31');
    const ring = screen.getByRole('img', { name: 'Daily goal: 120 of 250 points today' });
    expect(ring.getAttribute('data-percent')).toBe('48');
    expect(screen.getByTestId('dashboard-streak').textContent).toBe(
      '3-day streak · +5 streak bonus earned today',
    );
    expect(screen.getByRole('link', { name: 'See my points' }).getAttribute('href')).toBe('/points');
  });
});

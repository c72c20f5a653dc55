import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, respondByPath, respondJson } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeMember, storeMember } from '../../test/sessions';
import { respondSiteConfig } from '../../test/site-config';
import { OVERVIEW } from './points-test-support';

describe('points on the member dashboard', { timeout: 15_000 }, () => {
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

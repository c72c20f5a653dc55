import { createMemoryHistory } from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../app';
import { i18n } from '../../i18n/i18n';
import { refreshPointsFigures } from '../../lib/points-figures';
import { createQueryClient } from '../../lib/query-client';
import { createAppRouter } from '../../router';
import { inSequence, installFakeFetch, respondByPath, respondJson } from '../../test/fake-fetch';
import { makeMember, storeMember } from '../../test/sessions';
import { respondSiteConfig } from '../../test/site-config';
import { OVERVIEW } from './points-test-support';

const { week: _week, completions: _completions, streak: _streak, ...FIGURES } = OVERVIEW;

afterEach(async () => {
  await i18n.changeLanguage('en');
});

/** The whole app at `path` with a query client the test keeps, to refresh the figures as an award would. */
function renderDashboard(path = '/dashboard') {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  render(<App queryClient={queryClient} router={router} />);
  return queryClient;
}

function installPoints(balance = respondJson(200, FIGURES)) {
  installFakeFetch(
    respondByPath({
      '/api/v1/site/config': respondSiteConfig(),
      '/api/v1/points/overview': respondJson(200, OVERVIEW),
      '/api/v1/points/balance': balance,
    }),
  );
  storeMember(makeMember());
}

describe('one set of points figures (decision 048)', { timeout: 15_000 }, () => {
  it('shows the balance in the header and the same named figures on the dashboard', async () => {
    installPoints();
    renderDashboard();
    const header = await screen.findByTestId('header-balance', {}, { timeout: 3000 });
    expect(header.textContent).toBe('Balance 600');
    expect(header.getAttribute('aria-label')).toBe('Balance: 600 points. See my points');
    expect(header.getAttribute('href')).toBe('/points');
    expect((await screen.findByTestId('dashboard-balance')).textContent).toBe('600');
    expect(screen.getByTestId('dashboard-lifetime').textContent).toBe('620');
    expect(screen.getByTestId('dashboard-held').textContent).toBe('150');
    expect(screen.getByText('Earned in total')).toBeTruthy();
    expect(screen.getByText('On hold for exchanges')).toBeTruthy();
    expect(screen.getByTestId('dashboard-goal').textContent).toBe('120 of 250 points today');
    expect(screen.getByText(/Bonuses \(welcome, referral, streak\) do not count/)).toBeTruthy();
    expect(screen.queryByText('Total points')).toBeNull();
  });

  it('updates the header balance when the points figures are refreshed after an award', async () => {
    installPoints(
      inSequence(respondJson(200, FIGURES), respondJson(200, { ...FIGURES, balance: 1234, lifetime: 1254 })),
    );
    const queryClient = renderDashboard();
    const amount = await screen.findByTestId('header-balance-amount', {}, { timeout: 3000 });
    expect(amount.textContent).toBe('600');
    await act(() => refreshPointsFigures(queryClient));
    await waitFor(() => {
      expect(screen.getByTestId('header-balance-amount').textContent).toBe('1,234');
    });
  });

  it("names the figures in Arabic, with the reader's digits and Arabic plural rules", async () => {
    const arabic = new Intl.NumberFormat('ar');
    installPoints(respondJson(200, { ...FIGURES, balance: 2 }));
    await i18n.changeLanguage('ar');
    renderDashboard();
    const header = await screen.findByTestId('header-balance', {}, { timeout: 3000 });
    expect(header.textContent).toBe(`الرصيد ${arabic.format(2)}`);
    expect(header.getAttribute('aria-label')).toBe('الرصيد: نقطتان. عرض نقاطي');
    expect((await screen.findByTestId('dashboard-lifetime')).textContent).toBe(arabic.format(620));
    expect(screen.getByText('إجمالي ما كسبته')).toBeTruthy();
    expect(screen.getByText('محجوزة لعمليات الاستبدال')).toBeTruthy();
    expect(screen.getAllByText('الهدف اليومي').length).toBeGreaterThan(0);
  });

  it('shows no balance in the header to a guest', async () => {
    installFakeFetch(respondByPath({ '/api/v1/site/config': respondSiteConfig() }));
    renderDashboard('/');
    await screen.findByTestId('site-brand', {}, { timeout: 3000 });
    expect(screen.queryByTestId('header-balance')).toBeNull();
  });
});

import type { PartnersReport } from '@streamit/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, respondByPath, respondJson } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeAdmin, storeAdmin } from '../../test/sessions';

const period = {
  from: '2026-10-30',
  to: '2026-11-28',
  previousFrom: '2026-09-30',
  previousTo: '2026-10-29',
  granularity: 'day',
  asOf: '2026-11-28T10:00:00.000Z',
} as const;
const none = { current: 0, previous: 0 };

async function openPartners(report: PartnersReport) {
  storeAdmin(makeAdmin('ANALYST'));
  installFakeFetch(respondByPath({ '/api/v1/admin/analytics/partners': respondJson(200, report) }));
  renderApp('/admin/analytics');
  fireEvent.click(await screen.findByRole('tab', { name: 'Partners' }));
}

describe('the partners report', () => {
  it("shows applications, bonuses and reach beside the period before, and each partner's campaigns and budget", async () => {
    await openPartners({
      period,
      applications: {
        submitted: { current: 4, previous: 1 },
        approved: { current: 2, previous: 1 },
        rejected: none,
      },
      partnersByStatus: [{ status: 'ACTIVE', partners: 2 }],
      bonus: {
        points: { current: 350, previous: 0 },
        bonuses: { current: 70, previous: 0 },
        reach: { current: 61, previous: 0 },
      },
      budgets: { campaigns: 2, budgetPoints: 1_000, spentPoints: 350, leftPoints: 650 },
      partners: [
        {
          name: 'Sharjah Art House',
          status: 'ACTIVE',
          campaigns: 1,
          reach: 61,
          bonuses: 70,
          bonusPoints: 350,
          budgetLeft: 150,
        },
      ],
    });
    const figures = await screen.findByText('Applications sent');
    expect(figures.closest('div')?.textContent).toContain('4');
    const table = screen.getByRole('table', { name: /Partners with a campaign in the period/ });
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Sharjah Art House', 'Active', '1', '61', '70', '350', '150']);
    expect(screen.queryByText(/No partner yet/)).toBeNull();
  });

  it('says where partners come from when there are none', async () => {
    await openPartners({
      period,
      applications: { submitted: none, approved: none, rejected: none },
      partnersByStatus: [],
      bonus: { points: none, bonuses: none, reach: none },
      budgets: { campaigns: 0, budgetPoints: 0, spentPoints: 0, leftPoints: 0 },
      partners: [],
    });
    await screen.findByText(/No partner yet: organisations apply from the Become a partner page/);
  });
});

import type { UsersReport } from '@streamit/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, respondByPath, respondJson } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeAdmin, storeAdmin } from '../../test/sessions';

const compared = { current: 0, previous: 0 };
function usersReport(tierMovements: UsersReport['tierMovements']): UsersReport {
  return {
    period: {
      from: '2026-10-30',
      to: '2026-11-28',
      previousFrom: '2026-09-30',
      previousTo: '2026-10-29',
      granularity: 'day',
      asOf: '2026-11-28T10:00:00.000Z',
    },
    summary: {
      signups: compared,
      verified: compared,
      active: compared,
      dau: compared,
      wau: compared,
      mau: compared,
    },
    series: [],
    sources: [],
    tiers: [{ tier: 'BASIC', members: 12 }],
    tierMovements,
    retention: [],
  };
}

function serve(report: UsersReport) {
  storeAdmin(makeAdmin('ANALYST'));
  installFakeFetch(respondByPath({ '/api/v1/admin/analytics/users': respondJson(200, report) }));
  renderApp('/admin/analytics');
}

describe('the users report', () => {
  it('lists tier changes by from and to, this period beside the one before', async () => {
    serve(usersReport([{ from: 'BRONZE', to: 'SILVER', current: 3, previous: 1 }]));
    const table = await screen.findByRole('table', { name: /Tier changes/ });
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['Bronze', 'Silver', '3', '1']);
    expect(screen.queryByText(/No member changed tier/)).toBeNull();
  });

  it('says plainly when no member changed tier, and since when changes are recorded', async () => {
    serve(usersReport([]));
    await screen.findByText(/No member changed tier in this period or the one before/);
  });
});

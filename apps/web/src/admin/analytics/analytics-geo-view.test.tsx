import type { GeographicReport } from '@streamit/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, respondByPath, respondJson } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeAdmin, storeAdmin } from '../../test/sessions';

const report: GeographicReport = {
  period: {
    from: '2026-10-30',
    to: '2026-11-28',
    previousFrom: '2026-09-30',
    previousTo: '2026-10-29',
    granularity: 'day',
    asOf: '2026-11-28T10:00:00.000Z',
  },
  rows: [
    {
      country: 'SA',
      members: 900,
      newMembers: 40,
      active: 300,
      activePrevious: 250,
      watchSeconds: 9_000,
      pointsEarned: 50,
    },
    {
      country: 'EG',
      members: 100,
      newMembers: 10,
      active: 80,
      activePrevious: 60,
      watchSeconds: 2_000,
      pointsEarned: 800,
    },
    {
      country: null,
      members: 5,
      newMembers: 1,
      active: 1,
      activePrevious: 0,
      watchSeconds: 10,
      pointsEarned: 1,
    },
  ],
};

function shadeOfCountry(code: string): string | null {
  return (
    document
      .querySelector(`[data-testid="world-map"] path[data-country="${code}"]`)
      ?.getAttribute('data-shade') ?? null
  );
}

describe('the geographic report', () => {
  it('shades each country on the world map by the chosen figure, with a legend and the same figures in the table', async () => {
    storeAdmin(makeAdmin('ANALYST'));
    installFakeFetch(respondByPath({ '/api/v1/admin/analytics/geographic': respondJson(200, report) }));
    renderApp('/admin/analytics');
    fireEvent.click(await screen.findByRole('tab', { name: 'Geography' }));
    await screen.findByRole('img', { name: 'World map: Members (all time) by country' });
    expect(shadeOfCountry('SA')).toBe('4');
    expect(shadeOfCountry('EG')).toBe('1');
    expect(shadeOfCountry('FR')).toBe('none');
    expect(document.querySelector('path[data-country="SA"] title')?.textContent).toBe('Saudi Arabia: 900');
    expect(screen.getByRole('list', { name: 'Map legend' }).textContent).toContain('No data');

    fireEvent.change(screen.getByLabelText('Map shows'), { target: { value: 'pointsEarned' } });
    await screen.findByRole('img', { name: 'World map: Points earned by country' });
    expect(shadeOfCountry('EG')).toBe('4');
    expect(shadeOfCountry('SA')).toBe('1');
    expect(screen.getByRole('table', { name: /Members and activity by country/ }).textContent).toContain(
      'Egypt',
    );
  });
});

import type { PublicPartner, Sponsorship } from '@streamit/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { installFakeFetch, respondByPath, respondJson } from '../../test/fake-fetch';
import { makeActivityDetail } from '../../test/activities';
import { renderApp } from '../../test/render-app';

const API = '/api/v1';
const PARTNER = '00000000-0000-4000-8000-00000000000a';
const VIDEO = '00000000-0000-4000-8000-00000000000d';

afterEach(async () => {
  await changeLanguage('en');
});

const page: PublicPartner = {
  id: PARTNER,
  name: 'Gallery One',
  kind: 'GALLERY',
  website: 'https://gallery.example.org',
  country: 'AE',
  logoUrl: null,
  campaigns: [
    {
      id: '00000000-0000-4000-8000-00000000000c',
      title: 'Spring of calligraphy',
      status: 'ACTIVE',
      startsAt: '2026-11-20T10:00:00.000Z',
      endsAt: '2026-12-20T10:00:00.000Z',
      bonusPoints: 5,
      budgetUsedUp: false,
      activities: [{ id: VIDEO, slug: 'ink-and-light', title: 'Ink and light' }],
    },
  ],
};

const sponsorship: Sponsorship = {
  activityId: VIDEO,
  partnerId: PARTNER,
  partnerName: 'Gallery One',
  logoUrl: null,
  campaignTitle: 'Spring of calligraphy',
  bonusPoints: 5,
  budgetUsedUp: false,
};

const detail = makeActivityDetail(VIDEO, 'Ink and light');

function serve(answer = respondJson(200, page)) {
  installFakeFetch(respondByPath({ [`${API}/partners/${PARTNER}`]: answer }, respondJson(200, {})));
}

describe("a partner's public page", () => {
  it('names the partner and lists its campaigns with their bonus and activities', async () => {
    serve();
    renderApp(`/partners/${PARTNER}`);
    await screen.findByRole('heading', { level: 1, name: 'Gallery One' });
    expect(screen.getByRole('heading', { name: 'Spring of calligraphy' })).toBeTruthy();
    expect(screen.getByText(/\+5 bonus points on completion/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ink and light' }).getAttribute('href')).toBe(
      '/activities/ink-and-light',
    );
  });

  it('says the budget is used up, in Arabic too', async () => {
    await changeLanguage('ar');
    const usedUp = { ...page, campaigns: page.campaigns.map((each) => ({ ...each, budgetUsedUp: true })) };
    serve(respondJson(200, usedUp));
    renderApp(`/partners/${PARTNER}`);
    await screen.findByText(/نفدت ميزانية المكافأة/);
  });

  it('says when the partner is not shown (suspended, cancelled or unknown)', async () => {
    serve(respondJson(404, { error: { code: 'PARTNER_NOT_FOUND', message: 'Partner not found' } }));
    renderApp(`/partners/${PARTNER}`);
    await screen.findByRole('heading', { name: 'Partner not found' });
  });
});

describe('"Presented by" on a sponsored activity', () => {
  it.each([
    [false, '+5 bonus points on completion'],
    [true, 'The bonus budget is used up'],
  ])('links the partner and shows the bonus (used up: %s)', async (budgetUsedUp, text) => {
    installFakeFetch(
      respondByPath(
        {
          [`${API}/activities/ink-and-light`]: respondJson(200, detail),
          [`${API}/partners/sponsorships`]: respondJson(200, { items: [{ ...sponsorship, budgetUsedUp }] }),
        },
        respondJson(200, {}),
      ),
    );
    renderApp('/activities/ink-and-light');
    const link = await screen.findByRole('link', { name: 'Gallery One' });
    expect(link.getAttribute('href')).toBe(`/partners/${PARTNER}`);
    expect(link.closest('p')?.textContent).toContain(`Presented by Gallery One ${text}`);
  });
});

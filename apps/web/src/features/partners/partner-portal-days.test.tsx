import type { PartnerDay, PartnerPeople as People, PartnerPortalDays as Figures } from '@streamit/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { installFakeFetch, readJsonBody, respondByPath, respondJson } from '../../test/fake-fetch';
import { renderApp, renderWithProviders } from '../../test/render-app';
import { makeMember, storeMember } from '../../test/sessions';
import { PartnerPeople } from './partner-people';
import { PartnerPortalDays } from './partner-portal-days';

const API = '/api/v1';
const CAMPAIGN = '00000000-0000-4000-8000-00000000000c';
const INVITATION = '00000000-0000-4000-8000-00000000000d';

afterEach(async () => {
  await changeLanguage('en');
});

const day = (date: string, values: Partial<PartnerDay> = {}): PartnerDay => ({
  day: date,
  reach: 0,
  views: 0,
  completions: 0,
  bonusPaid: 0,
  budgetLeft: 0,
  ...values,
});

const figures: Figures = {
  from: '2026-11-27',
  to: '2026-11-28',
  overall: [
    day('2026-11-27', { budgetLeft: 150 }),
    day('2026-11-28', { reach: 1200, views: 3400, completions: 1, bonusPaid: 15, budgetLeft: 135 }),
  ],
  campaigns: [
    {
      campaignId: CAMPAIGN,
      title: 'Impressionism week',
      days: [
        day('2026-11-27', { budgetLeft: 150 }),
        day('2026-11-28', { reach: 1, completions: 1, bonusPaid: 15, budgetLeft: 135 }),
      ],
    },
  ],
};

describe('the portal figures by day', () => {
  it('shows every day, newest first, overall or for one campaign, in the reader’s language', async () => {
    storeMember(makeMember());
    const network = installFakeFetch(
      respondByPath({ [`${API}/partner/portal/days`]: respondJson(200, figures) }),
    );
    renderWithProviders(<PartnerPortalDays />);
    const table = await screen.findByRole('table', { name: /All campaigns by day/ });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toBe('Nov 28, 20261,2003,400115135');
    expect(rows[2]?.textContent).toContain('Nov 27, 2026');
    expect(network.requests[0]?.url).toContain('days=30');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Campaign'), 'Impressionism week');
    await screen.findByRole('table', { name: /Impressionism week by day/ });
    await user.selectOptions(screen.getByLabelText('Period'), 'Last 7 days');
    await waitFor(() => {
      expect(network.requests.some((request) => request.url.includes('days=7'))).toBe(true);
    });
    expect(screen.getByRole('button', { name: 'Download the figures (CSV)' })).toBeTruthy();
  });

  it('reads in Arabic, right to left, with the date anchored', async () => {
    await changeLanguage('ar');
    storeMember(makeMember());
    installFakeFetch(respondByPath({ [`${API}/partner/portal/days`]: respondJson(200, figures) }));
    renderWithProviders(<PartnerPortalDays />);
    const table = await screen.findByRole('table', { name: /كل الحملات حسب اليوم/ });
    expect(within(table).getAllByRole('row')[1]?.textContent).toMatch(/^\u200f28\u200f\/11\u200f\/2026/);
    expect(screen.getByLabelText('الفترة')).toBeTruthy();
  });
});

const people: People = {
  people: [
    {
      userId: '00000000-0000-4000-8000-00000000000a',
      name: 'Layla Nour',
      email: 'layla@example.test',
      role: 'OWNER',
      since: '2026-11-20T10:00:00.000Z',
    },
  ],
  invitations: [
    {
      id: INVITATION,
      email: 'sami@example.test',
      status: 'PENDING',
      expiresAt: '2026-12-05T10:00:00.000Z',
      createdAt: '2026-11-28T10:00:00.000Z',
    },
  ],
};

describe('the owner invites people', () => {
  it('sends an invitation and revokes a waiting one', async () => {
    storeMember(makeMember());
    const network = installFakeFetch(
      respondByPath({
        [`${API}/partner/people`]: respondJson(200, people),
        [`${API}/partner/invitations`]: respondJson(201, {
          ...people.invitations[0],
          email: 'rana@example.test',
        }),
        [`${API}/partner/invitations/${INVITATION}/revoke`]: respondJson(200, {
          ...people.invitations[0],
          status: 'REVOKED',
        }),
      }),
    );
    renderWithProviders(<PartnerPeople />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail address to invite'), 'rana@example.test');
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
    await screen.findByText(/Invitation sent to rana@example.test/);
    const sent = network.requests.find((request) => request.url.endsWith('/partner/invitations'));
    expect(readJsonBody(sent)).toEqual({ email: 'rana@example.test' });
    await user.click(screen.getByRole('button', { name: 'Revoke the invitation to sami@example.test' }));
    await waitFor(() => {
      expect(network.requests.some((request) => request.url.endsWith('/revoke'))).toBe(true);
    });
    expect(screen.getByRole('table', { name: 'People who can open this portal' }).textContent).toContain(
      'Owner',
    );
  });
});

describe('the invitation link', () => {
  it('asks a visitor to sign in, and lets the signed-in invitee accept', async () => {
    installFakeFetch(respondByPath({}));
    const visitor = renderApp('/partner/join?token=stc_abcdefghijklmnopqrstuvwxyz');
    await screen.findByRole('link', { name: 'Sign in' });
    expect(screen.getByRole('link', { name: 'Create an account' })).toBeTruthy();
    visitor.unmount();
    storeMember(makeMember());
    const network = installFakeFetch(
      respondByPath({
        [`${API}/partner/invitations/accept`]: respondJson(200, {
          partnerId: CAMPAIGN,
          partnerName: 'Gallery Nour',
        }),
      }),
    );
    renderApp('/partner/join?token=stc_abcdefghijklmnopqrstuvwxyz');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Accept the invitation' }));
    await screen.findByText('You joined Gallery Nour.');
    const accepted = network.requests.find((request) => request.url.endsWith('/accept'));
    expect(readJsonBody(accepted)).toEqual({ token: 'stc_abcdefghijklmnopqrstuvwxyz' });
  });
});

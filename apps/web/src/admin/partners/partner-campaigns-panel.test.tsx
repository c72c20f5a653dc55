import type { Campaign } from '@streamit/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, readJsonBody, respondByPath, respondJson } from '../../test/fake-fetch';
import {
  CAMPAIGN_TEST_ID,
  CAMPAIGN_VIDEO,
  CAMPAIGN_VIDEO_ID,
  makeCampaign,
  makePartner,
  PARTNER_TEST_ID as PARTNER,
} from '../../features/partners/partners.fixtures';
import { makeActivityDetail } from '../../test/activities';
import { renderWithProviders } from '../../test/render-app';
import { makeAdmin, storeAdmin } from '../../test/sessions';
import { PartnersPage } from './partners-page';

const API = '/api/v1';
const CAMPAIGN = CAMPAIGN_TEST_ID;
const VIDEO = CAMPAIGN_VIDEO_ID;

const partner = makePartner();
const campaign = makeCampaign();
const listed = CAMPAIGN_VIDEO;

const detail = makeActivityDetail(VIDEO, 'Ink and light');

function serve(campaigns: Campaign[]) {
  return installFakeFetch(
    respondByPath({
      [`${API}/admin/partners`]: respondJson(200, { items: [partner] }),
      [`${API}/admin/partners/${PARTNER}/campaigns`]: (request) =>
        request.method === 'POST'
          ? respondJson(201, campaign)(request)
          : respondJson(200, { items: campaigns })(request),
      [`${API}/activities`]: respondJson(200, { items: [listed], nextCursor: null }),
      [`${API}/activities/${VIDEO}`]: respondJson(200, detail),
      [`${API}/admin/partner-campaigns/${CAMPAIGN}`]: respondJson(200, campaign),
      [`${API}/admin/partner-campaigns/${CAMPAIGN}/reject`]: respondJson(200, {
        ...campaign,
        status: 'REJECTED',
      }),
      [`${API}/admin/partner-campaigns/${CAMPAIGN}/pause`]: respondJson(200, {
        ...campaign,
        status: 'PAUSED',
      }),
    }),
  );
}

const sent = (network: ReturnType<typeof serve>, method: string) =>
  network.requests.filter((request) => request.method === method);

describe('the staff campaign screen', () => {
  it('creates a campaign with attached activities once the form is right', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    const network = serve([]);
    renderWithProviders(<PartnersPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Campaigns of Gallery One' }));
    await user.click(await screen.findByRole('button', { name: 'New campaign' }));
    const form = screen.getByRole('form', { name: 'New campaign presented by Gallery One' });
    await user.click(within(form).getByRole('button', { name: 'Create the campaign' }));
    expect(within(form).getByText('Attach at least one activity.')).toBeTruthy();
    expect(within(form).getByText('Enter a title of at least 2 characters.')).toBeTruthy();
    await user.type(within(form).getByLabelText('Campaign title'), 'Spring of calligraphy');
    await user.type(within(form).getByLabelText('Find a published activity by title'), 'ink');
    await user.click(await within(form).findByRole('button', { name: 'Attach Ink and light' }));
    await within(form).findByRole('button', { name: 'Remove Ink and light' });
    await user.type(within(form).getByLabelText('Bonus points per completion'), '5');
    await user.type(within(form).getByLabelText('Points budget (taken from the reward pool)'), '50');
    await user.click(within(form).getByRole('button', { name: 'Create the campaign' }));
    await waitFor(() => {
      expect(sent(network, 'POST')).toHaveLength(1);
    });
    expect(readJsonBody(sent(network, 'POST')[0])).toMatchObject({
      title: 'Spring of calligraphy',
      activityIds: [VIDEO],
      bonusPoints: 5,
      budgetPoints: 50,
    });
  });

  it('shows the budget left, edits only what changed, and pauses with a reason', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    const network = serve([campaign]);
    renderWithProviders(<PartnersPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Campaigns of Gallery One' }));
    const row = (await screen.findByRole('rowheader', { name: 'Spring of calligraphy' })).closest('tr');
    expect(within(row as HTMLElement).getByText('45 / 50')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resume Spring of calligraphy' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit Spring of calligraphy' }));
    const form = screen.getByRole('form', { name: 'Edit Spring of calligraphy' });
    await within(form).findByRole('button', { name: 'Remove Ink and light' });
    await user.click(within(form).getByRole('button', { name: 'Save the changes' }));
    expect(within(form).getByText('Nothing has changed.')).toBeTruthy();
    await user.type(within(form).getByLabelText('Add to the budget (points, optional)'), '30');
    await user.click(within(form).getByRole('button', { name: 'Save the changes' }));
    await waitFor(() => {
      expect(sent(network, 'PATCH')).toHaveLength(1);
    });
    expect(readJsonBody(sent(network, 'PATCH')[0])).toEqual({ addBudgetPoints: 30 });
    await user.type(screen.getByLabelText('Reason for Spring of calligraphy'), 'Paused for review');
    await user.click(screen.getByRole('button', { name: 'Pause Spring of calligraphy' }));
    await waitFor(() => {
      expect(sent(network, 'POST')).toHaveLength(1);
    });
    expect(readJsonBody(sent(network, 'POST')[0])).toEqual({ reason: 'Paused for review' });
  });

  it("lists the partner's proposal with Approve and Reject (which needs a reason), and no edit", async () => {
    storeAdmin(makeAdmin('ADMIN'));
    const network = serve([{ ...campaign, status: 'PROPOSED', budgetLeft: 0 }]);
    renderWithProviders(<PartnersPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Campaigns of Gallery One' }));
    await screen.findByRole('button', { name: 'Approve and fund Spring of calligraphy' });
    expect(screen.queryByRole('button', { name: 'Edit Spring of calligraphy' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reject Spring of calligraphy' }));
    expect(screen.getByText('Give a reason first.')).toBeTruthy();
    await user.type(screen.getByLabelText('Reason for Spring of calligraphy'), 'Budget too large');
    await user.click(screen.getByRole('button', { name: 'Reject Spring of calligraphy' }));
    await waitFor(() => {
      expect(sent(network, 'POST')).toHaveLength(1);
    });
    expect(sent(network, 'POST')[0]?.url).toContain(`/admin/partner-campaigns/${CAMPAIGN}/reject`);
    expect(readJsonBody(sent(network, 'POST')[0])).toEqual({ reason: 'Budget too large' });
  });

  it('is not offered to staff who do not manage points', async () => {
    storeAdmin(makeAdmin('MODERATOR'));
    serve([]);
    renderWithProviders(<PartnersPage />);
    await screen.findByRole('button', { name: 'Suspend Gallery One' });
    expect(screen.queryByRole('button', { name: 'Campaigns of Gallery One' })).toBeNull();
  });
});

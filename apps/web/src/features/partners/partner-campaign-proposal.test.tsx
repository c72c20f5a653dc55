import type { Campaign } from '@streamit/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import {
  installFakeFetch,
  inSequence,
  readJsonBody,
  respondByPath,
  respondJson,
} from '../../test/fake-fetch';
import { renderWithProviders } from '../../test/render-app';
import { makeMember, storeMember } from '../../test/sessions';
import { PartnerPortal } from './partner-portal';
import {
  CAMPAIGN_VIDEO,
  CAMPAIGN_VIDEO_ID,
  makeCampaign,
  makePartner,
  PARTNER_TEST_ID,
} from './partners.fixtures';

const API = '/api/v1';
const proposal = makeCampaign({ status: 'PROPOSED', budgetLeft: 0, completions: 0, bonusPaid: 0, reach: 0 });

const portalWith = (campaigns: Campaign[]) => respondJson(200, { partner: makePartner(), campaigns });

function serve(portal: ReturnType<typeof respondJson>) {
  return installFakeFetch(
    respondByPath({
      [`${API}/partner/portal`]: portal,
      [`${API}/partner/campaigns`]: respondJson(201, proposal),
      [`${API}/activities`]: respondJson(200, { items: [CAMPAIGN_VIDEO], nextCursor: null }),
    }),
  );
}

afterEach(async () => {
  await changeLanguage('en');
});

describe("the portal's campaign proposal", () => {
  it('lets the owner propose a campaign, then lists it as waiting for review', async () => {
    storeMember(makeMember({ id: PARTNER_TEST_ID }));
    const network = serve(inSequence(portalWith([]), portalWith([proposal])));
    renderWithProviders(<PartnerPortal />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Write a proposal' }));
    const form = screen.getByRole('form', { name: 'Campaign proposal' });
    await user.click(within(form).getByRole('button', { name: 'Send the proposal' }));
    expect(within(form).getByText('Attach at least one activity.')).toBeTruthy();
    await user.type(within(form).getByLabelText('Campaign title'), 'Spring of calligraphy');
    await user.type(within(form).getByLabelText('Find a published activity by title'), 'ink');
    await user.click(await within(form).findByRole('button', { name: 'Attach Ink and light' }));
    await user.type(within(form).getByLabelText('Bonus points per completion'), '5');
    await user.type(within(form).getByLabelText('Points budget you ask for'), '50');
    await user.click(within(form).getByRole('button', { name: 'Send the proposal' }));
    const sent = await screen.findByText(/Your proposal “Spring of calligraphy” was sent/);
    expect(document.activeElement).toBe(sent);
    const posts = network.requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.url).toContain('/partner/campaigns');
    expect(readJsonBody(posts[0])).toMatchObject({
      title: 'Spring of calligraphy',
      activityIds: [CAMPAIGN_VIDEO_ID],
      bonusPoints: 5,
      budgetPoints: 50,
    });
    const row = (await screen.findByRole('rowheader', { name: 'Spring of calligraphy' })).closest('tr');
    await waitFor(() => {
      expect(row?.textContent).toContain("Waiting for our team's review");
    });
    expect(within(row as HTMLElement).getByText('50 asked for')).toBeTruthy();
  });

  it('shows an approved campaign that starts later and a refusal with its reason; only the owner proposes', async () => {
    storeMember(makeMember());
    const later = new Date(Date.now() + 86_400_000 * 3).toISOString();
    const approved = makeCampaign({ title: 'Ink week', startsAt: later, budgetLeft: 50 });
    const refused = makeCampaign({
      id: '00000000-0000-4000-8000-00000000000e',
      title: 'Too big',
      status: 'REJECTED',
      decisionReason: 'Budget too large',
    });
    serve(portalWith([approved, refused]));
    renderWithProviders(<PartnerPortal />);
    const approvedRow = (await screen.findByRole('rowheader', { name: 'Ink week' })).closest('tr');
    expect(approvedRow?.textContent).toMatch(/Approved, starts /);
    expect(within(approvedRow as HTMLElement).getByText('50 / 50')).toBeTruthy();
    const refusedRow = screen.getByRole('rowheader', { name: 'Too big' }).closest('tr');
    expect(refusedRow?.textContent).toContain('Not approved');
    expect(refusedRow?.textContent).toContain('Reason: Budget too large');
    expect(screen.queryByRole('button', { name: 'Write a proposal' })).toBeNull();
  });

  it('reads in Arabic', async () => {
    await changeLanguage('ar');
    storeMember(makeMember({ id: PARTNER_TEST_ID }));
    serve(portalWith([proposal]));
    renderWithProviders(<PartnerPortal />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'اكتب اقتراحًا' }));
    expect(screen.getByRole('form', { name: 'اقتراح حملة' })).toBeTruthy();
    expect(screen.getByLabelText('ميزانية النقاط التي تطلبها')).toBeTruthy();
    expect(screen.getByText('50 مطلوبة')).toBeTruthy();
  });
});

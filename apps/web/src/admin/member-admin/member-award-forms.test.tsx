import type { AdminMemberDetail } from '@streamit/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import {
  inSequence,
  installFakeFetch,
  readJsonBody,
  respondByPath,
  respondJson,
  type FakeRequest,
} from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeAdmin, storeAdmin } from '../../test/sessions';
import { AT, ID, memberDetail } from './member-admin.fixtures';

const AWARD = '/api/v1/web3/award-points';
const SEND = '/api/v1/web3/send-artfi-direct';

/** The member page as reloaded after a staff payment: its audit trail now holds the entry. */
function afterwards(action: string, reason: string): AdminMemberDetail {
  const entry = { ...memberDetail.audit[0], id: 9, action, details: { reason } };
  return { ...memberDetail, audit: [entry as AdminMemberDetail['audit'][number], ...memberDetail.audit] };
}

function serve(after: AdminMemberDetail, amount = 500, before = memberDetail) {
  return installFakeFetch(
    respondByPath({
      [`/api/v1/admin/users/${ID}`]: inSequence(respondJson(200, before), respondJson(200, after)),
      [AWARD]: respondJson(200, {
        userId: ID,
        postingId: '00000000-0000-4000-8000-000000000072',
        amount,
        kind: 'adjust',
        balance: 920,
      }),
      [SEND]: respondJson(202, {
        id: '00000000-0000-4000-8000-0000000000a1',
        kind: 'DIRECT',
        userId: ID,
        to: '0x00000000000000000000000000000000000000a1',
        artfiAmount: '12.5',
        status: 'QUEUED',
        reason: 'Contest prize',
        txHash: null,
        txUrl: null,
        failureReason: null,
        createdAt: AT,
      }),
    }),
  );
}

const sentTo = (requests: FakeRequest[], path: string) =>
  requests.filter((request) => request.url.endsWith(path));

/** Awards `points` in the page's language, labels as written in that language. */
async function award(
  points: string,
  labels: { form: string; amount: string; reason: string; review: string },
) {
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: labels.form });
  await user.type(within(form).getByLabelText(labels.amount), points);
  await user.type(within(form).getByLabelText(labels.reason), 'Community event prize');
  await user.click(within(form).getByRole('button', { name: labels.review }));
  return { user, form };
}

describe("the member page's staff payments", { timeout: 15_000 }, () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it("names the points of the balance and the award by the language's plural rules: a few in Arabic, one in English", async () => {
    storeAdmin(makeAdmin('ADMIN'));
    await i18n.changeLanguage('ar');
    const seven = { ...memberDetail, member: { ...memberDetail.member, totalPoints: 7 } };
    serve(seven, 3, seven);
    const { unmount } = renderApp(`/admin/users/${ID}`);
    await screen.findByText('الرصيد: 7 نقاط');
    const arabic = await award('3', {
      form: 'منح نقاط',
      amount: 'النقاط الممنوحة',
      reason: 'السبب (يُحفظ في سجل التدقيق)',
      review: 'مراجعة…',
    });
    const question = within(arabic.form).getByRole('group', {
      name: 'منح 3 نقاط إلى Ada؟ السبب: «Community event prize».',
    });
    await arabic.user.click(within(question).getByRole('button', { name: 'منح النقاط' }));
    await within(arabic.form).findByText(
      'مُنحت 3 نقاط. الرصيد الجديد: 920. المنحة في سجل النقاط وسجل التدقيق.',
    );
    unmount();
    await i18n.changeLanguage('en');
    const one = { ...memberDetail, member: { ...memberDetail.member, totalPoints: 1 } };
    serve(one, 1, one);
    renderApp(`/admin/users/${ID}`);
    await screen.findByText('Balance: 1 point');
    const english = await award('1', {
      form: 'Award points',
      amount: 'Points to award',
      reason: 'Reason (kept in the audit log)',
      review: 'Review…',
    });
    within(english.form).getByRole('group', {
      name: 'Award 1 point to Ada? Reason: “Community event prize”.',
    });
    await english.user.click(within(english.form).getByRole('button', { name: 'Award the points' }));
    await within(english.form).findByText(
      'Awarded 1 point. New balance: 920. The award is in the ledger and the audit trail.',
    );
  });

  it('awards points after a confirmation, with one idempotency key, and shows the award in the audit trail', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    const { requests } = serve(afterwards('points.adjusted', 'Community event prize'));
    renderApp(`/admin/users/${ID}`);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Award points' });
    await user.type(within(form).getByLabelText('Points to award'), '500');
    await user.type(within(form).getByLabelText('Reason (kept in the audit log)'), 'Community event prize');
    await user.click(within(form).getByRole('button', { name: 'Review…' }));
    const question = within(form).getByRole('group', {
      name: 'Award 500 points to Ada? Reason: “Community event prize”.',
    });
    expect(sentTo(requests, AWARD)).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Award the points' }));
    await within(form).findByText(
      'Awarded 500 points. New balance: 920. The award is in the ledger and the audit trail.',
    );
    const [sent] = sentTo(requests, AWARD);
    expect(readJsonBody(sent)).toEqual({ userId: ID, points: 500, reason: 'Community event prize' });
    expect(sent?.headers.get('idempotency-key')).toMatch(/.{16,}/);
    const trail = screen.getByRole('region', { name: 'Table: Audit trail' });
    await within(trail).findByRole('cell', { name: 'Community event prize' });
  });

  it('refuses a bad ARTFI amount before sending, goes back on cancel, then sends and shows the queued grant', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    const { requests } = serve(afterwards('web3.artfi_sent_direct', 'Contest prize'));
    renderApp(`/admin/users/${ID}`);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Send ARTFI from the treasury' });
    const amount = within(form).getByLabelText('ARTFI to send');
    await user.type(amount, '12,5');
    await user.type(within(form).getByLabelText('Reason (kept in the audit log)'), 'Contest prize');
    await user.click(within(form).getByRole('button', { name: 'Review…' }));
    expect(within(form).getByRole('alert').textContent).toContain('an ARTFI amount above 0');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    await user.clear(amount);
    await user.type(amount, '12.5');
    await user.click(within(form).getByRole('button', { name: 'Review…' }));
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(within(form).queryByRole('group')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Review…' }));
    await user.click(within(form).getByRole('button', { name: 'Send the ARTFI' }));
    await within(form).findByText(/12\.5 ARTFI to 0x0+a1: queued for the payout job/);
    expect(sentTo(requests, SEND).map(readJsonBody)).toEqual([
      { userId: ID, amount: '12.5', reason: 'Contest prize' },
    ]);
    const trail = screen.getByRole('region', { name: 'Table: Audit trail' });
    await waitFor(() => {
      expect(within(trail).getByRole('cell', { name: 'web3.artfi_sent_direct' })).toBeTruthy();
    });
  });

  it('offers no payments to staff without canManagePoints', async () => {
    storeAdmin(makeAdmin('ADMIN', { canManagePoints: false }));
    serve(memberDetail);
    renderApp(`/admin/users/${ID}`);
    await screen.findByTestId('admin-member-name');
    expect(screen.queryByRole('form', { name: 'Award points' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Send ARTFI from the treasury' })).toBeNull();
  });
  it('says a large award waits for a second staff member when the server answers 202 with the request', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    const pendingApproval = {
      id: '00000000-0000-4000-8000-0000000000b1',
      kind: 'POINTS_ADJUSTMENT',
      status: 'PENDING',
      amount: '20000',
      unit: 'POINTS',
      subjectUserId: ID,
      exchangeId: null,
      note: 'Festival grand prize',
      maker: { id: '7a0c6a39-6b4e-4a50-9d3a-3f0e3f7d9a20', name: 'Demo ADMIN' },
      checker: null,
      reason: null,
      createdAt: AT,
      decidedAt: null,
    };
    installFakeFetch(
      respondByPath({
        [`/api/v1/admin/users/${ID}`]: respondJson(200, memberDetail),
        [AWARD]: respondJson(202, { pendingApproval }),
      }),
    );
    renderApp(`/admin/users/${ID}`);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Award points' });
    await user.type(within(form).getByLabelText('Points to award'), '20000');
    await user.type(within(form).getByLabelText('Reason (kept in the audit log)'), 'Festival grand prize');
    await user.click(within(form).getByRole('button', { name: 'Review…' }));
    await user.click(within(form).getByRole('button', { name: 'Award the points' }));
    const notice = await within(form).findByTestId('pending-approval');
    expect(notice.textContent).toContain('nothing has moved yet');
    expect(within(notice).getByRole('link', { name: 'Money approvals' }).getAttribute('href')).toBe(
      '/admin/money-approvals',
    );
    expect(within(form).queryByText(/^Awarded/)).toBeNull();
  });
});

import { CHAIN_NODE_WAIT_REASON, type AdminExchange } from '@streamit/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { inSequence, installFakeFetch, respondByPath, respondJson } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeAdmin, storeAdmin } from '../../test/sessions';

const ID = '00000000-0000-4000-8000-0000000000e1';
const ADDRESS = '0x1111111111111111111111111111111111111111';

function exchange(patch: Partial<AdminExchange>): AdminExchange {
  return {
    id: ID,
    pointsAmount: 5000,
    artfiAmount: '50',
    description: '',
    status: 'PENDING',
    payoutAddress: ADDRESS,
    txHash: null,
    txUrl: null,
    rejectReason: null,
    failureReason: null,
    createdAt: new Date().toISOString(),
    decidedAt: null,
    settledAt: null,
    userId: '00000000-0000-4000-8000-0000000000a1',
    memberEmail: 'lina@example.test',
    memberName: 'Lina Member',
    attempts: 0,
    ...patch,
  };
}

const page = (item: AdminExchange) => ({ items: [item], page: 1, limit: 20, total: 1 });
const LIST = '/api/v1/admin/exchanges';
const APPROVE = `/api/v1/admin/exchanges/${ID}/approve`;

describe('approving an exchange', { timeout: 20_000 }, () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it("states the points to pay by the language's plural rules: a few in Arabic, one in English", async () => {
    storeAdmin(makeAdmin('ADMIN'));
    await i18n.changeLanguage('ar');
    installFakeFetch(
      respondByPath({ [LIST]: respondJson(200, page(exchange({ pointsAmount: 3, artfiAmount: '0.03' }))) }),
    );
    const { unmount } = renderApp('/admin/exchanges');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'موافقة' }));
    const arabic = screen.getByRole('dialog', { name: 'الموافقة على هذا الاستبدال ودفعه؟' });
    within(arabic).getByText('3 نقاط ← 0.03 ARTFI');
    unmount();
    await i18n.changeLanguage('en');
    installFakeFetch(
      respondByPath({ [LIST]: respondJson(200, page(exchange({ pointsAmount: 1, artfiAmount: '0.01' }))) }),
    );
    renderApp('/admin/exchanges');
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const english = screen.getByRole('dialog', { name: 'Approve and pay this exchange?' });
    within(english).getByText('1 point → 0.01 ARTFI');
  });

  it('asks first, stating amount, member and wallet; going back pays nothing', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    const network = installFakeFetch(respondByPath({ [LIST]: respondJson(200, page(exchange({}))) }));
    renderApp('/admin/exchanges');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve and pay this exchange?' });
    expect(within(dialog).getByText('5,000 points → 50 ARTFI')).toBeTruthy();
    expect(dialog.textContent).toContain('Lina Member');
    expect(dialog.textContent).toContain('lina@example.test');
    expect(dialog.textContent).toContain(ADDRESS);
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(network.requests.some((request) => request.url.endsWith('/approve'))).toBe(false);
  });

  it('pays on confirmation, says the payout is under way, then shows it paid without a retry', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    const decidedAt = new Date().toISOString();
    const network = installFakeFetch(
      respondByPath({
        [LIST]: inSequence(
          respondJson(200, page(exchange({}))),
          respondJson(200, page(exchange({ status: 'PAYING', decidedAt }))),
          respondJson(200, page(exchange({ status: 'SETTLED', decidedAt, settledAt: decidedAt }))),
        ),
        [APPROVE]: respondJson(200, exchange({ status: 'APPROVED', decidedAt })),
      }),
    );
    renderApp('/admin/exchanges');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(screen.getByRole('button', { name: 'Approve and pay' }));
    await screen.findByTestId('payout-under-way');
    expect(screen.queryByRole('button', { name: 'Retry payout' })).toBeNull();
    expect(network.requests.filter((request) => request.url.endsWith('/approve'))).toHaveLength(1);
    await waitFor(
      () => {
        expect(screen.queryByTestId('payout-under-way')).toBeNull();
      },
      { timeout: 6000 },
    );
    expect(screen.queryByRole('button', { name: 'Retry payout' })).toBeNull();
  });

  it('says that an approval above the four-eyes threshold waits for a second staff member', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    const pendingApproval = {
      id: '00000000-0000-4000-8000-0000000000c1',
      kind: 'EXCHANGE_APPROVAL',
      status: 'PENDING',
      amount: '5000',
      unit: 'POINTS',
      subjectUserId: '00000000-0000-4000-8000-0000000000a1',
      exchangeId: ID,
      note: null,
      maker: { id: makeAdmin('ADMIN').id, name: 'Demo ADMIN' },
      checker: null,
      reason: null,
      createdAt: new Date().toISOString(),
      decidedAt: null,
    };
    installFakeFetch(
      respondByPath({
        [LIST]: respondJson(200, page(exchange({}))),
        [APPROVE]: respondJson(202, { pendingApproval }),
      }),
    );
    renderApp('/admin/exchanges');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(screen.getByRole('button', { name: 'Approve and pay' }));
    const notice = await screen.findByTestId('pending-approval');
    expect(notice.textContent).toContain('nothing has moved yet');
    expect(within(notice).getByRole('link', { name: 'Money approvals' }).getAttribute('href')).toBe(
      '/admin/money-approvals',
    );
    expect(screen.queryByTestId('payout-under-way')).toBeNull();
  });

  it('says so when a bulk approval holds exchanges above the threshold', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    installFakeFetch(
      respondByPath({
        [LIST]: respondJson(200, page(exchange({}))),
        [`${LIST}/bulk`]: respondJson(200, {
          results: [{ id: ID, ok: false, status: null, error: 'MONEY_APPROVAL_PENDING' }],
        }),
      }),
    );
    renderApp('/admin/exchanges');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select the exchange of Lina Member' }));
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));
    expect((await screen.findByTestId('pending-approval')).textContent).toContain('nothing has moved yet');
  });
});

describe('a payout waiting for the chain node', () => {
  it('says it waits and resumes by itself, in words of its own rather than the server note', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    const waiting = exchange({ status: 'PAYING', failureReason: CHAIN_NODE_WAIT_REASON, attempts: 0 });
    installFakeFetch(respondByPath({ [LIST]: respondJson(200, page(waiting)) }));
    renderApp('/admin/exchanges');
    const note = await screen.findByTestId('payout-waits-for-chain');
    expect(note.textContent).toBe(
      'Waiting for the chain node, which does not answer; the payout resumes by itself when it is back.',
    );
    expect(screen.queryByText(CHAIN_NODE_WAIT_REASON)).toBeNull();
  });
});

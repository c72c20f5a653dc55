import type { MoneyApproval } from '@streamit/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import {
  inSequence,
  installFakeFetch,
  readJsonBody,
  respondByPath,
  respondError,
  respondJson,
} from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeAdmin, storeAdmin } from '../../test/sessions';

const ME = makeAdmin('ADMIN');
const OTHER = { id: '00000000-0000-4000-8000-0000000000b2', name: 'Omar Maker' };
const ID = '00000000-0000-4000-8000-0000000000c1';
const LIST = '/api/v1/admin/money-approvals';

function approval(patch: Partial<MoneyApproval> = {}): MoneyApproval {
  return {
    id: ID,
    kind: 'POINTS_ADJUSTMENT',
    status: 'PENDING',
    amount: '20000',
    unit: 'POINTS',
    subjectUserId: '00000000-0000-4000-8000-0000000000a1',
    exchangeId: null,
    note: 'Prize for the finals',
    maker: OTHER,
    checker: null,
    reason: null,
    createdAt: '2026-11-28T10:00:00.000Z',
    decidedAt: null,
    ...patch,
  };
}

const page = (items: MoneyApproval[]) => ({ items, page: 1, limit: 20, total: items.length });

afterEach(async () => {
  vi.restoreAllMocks();
  await changeLanguage('en');
});

describe('money approvals screen', { timeout: 20_000 }, () => {
  it('shows kind, amount, maker and date, and runs another staff member’s request on approval', async () => {
    storeAdmin(ME);
    const executed = approval({ status: 'EXECUTED', checker: { id: ME.id, name: ME.name } });
    const network = installFakeFetch(
      respondByPath({
        [LIST]: inSequence(respondJson(200, page([approval()])), respondJson(200, page([]))),
        [`${LIST}/${ID}/approve`]: respondJson(200, executed),
      }),
    );
    renderApp('/admin/money-approvals');
    const table = await screen.findByRole('table', { name: 'Money moves waiting for a second staff member' });
    const [, row] = within(table).getAllByRole('row');
    if (!row) throw new Error('no request row');
    expect(row.textContent).toContain('Points adjustment');
    expect(row.textContent).toContain('20,000 points');
    expect(row.textContent).toContain('Omar Maker');
    expect(row.textContent).toContain('Prize for the finals');
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Approve' }));
    await screen.findByText('Approved: the move has been made.');
    expect(network.requests.filter((request) => request.url.endsWith('/approve'))).toHaveLength(1);
  });

  it('offers no decision on the staff member’s own request', async () => {
    storeAdmin(ME);
    installFakeFetch(
      respondByPath({ [LIST]: respondJson(200, page([approval({ maker: { id: ME.id, name: ME.name } })])) }),
    );
    renderApp('/admin/money-approvals');
    await screen.findByText('Your request: another staff member decides');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('rejects with the reason typed, and says the server’s refusal in the reader’s words', async () => {
    storeAdmin(ME);
    vi.spyOn(window, 'prompt').mockReturnValue('No such finals took place');
    const network = installFakeFetch(
      respondByPath({
        [LIST]: respondJson(200, page([approval()])),
        [`${LIST}/${ID}/reject`]: respondError(
          409,
          'MONEY_APPROVAL_NOT_PENDING',
          'This request has already been decided. Please reload the list.',
        ),
      }),
    );
    renderApp('/admin/money-approvals');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Reject' }));
    await screen.findByText('This request has already been decided. Please reload the list.');
    const sent = network.requests.find((request) => request.url.endsWith('/reject'));
    expect(readJsonBody(sent)).toEqual({ reason: 'No such finals took place' });
  });

  it('speaks Arabic, with the Arabic plural of points', async () => {
    storeAdmin(ME);
    await changeLanguage('ar');
    installFakeFetch(
      respondByPath({ [LIST]: respondJson(200, page([approval({ amount: '3', unit: 'POINTS' })])) }),
    );
    renderApp('/admin/money-approvals');
    const table = await screen.findByRole('table', { name: 'حركات أموال تنتظر موظفًا ثانيًا' });
    expect(table.textContent).toContain('تعديل نقاط');
    expect(table.textContent).toContain('3 نقاط');
    expect(screen.getByRole('button', { name: 'موافقة' })).toBeTruthy();
  });
});

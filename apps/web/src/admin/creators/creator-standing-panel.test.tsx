import type { AdminCreator } from '@streamit/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, readJsonBody, respondByPath, respondJson } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeAdmin, storeAdmin } from '../../test/sessions';

const CREATOR: AdminCreator = {
  userId: '00000000-0000-4000-8000-0000000000d1',
  email: 'nadia@example.com',
  displayName: 'Nadia',
  handle: 'nadia',
  creatorStatus: 'APPROVED',
  banReason: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

function serve() {
  return installFakeFetch(
    respondByPath({
      '/api/v1/admin/creator-applications': respondJson(200, { items: [], nextCursor: null }),
      '/api/v1/admin/creators': respondJson(200, { items: [CREATOR], nextCursor: null }),
      [`/api/v1/admin/creators/${CREATOR.userId}/ban`]: respondJson(200, {
        userId: CREATOR.userId,
        creatorStatus: 'BANNED',
        activityCount: 3,
      }),
    }),
  );
}

describe('the creators panel on the creator applications screen', () => {
  it('asks for a reason, then bans and says how much content went down', async () => {
    storeAdmin(makeAdmin('MODERATOR'));
    const network = serve();
    renderApp('/admin/creator-applications');
    const row = (await screen.findByText('@nadia')).closest('tr');
    if (!row) throw new Error('row expected');
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Ban' }));
    await user.click(within(row).getByRole('button', { name: 'Ban nadia' }));
    await within(row).findByText('Give the creator a reason.');
    expect(network.requests.some((request) => request.method === 'POST')).toBe(false);
    await user.type(within(row).getByLabelText('Reason (the creator reads it)'), 'Copyright strikes');
    await user.click(within(row).getByRole('button', { name: 'Ban nadia' }));
    await screen.findByText('nadia: 3 items changed.');
    const ban = network.requests.find((request) => request.method === 'POST');
    expect(ban?.url).toContain(`/admin/creators/${CREATOR.userId}/ban`);
    expect(readJsonBody(ban)).toEqual({ reason: 'Copyright strikes' });
  });
});

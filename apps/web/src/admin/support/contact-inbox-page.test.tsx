import type { ContactMessage } from '@streamit/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, readJsonBody, respondByPath, respondJson } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeAdmin, storeAdmin } from '../../test/sessions';
import { respondSiteConfig } from '../../test/site-config';

const API = '/api/v1/admin/contact-messages';
const MESSAGE: ContactMessage = {
  id: '00000000-0000-4000-8000-000000000c01',
  reference: '00000000',
  name: 'Guest Person',
  email: 'guest@example.com',
  topic: 'account',
  subject: 'Cannot sign in',
  message: 'I cannot sign in to my account since yesterday.',
  status: 'NEW',
  ip: '203.0.113.9',
  createdAt: '2026-11-25T07:00:00.000Z',
  updatedAt: '2026-11-25T07:00:00.000Z',
  handledByAdminId: null,
};

function serve(message: ContactMessage = MESSAGE) {
  return installFakeFetch(
    respondByPath({
      '/api/v1/site/config': respondSiteConfig(),
      [API]: respondJson(200, { items: [message], page: 1, limit: 20, total: 1 }),
      [`${API}/${message.id}`]: (request) =>
        respondJson(200, { ...message, ...(readJsonBody(request) as object) })(request),
    }),
  );
}

const patches = (requests: { method: string; body: unknown }[]) =>
  requests.filter((request) => request.method === 'PATCH').map((request) => readJsonBody(request as never));

describe('/admin/contact-messages', { timeout: 15_000 }, () => {
  it('refuses staff without canManageUsers and asks for no message', async () => {
    storeAdmin(makeAdmin('CONTENT_MODERATOR', { canManageUsers: false }));
    const { requests } = serve();
    renderApp('/admin/contact-messages');
    await screen.findByText("You don't have access to this section");
    expect(requests.filter((request) => request.url.includes('/contact-messages'))).toEqual([]);
  });

  it('lists messages, opens one (marking it read), links the reply to the desk and closes it', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    const { requests } = serve();
    renderApp('/admin/contact-messages');
    await userEvent.click(await screen.findByRole('button', { name: 'Open “Cannot sign in”' }));
    await screen.findByText('I cannot sign in to my account since yesterday.');
    await waitFor(() => {
      expect(patches(requests)).toEqual([{ status: 'READ' }]);
    });
    const reply = screen.getByRole('link', { name: 'Reply by email on the desk' });
    expect(reply.getAttribute('href')).toBe('/admin/support?q=guest%40example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Close as answered' }));
    await waitFor(() => {
      expect(patches(requests)).toEqual([{ status: 'READ' }, { status: 'ANSWERED' }]);
    });
  });

  it('filters by status and reopens an answered message', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    const { requests } = serve({ ...MESSAGE, status: 'ANSWERED' });
    renderApp('/admin/contact-messages');
    await userEvent.selectOptions(await screen.findByLabelText('Status'), 'ANSWERED');
    await waitFor(() => {
      expect(requests.some((request) => request.url.includes('status=ANSWERED'))).toBe(true);
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Open “Cannot sign in”' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reopen' }));
    await waitFor(() => {
      expect(patches(requests)).toEqual([{ status: 'READ' }]);
    });
  });
});

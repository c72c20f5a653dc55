import type { TicketDetail } from '@streamit/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, respondByPath, respondJson, writeRequests } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeMember, storeMember } from '../../test/sessions';
import { respondSiteConfig } from '../../test/site-config';

const CREATED: TicketDetail = {
  id: '6f1f8f0e-2b0c-4c11-9a57-3a4b5c6d7e8f',
  number: 7,
  category: 'POINTS',
  subject: 'Points missing',
  status: 'OPEN',
  priority: 'NORMAL',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  firstResponseAt: null,
  resolvedAt: null,
  closedAt: null,
  rating: null,
  messages: [],
};

function serve() {
  return installFakeFetch(
    respondByPath(
      {
        '/api/v1/site/config': respondSiteConfig(),
        '/api/v1/support/tickets': (request) =>
          request.method === 'POST'
            ? respondJson(201, CREATED)(request)
            : respondJson(200, { items: [], page: 1, limit: 20, total: 0 })(request),
      },
      respondJson(200, {}),
    ),
  );
}

async function openForm() {
  storeMember(makeMember());
  renderApp('/support');
  return screen.findByRole('form', { name: 'Open a ticket' }, { timeout: 5000 });
}

describe('new ticket form', { timeout: 15_000 }, () => {
  it('refuses a ticket without a subject or message and sends nothing', async () => {
    const network = serve();
    const form = await openForm();
    const send = within(form).getByRole('button', { name: 'Send ticket' });
    await userEvent.click(send);

    expect(within(form).getByLabelText('Subject')).toHaveProperty('validity.valueMissing', true);
    // Not pending: the browser's required check stopped the submit before any request was queued.
    expect(send).toHaveProperty('disabled', false);
    expect(writeRequests(network)).toEqual([]);
  });

  it('sends the fields as a multipart form, says the ticket number and empties the form', async () => {
    const network = serve();
    const form = await openForm();
    await userEvent.selectOptions(within(form).getByLabelText('Category'), 'POINTS');
    await userEvent.type(within(form).getByLabelText('Subject'), 'Points missing');
    await userEvent.type(within(form).getByLabelText('Message'), 'I watched a film and got no points.');
    await userEvent.click(within(form).getByRole('button', { name: 'Send ticket' }));

    expect((await within(form).findByRole('status', {}, { timeout: 5000 })).textContent).toBe(
      'Ticket #7 is open. We will email you when we reply.',
    );
    const [sent] = writeRequests(network);
    expect(sent?.body).toBeInstanceOf(FormData);
    const body = sent?.body as FormData;
    expect(body.get('category')).toBe('POINTS');
    expect(body.get('priority')).toBe('NORMAL');
    expect(body.get('subject')).toBe('Points missing');
    expect(within(form).getByLabelText('Subject')).toHaveProperty('value', '');
  });
});

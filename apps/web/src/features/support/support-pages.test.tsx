import type { TicketDetail } from '@streamit/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  installFakeFetch,
  readJsonBody,
  respondByPath,
  respondError,
  respondJson,
} from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeMember, storeMember } from '../../test/sessions';
import { respondSiteConfig } from '../../test/site-config';

const ID = '6f1f8f0e-2b0c-4c11-9a57-3a4b5c6d7e8f';
const TICKET: TicketDetail = {
  id: ID,
  number: 42,
  category: 'POINTS',
  subject: 'Points missing',
  status: 'AWAITING_REPLY',
  priority: 'NORMAL',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T11:00:00.000Z',
  firstResponseAt: '2026-11-20T11:00:00.000Z',
  resolvedAt: null,
  closedAt: null,
  rating: null,
  messages: [
    {
      id: '0b6f2a55-1c1d-4e2f-8a3b-4c5d6e7f8091',
      authorType: 'USER',
      body: 'I got no points.',
      createdAt: TICKET_TIME(10),
      attachments: [],
    },
    {
      id: '1c7a3b66-2d2e-4f30-9b4c-5d6e7f809102',
      authorType: 'AGENT',
      body: 'Which film was it?',
      createdAt: TICKET_TIME(11),
      attachments: [],
    },
  ],
};
function TICKET_TIME(hour: number): string {
  return `2026-11-20T${String(hour).padStart(2, '0')}:00:00.000Z`;
}

describe('/support/tickets/:id', { timeout: 15_000 }, () => {
  it('shows the conversation and sends a reply with a file as a multipart form', async () => {
    const { requests } = installFakeFetch(
      respondByPath({
        '/api/v1/site/config': respondSiteConfig(),
        [`/api/v1/support/tickets/${ID}`]: respondJson(200, TICKET),
        [`/api/v1/support/tickets/${ID}/reply`]: respondJson(200, { ...TICKET, status: 'IN_PROGRESS' }),
      }),
    );
    storeMember(makeMember());
    renderApp(`/support/tickets/${ID}`);
    await screen.findByText('Which film was it?', {}, { timeout: 3000 });
    expect(screen.getByTestId('ticket-status').textContent).toBe('Waiting for your reply');
    await userEvent.type(screen.getByLabelText('Your reply'), 'The calligraphy one.');
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'shot.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Attachments'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => {
      expect(requests.some((request) => request.url.endsWith('/reply'))).toBe(true);
    });
    const sent = requests.find((request) => request.url.endsWith('/reply'));
    expect(sent?.method).toBe('POST');
    const form = sent?.body as FormData;
    expect(form.get('message')).toBe('The calligraphy one.');
    expect((form.getAll('attachments')[0] as File).name).toBe('shot.png');
  });

  it('opens an attachment through a signed link minted for the member, and says when it cannot', async () => {
    const fileId = '2d8b4c77-3e3f-4a41-8c5d-6e7f80910213';
    const withFile: TicketDetail = {
      ...TICKET,
      messages: TICKET.messages.map((message, index) =>
        index === 0
          ? {
              ...message,
              attachments: [{ id: fileId, fileName: 'shot.png', contentType: 'image/png', bytes: 900 }],
            }
          : message,
      ),
    };
    const link = {
      url: `/api/v1/files/support-attachment/${fileId}?viewer=v&expires=1&sig=s`,
      expiresAt: TICKET_TIME(12),
    };
    let mintStatus = 201;
    const { requests } = installFakeFetch(
      respondByPath({
        '/api/v1/site/config': respondSiteConfig(),
        [`/api/v1/support/tickets/${ID}`]: respondJson(200, withFile),
        [`/api/v1/support/tickets/${ID}/attachments/${fileId}/link`]: (request) =>
          mintStatus === 201
            ? respondJson(201, link)(request)
            : respondError(404, 'NOT_FOUND', 'Not found')(request),
      }),
    );
    const opened: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      opened.push(this.getAttribute('href') ?? '');
    });
    storeMember(makeMember());
    renderApp(`/support/tickets/${ID}`);
    const button = await screen.findByRole('button', { name: 'shot.png' }, { timeout: 3000 });
    expect(screen.queryByRole('link', { name: 'shot.png' })).toBeNull();
    await userEvent.click(button);
    await waitFor(() => {
      expect(opened).toEqual([link.url]);
    });
    const mint = requests.find((request) => request.url.endsWith('/link'));
    expect(mint?.method).toBe('POST');
    mintStatus = 404;
    await userEvent.click(button);
    await screen.findByText('The file could not be opened. Please try again.');
    expect(opened).toHaveLength(1);
    click.mockRestore();
  });

  it('offers the rating once resolved and sends the score and comment', async () => {
    const resolved = { ...TICKET, status: 'RESOLVED' as const };
    const { requests } = installFakeFetch(
      respondByPath({
        '/api/v1/site/config': respondSiteConfig(),
        [`/api/v1/support/tickets/${ID}`]: respondJson(200, resolved),
        [`/api/v1/support/tickets/${ID}/rate`]: respondJson(200, {
          ...resolved,
          rating: { score: 4, comment: 'Thanks', ratedAt: TICKET_TIME(12) },
        }),
      }),
    );
    storeMember(makeMember());
    renderApp(`/support/tickets/${ID}`);
    await userEvent.selectOptions(
      await screen.findByLabelText('Your rating (1 to 5)', {}, { timeout: 3000 }),
      '4',
    );
    await userEvent.type(screen.getByLabelText('Comment (optional)'), 'Thanks');
    await userEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    await waitFor(() => {
      expect(readJsonBody(requests.find((request) => request.url.endsWith('/rate')))).toEqual({
        score: 4,
        comment: 'Thanks',
      });
    });
  });
});

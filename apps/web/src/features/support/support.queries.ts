import type { RateTicketBody, TicketStatus } from '@streamit/contract';
import {
  closeTicketEndpoint,
  createTicketAttachmentLinkEndpoint,
  createTicketEndpoint,
  getTicketEndpoint,
  listTicketsEndpoint,
  rateTicketEndpoint,
  replyTicketEndpoint,
} from '@streamit/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

const TICKETS_KEY = ['support', 'tickets'] as const;

/** GET /support/tickets, optionally one status. */
export function useTickets(status: TicketStatus | undefined) {
  return useQuery({
    queryKey: [...TICKETS_KEY, 'list', status ?? 'all'],
    queryFn: ({ signal }) =>
      apiClient.request(listTicketsEndpoint, {
        query: { page: 1, limit: 50, ...(status ? { status } : {}) },
        signal,
      }),
  });
}

/** GET /support/tickets/:id. */
export function useTicket(id: string) {
  return useQuery({
    queryKey: [...TICKETS_KEY, 'one', id],
    queryFn: ({ signal }) => apiClient.request(getTicketEndpoint, { params: { id }, signal }),
  });
}

function useRefreshTickets() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: TICKETS_KEY });
}

/** POST /support/tickets as a form: the fields and the chosen files. */
export function useCreateTicket() {
  const refresh = useRefreshTickets();
  return useMutation({
    mutationFn: (form: FormData) => apiClient.request(createTicketEndpoint, { body: form }),
    onSuccess: refresh,
    retry: false,
  });
}

/** POST /support/tickets/:id/reply as a form. */
export function useReplyTicket(id: string) {
  const refresh = useRefreshTickets();
  return useMutation({
    mutationFn: (form: FormData) => apiClient.request(replyTicketEndpoint, { params: { id }, body: form }),
    onSuccess: refresh,
    retry: false,
  });
}

/** POST /support/tickets/:id/close. */
export function useCloseTicket(id: string) {
  const refresh = useRefreshTickets();
  return useMutation({
    mutationFn: () => apiClient.request(closeTicketEndpoint, { params: { id } }),
    onSuccess: refresh,
  });
}

/** POST /support/tickets/:id/rate. */
export function useRateTicket(id: string) {
  const refresh = useRefreshTickets();
  return useMutation({
    mutationFn: (body: RateTicketBody) => apiClient.request(rateTicketEndpoint, { params: { id }, body }),
    onSuccess: refresh,
    retry: false,
  });
}

/** POST /support/tickets/:id/attachments/:attachmentId/link: a short-lived link to one of the member's files. */
export function mintTicketAttachmentLink(id: string, attachmentId: string) {
  return apiClient.request(createTicketAttachmentLinkEndpoint, { params: { id, attachmentId } });
}

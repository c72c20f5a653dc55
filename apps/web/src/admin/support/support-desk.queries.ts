import type {
  CreateCannedReplyBody,
  DeskReplyBody,
  ListDeskTicketsQuery,
  TicketPriority,
  TicketStatus,
} from '@streamit/contract';
import {
  assignTicketEndpoint,
  createCannedReplyEndpoint,
  createDeskAttachmentLinkEndpoint,
  deleteCannedReplyEndpoint,
  deskReplyEndpoint,
  getDeskTicketEndpoint,
  listCannedRepliesEndpoint,
  listDeskTicketsEndpoint,
  setTicketPriorityEndpoint,
  setTicketStatusEndpoint,
  supportStatsEndpoint,
  updateCannedReplyEndpoint,
} from '@streamit/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

const DESK_KEY = ['support-desk'] as const;

/** GET /support/admin/tickets with the queue's filters. */
export function useDeskTickets(query: Partial<ListDeskTicketsQuery>) {
  return useQuery({
    queryKey: [...DESK_KEY, 'list', query],
    queryFn: ({ signal }) => apiClient.request(listDeskTicketsEndpoint, { query, signal }),
  });
}

/** GET /support/admin/tickets/:id: the ticket, every message and the member's context. */
export function useDeskTicket(id: string) {
  return useQuery({
    queryKey: [...DESK_KEY, 'one', id],
    queryFn: ({ signal }) => apiClient.request(getDeskTicketEndpoint, { params: { id }, signal }),
  });
}

/** GET /support/admin/tickets/stats. */
export function useDeskStats() {
  return useQuery({
    queryKey: [...DESK_KEY, 'stats'],
    queryFn: ({ signal }) => apiClient.request(supportStatsEndpoint, { signal }),
  });
}

/** GET /support/admin/canned-replies. */
export function useCannedReplies() {
  return useQuery({
    queryKey: [...DESK_KEY, 'canned'],
    queryFn: ({ signal }) => apiClient.request(listCannedRepliesEndpoint, { signal }),
  });
}

function useDeskMutation<T>(call: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: DESK_KEY }),
    retry: false,
  });
}

/** POST …/:id/reply: a reply to the member or an internal note, optionally moving the status. */
export function useDeskReply(id: string) {
  return useDeskMutation((body: DeskReplyBody) =>
    apiClient.request(deskReplyEndpoint, { params: { id }, body }),
  );
}

/** PATCH …/:id/status. */
export function useSetTicketStatus(id: string) {
  return useDeskMutation((status: TicketStatus) =>
    apiClient.request(setTicketStatusEndpoint, { params: { id }, body: { status } }),
  );
}

/** PATCH …/:id/priority (audited). */
export function useSetTicketPriority(id: string) {
  return useDeskMutation((priority: TicketPriority) =>
    apiClient.request(setTicketPriorityEndpoint, { params: { id }, body: { priority } }),
  );
}

/** PATCH …/:id/assign. */
export function useAssignTicket(id: string) {
  return useDeskMutation((assigneeId: string | null) =>
    apiClient.request(assignTicketEndpoint, { params: { id }, body: { assigneeId } }),
  );
}

/** POST /support/admin/canned-replies. */
export function useCreateCannedReply() {
  return useDeskMutation((body: CreateCannedReplyBody) =>
    apiClient.request(createCannedReplyEndpoint, { body }),
  );
}

/** PUT /support/admin/canned-replies/:id. */
export function useUpdateCannedReply() {
  return useDeskMutation(({ id, ...body }: CreateCannedReplyBody & { id: string }) =>
    apiClient.request(updateCannedReplyEndpoint, { params: { id }, body }),
  );
}

/** DELETE /support/admin/canned-replies/:id. */
export function useDeleteCannedReply() {
  return useDeskMutation((id: string) => apiClient.request(deleteCannedReplyEndpoint, { params: { id } }));
}

/** POST /support/admin/tickets/:id/attachments/:attachmentId/link: a short-lived link to a ticket's file. */
export function mintDeskAttachmentLink(id: string, attachmentId: string) {
  return apiClient.request(createDeskAttachmentLinkEndpoint, { params: { id, attachmentId } });
}

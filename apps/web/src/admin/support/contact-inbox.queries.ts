import type { ContactMessageStatus, ListContactMessagesQuery } from '@streamit/contract';
import { listContactMessagesEndpoint, updateContactMessageEndpoint } from '@streamit/contract/routes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

const KEY = ['admin', 'contact-messages'] as const;

/** GET /admin/contact-messages: one page, newest first, optionally of one status. */
export function useContactMessages(query: ListContactMessagesQuery) {
  return useQuery({
    queryKey: [...KEY, query],
    queryFn: ({ signal }) => apiClient.request(listContactMessagesEndpoint, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** PATCH /admin/contact-messages/:id: read, answered (closed) or back to new; the list reloads after it. */
export function useSetContactStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ContactMessageStatus }) =>
      apiClient.request(updateContactMessageEndpoint, { params: { id }, body: { status } }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

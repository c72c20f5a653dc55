import {
  acceptPartnerInvitationEndpoint,
  invitePartnerPersonEndpoint,
  listPartnerPeopleEndpoint,
  removePartnerPersonEndpoint,
  revokePartnerInvitationEndpoint,
} from '@streamit/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

const PEOPLE_KEY = ['partners', 'people'] as const;

/** GET /partner/people: the owner's view of who can open the portal and the invitations. */
export function usePartnerPeople() {
  return useQuery({
    queryKey: PEOPLE_KEY,
    queryFn: ({ signal }) => apiClient.request(listPartnerPeopleEndpoint, { signal }),
  });
}

/** POST /partner/invitations. */
export function useInvitePartnerPerson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => apiClient.request(invitePartnerPersonEndpoint, { body: { email } }),
    onSuccess: () => client.invalidateQueries({ queryKey: PEOPLE_KEY }),
  });
}

/** POST /partner/invitations/:id/revoke. */
export function useRevokePartnerInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.request(revokePartnerInvitationEndpoint, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: PEOPLE_KEY }),
  });
}

/** DELETE /partner/people/:userId. */
export function useRemovePartnerPerson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => apiClient.request(removePartnerPersonEndpoint, { params: { userId } }),
    onSuccess: (people) => {
      client.setQueryData(PEOPLE_KEY, people);
    },
  });
}

/** POST /partner/invitations/accept: joins the partner; the portal then opens for the member. */
export function useAcceptPartnerInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiClient.request(acceptPartnerInvitationEndpoint, { body: { token } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['partners', 'portal'] }),
  });
}

import type {
  AdminSetupRequest,
  CreateAdminUserRequest,
  ListAdminUsersQuery,
  UpdateAdminUserRequest,
} from '@streamit/contract';
import {
  adminSetupEndpoint,
  adminSetupStartEndpoint,
  createAdminUserEndpoint,
  deleteAdminUserEndpoint,
  listAdminUsersEndpoint,
  resetAdminUserAccessEndpoint,
  updateAdminUserEndpoint,
} from '@streamit/contract/routes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** Key prefix of the staff account queries. */
export const ADMIN_STAFF_KEY = ['admin', 'admin-users'] as const;

/** GET /admin/admin-users: one page of staff accounts (SUPER_ADMIN). */
export function useAdminUsers(query: Partial<ListAdminUsersQuery>) {
  return useQuery({
    queryKey: [...ADMIN_STAFF_KEY, query] as const,
    queryFn: ({ signal }) => apiClient.request(listAdminUsersEndpoint, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

function useRefreshingMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: ADMIN_STAFF_KEY }),
  });
}

/** POST /admin/admin-users: invites a staff member; answers their one-time setup token. */
export function useInviteAdmin() {
  return useRefreshingMutation((body: CreateAdminUserRequest) =>
    apiClient.request(createAdminUserEndpoint, { body }),
  );
}

/** PATCH /admin/admin-users/:id: role, flags or disabled. */
export function useUpdateAdmin() {
  return useRefreshingMutation(({ id, body }: { id: string; body: UpdateAdminUserRequest }) =>
    apiClient.request(updateAdminUserEndpoint, { params: { id }, body }),
  );
}

/** DELETE /admin/admin-users/:id: disables the account and ends its sessions. */
export function useDisableAdmin() {
  return useRefreshingMutation((id: string) =>
    apiClient.request(deleteAdminUserEndpoint, { params: { id } }),
  );
}

/** POST /admin/admin-users/:id/setup-token: clears password and authenticator; answers a new setup token. */
export function useResetAdminAccess() {
  return useRefreshingMutation((id: string) =>
    apiClient.request(resetAdminUserAccessEndpoint, { params: { id } }),
  );
}

/** POST /auth/admin/setup/start: who a setup link is for and the authenticator secret. */
export function useStartAdminSetup(setupToken: string) {
  return useQuery({
    queryKey: ['admin-setup', setupToken] as const,
    queryFn: ({ signal }) =>
      apiClient.request(adminSetupStartEndpoint, { body: { setupToken }, signal, realm: 'admin' }),
    enabled: setupToken !== '',
    retry: false,
    staleTime: Infinity,
  });
}

/** POST /auth/admin/setup: sets the password, turns the authenticator on and signs in. */
export function useCompleteAdminSetup() {
  return useMutation({
    mutationFn: (body: AdminSetupRequest) => apiClient.request(adminSetupEndpoint, { body, realm: 'admin' }),
    retry: false,
  });
}

/** The page an invited admin opens; the token rides in the fragment so it never reaches a server log. */
export function setupLinkOf(setupToken: string): string {
  return `${window.location.origin}/admin/setup#token=${encodeURIComponent(setupToken)}`;
}

import type { UpdateProfileRequest } from '@streamit/contract';
import { updateProfileEndpoint } from '@streamit/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** PATCH /auth/profile: new first, last and display name; the reloaded profile updates the header too. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) => apiClient.request(updateProfileEndpoint, { body }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account'] }),
  });
}

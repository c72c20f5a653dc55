import { ERRORS, type LinkProviderRequest } from '@streamit/contract';
import { linkProviderEndpoint } from '@streamit/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { apiClient } from './api-client';

/** A provider a member can link to their account. */
export type LinkableProvider = 'google' | 'twitter';

/** Leaves the app for the provider's approval page (an object, so tests can watch the navigation). */
export const providerRedirect = {
  go(url: string): void {
    window.location.assign(url);
  },
};

/** POST /auth/link-provider/:provider, then the browser goes to the provider to approve the link. */
export function useStartProviderLink(returnTo: LinkProviderRequest['returnTo']) {
  return useMutation({
    mutationFn: (provider: LinkableProvider) =>
      apiClient.request(linkProviderEndpoint, { params: { provider }, body: { returnTo } }),
    retry: false,
    onSuccess: ({ url }) => {
      providerRedirect.go(url);
    },
  });
}

/** What a link brought back to the page: the provider linked, or the reason it was not. */
export type ProviderLinkResult = { linked: LinkableProvider } | { errorMessage: string } | null;

// Only known codes are shown, never text taken from the address bar.
function messageOf(code: string): string {
  const known = Object.entries(ERRORS).find(([name]) => name === code);
  return known ? known[1].message : ERRORS.OAUTH_FAILED.message;
}

/** Reads `?linked=` or `?linkError=` from an address's query (what the server's link callback adds). */
export function readProviderLinkResult(search: string): ProviderLinkResult {
  const params = new URLSearchParams(search);
  const linked = params.get('linked');
  if (linked === 'google' || linked === 'twitter') return { linked };
  const error = params.get('linkError');
  return error ? { errorMessage: messageOf(error) } : null;
}

/** The link result of the address the page was opened with, read once; the marker leaves the address. */
export function useProviderLinkResult(): ProviderLinkResult {
  const router = useRouter();
  const location = useRouterState({ select: (state) => state.location });
  const [result] = useState(() => readProviderLinkResult(location.searchStr));
  const pathname = location.pathname;
  // A reload or a shared address must not announce the link again.
  useEffect(() => {
    if (result) router.history.replace(pathname);
  }, [result, router, pathname]);
  return result;
}

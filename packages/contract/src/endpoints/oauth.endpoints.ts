import { z } from 'zod';
import { OAUTH_LINK_RETURN_PATHS } from '../constants.js';
import { defineEndpoint } from '../endpoint.js';
import { LoginResultSchema } from './accounts.endpoints.js';

/** Which OAuth providers this server has client ids for, and where the browser starts each. */
export const AuthProvidersResponseSchema = z.object({
  providers: z.array(
    z.object({ id: z.enum(['google', 'twitter']), configured: z.boolean(), startPath: z.string() }),
  ),
});
export type AuthProvidersResponse = z.infer<typeof AuthProvidersResponseSchema>;

export const OAuthExchangeRequestSchema = z.strictObject({ code: z.string().min(1).max(200) });

/** GET /auth/providers: the sign-in buttons the client may offer. */
export const getAuthProvidersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/auth/providers',
  summary: 'OAuth providers and whether each is configured',
  tags: ['auth'],
  auth: 'public',
  response: AuthProvidersResponseSchema,
});

/**
 * POST /auth/oauth/exchange: the SPA trades the one-time `code` from `/auth/callback?code=` for a session
 * (or a 2FA challenge). Browser redirects `GET /auth/google|twitter[?ref=]` start the flow.
 */
export const oauthExchangeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/auth/oauth/exchange',
  summary: 'Exchange the one-time OAuth callback code for a session',
  tags: ['auth'],
  auth: 'public',
  body: OAuthExchangeRequestSchema,
  response: LoginResultSchema,
});

export const LinkProviderRequestSchema = z.strictObject({
  returnTo: z.enum(OAUTH_LINK_RETURN_PATHS).default('/merchandise/account'),
});
export type LinkProviderRequest = z.infer<typeof LinkProviderRequestSchema>;

export const LinkProviderResponseSchema = z.object({ url: z.string() });
export type LinkProviderResponse = z.infer<typeof LinkProviderResponseSchema>;

/**
 * POST /auth/link-provider/:provider: the signed-in member starts linking Google or X; the browser goes to
 * `url`, and the callback attaches that identity to this member and returns to `returnTo` with
 * `?linked=<provider>` or `?linkError=<code>`. Needs a fresh re-authentication (decision 080): the step-up of
 * POST /wallet/reauth, or for a member without a password a sign-in within its window.
 */
export const linkProviderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/auth/link-provider/:provider',
  summary:
    'Start linking Google or X to the signed-in account (needs a fresh step-up; answers the provider URL)',
  tags: ['auth'],
  auth: 'member',
  params: z.object({ provider: z.enum(['google', 'twitter']) }),
  body: LinkProviderRequestSchema,
  response: LinkProviderResponseSchema,
});

import { getAuthProvidersEndpoint, linkProviderEndpoint, oauthExchangeEndpoint } from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { sendError } from '../../http/error-handler.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import type { OAuthProvider } from '../members/members.queries.js';
import { clientContextOf } from '../sessions/client-context.js';
import { currentMember } from '../sessions/require-member.js';
import { requireRecentAuthentication } from '../wallet-custody/wallet-step-up.service.js';
import { bindingCookie, readBindingCookie } from './oauth-link-cookie.js';
import { providerSettings } from './oauth-providers.js';
import {
  exchangeOneTimeCode,
  handleCallback,
  startLink,
  startSignIn,
  STATE_TTL_MS,
} from './oauth.service.js';

const PROVIDERS: readonly OAuthProvider[] = ['google', 'twitter'];
const StartQuerySchema = z.object({ ref: z.string().max(64).optional() });
// Providers add their own parameters (scope, authuser, prompt…), so unknown keys are allowed here.
const CallbackQuerySchema = z.looseObject({
  code: z.string().max(2048).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});

function spaCallback(deps: AppDeps, params: Record<string, string>): string {
  return `${deps.config.publicUrl}/auth/callback?${new URLSearchParams(params).toString()}`;
}

function registerProvider(app: FastifyInstance, deps: AppDeps, provider: OAuthProvider): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    `/api/v1/auth/${provider}`,
    {
      schema: {
        querystring: StartQuerySchema,
        tags: ['auth'],
        summary: `Browser redirect to ${provider} sign-in`,
      },
    },
    async (request, reply) => {
      if (!providerSettings(deps, provider)) return sendError(reply, 'OAUTH_NOT_CONFIGURED');
      const { url, browserBinding } = await startSignIn(deps, provider, request.query.ref);
      void reply.header('set-cookie', bindingCookie(deps, 'signIn', browserBinding, STATE_TTL_MS / 1000));
      return reply.redirect(url);
    },
  );
  typed.get(
    `/api/v1/auth/${provider}/callback`,
    { schema: { querystring: CallbackQuerySchema, hide: true } },
    async (request, reply) => {
      const linkBinding = readBindingCookie(deps, request.headers.cookie, 'link');
      const signInBinding = readBindingCookie(deps, request.headers.cookie, 'signIn');
      // The binding cookies are spent whatever happens: a state works once.
      const spent = [
        ...(linkBinding === undefined ? [] : [bindingCookie(deps, 'link', '', 0)]),
        ...(signInBinding === undefined ? [] : [bindingCookie(deps, 'signIn', '', 0)]),
      ];
      if (spent.length > 0) void reply.header('set-cookie', spent);
      try {
        const client = { ip: request.ip, linkBinding, signInBinding };
        const path = await handleCallback(deps, request.log, provider, request.query, client);
        return await reply.redirect(`${deps.config.publicUrl}${path}`);
      } catch (error) {
        const code = error instanceof AppError ? error.code : 'OAUTH_FAILED';
        if (!(error instanceof AppError)) request.log.error({ err: error }, 'oauth callback failed');
        return reply.redirect(spaCallback(deps, { error: code }));
      }
    },
  );
}

/** OAuth with Google and X: sign-in redirects, link intents, callbacks, the one-time-code exchange, the provider list. */
export function registerOAuthRoutes(app: FastifyInstance, deps: AppDeps): void {
  for (const provider of PROVIDERS) registerProvider(app, deps, provider);
  registerEndpoint(app, getAuthProvidersEndpoint, () => ({
    providers: PROVIDERS.map((id) => ({
      id,
      configured: providerSettings(deps, id) !== undefined,
      startPath: `/api/v1/auth/${id}`,
    })),
  }));
  // Not kept for Idempotency-Key replays: a stored answer could not set the browser's link cookie again.
  registerEndpoint(
    app,
    linkProviderEndpoint,
    async ({ params, body, request, reply }) => {
      const member = currentMember(request);
      await requireRecentAuthentication(deps, member);
      const userId = member.userId;
      const { url, browserBinding } = await startLink(deps, userId, params.provider, body.returnTo);
      void reply.header('set-cookie', bindingCookie(deps, 'link', browserBinding, STATE_TTL_MS / 1000));
      return { url };
    },
    { config: { idempotency: 'off' } },
  );
  registerEndpoint(app, oauthExchangeEndpoint, ({ body, request }) =>
    exchangeOneTimeCode(deps, request.log, body.code, clientContextOf(request)),
  );
}

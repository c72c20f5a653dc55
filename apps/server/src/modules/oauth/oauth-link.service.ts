import { OAUTH_LINK_RETURN_PATHS } from '@streamit/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { attachProviderId, findUserByProvider, type OAuthProvider } from '../members/members.queries.js';
import { isSuspended, requireUser } from '../members/member-view.js';
import { raiseAlert } from '../sessions/security-alerts.service.js';
import {
  PROVIDER_NAMES,
  readProviderIdentity,
  type CallbackQuery,
  type ProviderSettings,
} from './oauth-providers.js';
import { isBoundTo } from './oauth-link-cookie.js';
import type { OpenedOAuthState } from './oauth.repository.js';

/** Refuses to start linking a provider the member already has, so they are not sent through it for nothing. */
export async function assertLinkable(deps: AppDeps, userId: string, provider: OAuthProvider): Promise<void> {
  const user = await requireUser(deps, userId);
  if ((provider === 'google' ? user.googleId : user.twitterId) !== null)
    throw new AppError('OAUTH_PROVIDER_ALREADY_LINKED');
}

/** The page a link returns to: the state's, when it is still one the contract allows. */
function returnPathOf(state: OpenedOAuthState): string {
  const allowed: readonly string[] = OAUTH_LINK_RETURN_PATHS;
  return state.returnPath && allowed.includes(state.returnPath) ? state.returnPath : '/merchandise/account';
}

/**
 * Attaches the identity to the member in one conditional statement; the unique index on the provider id
 * decides when two members race for the same identity.
 */
async function attachIdentity(
  deps: AppDeps,
  log: FastifyBaseLogger,
  userId: string,
  provider: OAuthProvider,
  subject: string,
  ip: string,
): Promise<void> {
  if (isSuspended(await requireUser(deps, userId))) throw new AppError('ACCOUNT_SUSPENDED');
  const owner = await findUserByProvider(deps.db, provider, subject);
  if (owner && owner.id !== userId) throw new AppError('OAUTH_ACCOUNT_ALREADY_LINKED');
  const linked = await attachProviderId(deps.db, userId, provider, subject);
  if (linked === 'taken') throw new AppError('OAUTH_ACCOUNT_ALREADY_LINKED');
  if (!linked) throw new AppError('OAUTH_PROVIDER_ALREADY_LINKED');
  if (owner) return;
  await raiseAlert(deps, log, userId, {
    kind: 'PROVIDER_LINKED',
    message: `${PROVIDER_NAMES[provider]} sign-in was linked to your account.`,
    ip,
  });
}

/**
 * Finishes a link intent (a state bound to a member and to the browser's link cookie): the provider identity
 * goes on THAT member, nobody is signed in, and the browser returns to the page it came from with `?linked=`
 * or `?linkError=<code>`.
 */
export async function finishLink(
  deps: AppDeps,
  log: FastifyBaseLogger,
  settings: ProviderSettings,
  state: OpenedOAuthState & { linkUserId: string },
  query: CallbackQuery,
  client: { ip: string; linkBinding: string | undefined },
): Promise<string> {
  const back = (params: Record<string, string>) =>
    `${returnPathOf(state)}?${new URLSearchParams(params).toString()}`;
  try {
    // Another browser holding a leaked link URL would attach ITS provider account to this member.
    if (!isBoundTo(state.browserBindingHash, client.linkBinding)) throw new AppError('OAUTH_STATE_INVALID');
    const identity = await readProviderIdentity(deps, settings, state, query);
    await attachIdentity(deps, log, state.linkUserId, settings.id, identity.subject, client.ip);
    return back({ linked: settings.id });
  } catch (error) {
    if (!(error instanceof AppError)) log.error({ err: error }, 'oauth link failed');
    return back({ linkError: error instanceof AppError ? error.code : 'OAUTH_FAILED' });
  }
}

import {
  listActivitiesEndpoint,
  listComingSoonEndpoint,
  listCreatorPublicActivitiesEndpoint,
  listRelatedActivitiesEndpoint,
} from '@streamit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { PUBLIC_CACHE } from '../../http/public-cache.hooks.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { tokenKind } from '../../lib/security/tokens.js';
import { bearerToken } from '../admin-auth/admin-sessions.service.js';
import { resolveMemberSession } from '../sessions/sessions.service.js';
import {
  listActivities,
  listComingSoon,
  listCreatorPublicActivities,
  listRelatedActivities,
} from './browse.service.js';

/** The member behind an optional bearer token; browsing works the same for guests and bad tokens. */
async function optionalMemberId(deps: AppDeps, request: FastifyRequest): Promise<string | undefined> {
  const token = bearerToken(request);
  if (!token || tokenKind(token) !== 'member') return undefined;
  try {
    return (await resolveMemberSession(deps, token)).userId;
  } catch {
    return undefined;
  }
}

/** Public browsing: the catalogue grid, Coming Soon and a creator's page. */
export function registerBrowseRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(
    app,
    listActivitiesEndpoint,
    async ({ query, request }) =>
      listActivities(
        deps,
        query,
        query.sort === 'recommended' ? await optionalMemberId(deps, request) : undefined,
      ),
    PUBLIC_CACHE,
  );
  registerEndpoint(app, listComingSoonEndpoint, ({ query }) => listComingSoon(deps, query), PUBLIC_CACHE);
  registerEndpoint(
    app,
    listCreatorPublicActivitiesEndpoint,
    ({ params, query }) => listCreatorPublicActivities(deps, params.id, query),
    PUBLIC_CACHE,
  );
  registerEndpoint(app, listRelatedActivitiesEndpoint, ({ params, query }) =>
    listRelatedActivities(deps, params.id, query.limit),
  );
}

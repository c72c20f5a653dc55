import { getActivityEndpoint, getActivityStatsEndpoint } from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { PUBLIC_CACHE } from '../../http/public-cache.hooks.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { resolveContentViewer } from '../content-access/content-viewer.js';
import { getPublicActivity, getPublicActivityStats } from './activity-view.service.js';

/** Public activity routes; an activity's creator and moderators also see it before it is public. */
export function registerActivityRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(
    app,
    getActivityEndpoint,
    async ({ params, request, reply }) => {
      const viewer = await resolveContentViewer(deps, request);
      // A creator's or moderator's view may include what the public cannot see: never stored by a cache.
      if (viewer) reply.header('Cache-Control', 'private, no-store');
      return getPublicActivity(deps, params.id, viewer);
    },
    PUBLIC_CACHE,
  );
  registerEndpoint(app, getActivityStatsEndpoint, ({ params }) => getPublicActivityStats(deps, params.id));
}

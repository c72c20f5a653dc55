import { getActivityEndpoint, getActivityStatsEndpoint } from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { PUBLIC_CACHE } from '../../http/public-cache.hooks.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { getPublicActivity, getPublicActivityStats } from './activities.service.js';

/** Public activity routes; member and creator routes arrive with accounts. */
export function registerActivityRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(
    app,
    getActivityEndpoint,
    ({ params }) => getPublicActivity(deps, params.id),
    PUBLIC_CACHE,
  );
  registerEndpoint(app, getActivityStatsEndpoint, ({ params }) => getPublicActivityStats(deps, params.id));
}

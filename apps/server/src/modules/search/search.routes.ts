import { searchActivitiesEndpoint } from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { searchActivities } from './search.service.js';

/** Search-as-you-type sends a request per pause in typing; this leaves room for that, not for scraping. */
// Suggestions are the same for every guest, so they come from the public read cache too.
const SEARCH_LIMIT = { rateLimit: { max: 60, timeWindow: 60_000 }, publicCache: true };

/** The header's 'Search activities...' box. */
export function registerSearchRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, searchActivitiesEndpoint, ({ query }) => searchActivities(deps, query), {
    config: SEARCH_LIMIT,
  });
}

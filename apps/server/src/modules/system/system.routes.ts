import { getHealthEndpoint } from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { checkHealth } from './system.service.js';

/** System routes: health. */
export function registerSystemRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(
    app,
    getHealthEndpoint,
    async ({ reply }) => {
      const health = await checkHealth(deps);
      if (health.status !== 'ok') void reply.code(503);
      return health;
    },
    { config: { rateLimit: false } },
  );
}

import { getHealthEndpoint } from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { createHealthChecker } from './system.service.js';

/** System routes: health. */
export function registerSystemRoutes(app: FastifyInstance, deps: AppDeps): void {
  const checkHealth = createHealthChecker(deps);
  registerEndpoint(
    app,
    getHealthEndpoint,
    async ({ reply }) => {
      const health = await checkHealth();
      if (health.status !== 'ok') void reply.code(503);
      return health;
    },
    { config: { rateLimit: false } },
  );
}

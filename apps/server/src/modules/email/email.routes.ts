import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { DEV_OUTBOX_PATH, listOutbox } from './email.service.js';

/** The development outbox: only mounted when NODE_ENV=development, never in production or tests. */
export function registerEmailRoutes(app: FastifyInstance, deps: AppDeps): void {
  if (deps.config.NODE_ENV !== 'development') return;
  app.get(DEV_OUTBOX_PATH, { schema: { hide: true } }, async () => ({ emails: await listOutbox(deps) }));
}

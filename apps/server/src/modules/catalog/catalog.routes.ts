import { listCategoriesEndpoint } from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { PUBLIC_CACHE } from '../../http/public-cache.hooks.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { findAllCategories } from './catalog.repository.js';

/** Public catalogue routes. */
export function registerCatalogRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(
    app,
    listCategoriesEndpoint,
    async () => ({ categories: await findAllCategories(deps.db) }),
    PUBLIC_CACHE,
  );
}

import {
  createFeaturedEndpoint,
  deleteFeaturedEndpoint,
  listAdminFeaturedEndpoint,
  listFeaturedEndpoint,
  reorderFeaturedEndpoint,
  updateFeaturedEndpoint,
} from '@streamit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { PUBLIC_CACHE } from '../../http/public-cache.hooks.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { signedInAdmin } from '../admin-auth/require-admin.js';
import type { Moderator } from '../moderation/moderation.service.js';
import {
  createFeatured,
  listAdminFeatured,
  listFeatured,
  removeFeatured,
  reorderFeatured,
  replaceFeatured,
} from './featured.service.js';

function moderatorOf(request: FastifyRequest): Moderator {
  return { adminId: signedInAdmin(request).id, ip: request.ip };
}

/** Public featured list; staff curation under /admin/featured-content (canModerateContent). */
export function registerFeaturedRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, listFeaturedEndpoint, () => listFeatured(deps), PUBLIC_CACHE);
  registerEndpoint(app, listAdminFeaturedEndpoint, () => listAdminFeatured(deps.db));
  registerEndpoint(app, createFeaturedEndpoint, ({ body, request }) =>
    createFeatured(deps, moderatorOf(request), body),
  );
  registerEndpoint(app, updateFeaturedEndpoint, ({ params, body, request }) =>
    replaceFeatured(deps, moderatorOf(request), params.id, body),
  );
  registerEndpoint(app, deleteFeaturedEndpoint, ({ params, request }) =>
    removeFeatured(deps, moderatorOf(request), params.id),
  );
  registerEndpoint(app, reorderFeaturedEndpoint, ({ body, request }) =>
    reorderFeatured(deps, moderatorOf(request), body.ids),
  );
}

import multipart from '@fastify/multipart';
import {
  listAdminCreatorsEndpoint,
  CREATOR_BANNER_MAX_BYTES,
  discoverCreatorsEndpoint,
  followCreatorEndpoint,
  getCreatorFollowEndpoint,
  getCreatorPageEndpoint,
  getCreatorProfileEndpoint,
  unfollowCreatorEndpoint,
  updateCreatorProfileEndpoint,
  uploadCreatorBannerEndpoint,
} from '@streamit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { sendError } from '../../http/error-handler.js';
import { PUBLIC_CACHE } from '../../http/public-cache.hooks.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { readSingleUpload } from '../../http/single-upload.js';
import { currentMember } from '../sessions/require-member.js';
import { BANNER_URL_PREFIX, readCreatorBanner, saveCreatorBanner } from './creator-banner.service.js';
import { getCreatorProfile, saveCreatorProfile } from './creator-profiles.service.js';
import { listCreators } from './creator-staff-list.service.js';
import {
  discoverCreators,
  followCreator,
  getCreatorPage,
  getFollowState,
  unfollowCreator,
} from './creator-public.service.js';

const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const memberOf = (request: FastifyRequest) => currentMember(request).userId;

function registerBannerRoutes(app: FastifyInstance, deps: AppDeps): void {
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: CREATOR_BANNER_MAX_BYTES, files: 1, fields: 0, parts: 2 },
    });
    registerEndpoint(
      scope,
      uploadCreatorBannerEndpoint,
      async ({ request }) =>
        saveCreatorBanner(
          deps,
          memberOf(request),
          await readSingleUpload(request, CREATOR_BANNER_MAX_BYTES, deps.config),
        ),
      { bodyLimit: CREATOR_BANNER_MAX_BYTES + MULTIPART_OVERHEAD_BYTES },
    );
  });
  app.get<{ Params: { file: string } }>(
    `${BANNER_URL_PREFIX}:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const bytes = await readCreatorBanner(deps, request.params.file);
      if (!bytes) return sendError(reply, 'NOT_FOUND');
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(bytes);
    },
  );
}

/** Creator profiles: the creator's own editor and banner, the public page, discover and follows. */
export function registerCreatorProfileRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Staff (canManageCreators): creators and banned members with their handles, for the ban panel.
  registerEndpoint(app, listAdminCreatorsEndpoint, ({ query }) => listCreators(deps, query));
  registerBannerRoutes(app, deps);
  registerEndpoint(app, getCreatorProfileEndpoint, ({ request }) =>
    getCreatorProfile(deps, memberOf(request)),
  );
  registerEndpoint(app, updateCreatorProfileEndpoint, ({ body, request }) =>
    saveCreatorProfile(deps, memberOf(request), body),
  );
  registerEndpoint(app, discoverCreatorsEndpoint, ({ query }) => discoverCreators(deps, query), PUBLIC_CACHE);
  registerEndpoint(
    app,
    getCreatorPageEndpoint,
    ({ params }) => getCreatorPage(deps, params.handle),
    PUBLIC_CACHE,
  );
  registerEndpoint(app, getCreatorFollowEndpoint, ({ params, request }) =>
    getFollowState(deps, memberOf(request), params.handle),
  );
  registerEndpoint(app, followCreatorEndpoint, ({ params, request }) =>
    followCreator(deps, memberOf(request), params.handle),
  );
  registerEndpoint(app, unfollowCreatorEndpoint, ({ params, request }) =>
    unfollowCreator(deps, memberOf(request), params.handle),
  );
}

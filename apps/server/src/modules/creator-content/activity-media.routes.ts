import multipart from '@fastify/multipart';
import {
  ACTIVITY_PREVIEW_MAX_BYTES,
  deleteActivityMediaEndpoint,
  listActivityMediaEndpoint,
  uploadActivityBannerEndpoint,
  uploadActivityCaptionsEndpoint,
  uploadActivityPreviewEndpoint,
  uploadActivityThumbnailEndpoint,
} from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { readSingleUpload } from '../../http/single-upload.js';
import { currentMember } from '../sessions/require-member.js';
import {
  deleteActivityMedia,
  listActivityMedia,
  MEDIA_SLOTS,
  saveActivityMedia,
  type MediaSlot,
} from './activity-media.service.js';

const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** Reads the one file of a multipart request within the slot's limit. */
function readUpload(
  request: Parameters<typeof readSingleUpload>[0],
  slot: MediaSlot,
  deps: AppDeps,
): Promise<Buffer> {
  return readSingleUpload(request, MEDIA_SLOTS[slot].maxBytes, deps.config);
}

function registerUploads(scope: FastifyInstance, deps: AppDeps) {
  const endpoints = [
    ['thumbnail', uploadActivityThumbnailEndpoint],
    ['banner', uploadActivityBannerEndpoint],
    ['preview', uploadActivityPreviewEndpoint],
  ] as const;
  for (const [slot, endpoint] of endpoints) {
    registerEndpoint(
      scope,
      endpoint,
      async ({ params, request }) => {
        const ids = { userId: currentMember(request).userId, activityId: params.id };
        return saveActivityMedia(deps, ids, slot, { bytes: await readUpload(request, slot, deps) });
      },
      { bodyLimit: MEDIA_SLOTS[slot].maxBytes + MULTIPART_OVERHEAD_BYTES },
    );
  }
  registerEndpoint(
    scope,
    uploadActivityCaptionsEndpoint,
    async ({ params, query, request }) => {
      const ids = { userId: currentMember(request).userId, activityId: params.id };
      const bytes = await readUpload(request, 'captions', deps);
      return saveActivityMedia(deps, ids, 'captions', { bytes, label: query.label });
    },
    { bodyLimit: MEDIA_SLOTS.captions.maxBytes + MULTIPART_OVERHEAD_BYTES },
  );
}

/** Creator uploads of thumbnail, banner, preview and captions (multipart, in their own scope), list and delete. */
export function registerActivityMediaRoutes(app: FastifyInstance, deps: AppDeps): void {
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: ACTIVITY_PREVIEW_MAX_BYTES, files: 1, fields: 0, parts: 2 },
    });
    registerUploads(scope, deps);
  });
  registerEndpoint(app, listActivityMediaEndpoint, ({ params, request }) =>
    listActivityMedia(deps, currentMember(request).userId, params.id),
  );
  registerEndpoint(app, deleteActivityMediaEndpoint, ({ params, request }) =>
    deleteActivityMedia(deps, currentMember(request).userId, params.id, params.assetId),
  );
}

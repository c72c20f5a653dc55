import multipart from '@fastify/multipart';
import {
  CATEGORY_IMAGE_MAX_BYTES,
  listCategoryImagesEndpoint,
  uploadCategoryImageEndpoint,
} from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { sendError } from '../../http/error-handler.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { readSingleUpload } from '../../http/single-upload.js';
import { signedInAdmin } from '../admin-auth/require-admin.js';
import { mediaStorageFor } from '../media/media-paths.js';
import { sendStoredObject } from '../media/media-serve.js';
import { assertValidKey } from '../media/media-storage.js';
import { CATEGORY_MEDIA_PREFIX, listCategoryImages, saveCategoryImage } from './category-media.service.js';

const TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png' };
const SERVED = /^[0-9a-f-]{36}\/[A-Za-z0-9]{16,64}\/(icon|banner|thumbnail)\.(jpg|png)$/;

function registerImageFiles(app: FastifyInstance, deps: AppDeps) {
  app.get(`${CATEGORY_MEDIA_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const rest = (request.params as { '*': string })['*'];
    const match = SERVED.exec(rest);
    if (!match) return sendError(reply, 'NOT_FOUND');
    const key = `categories/${rest}`;
    assertValidKey(key);
    const storage = mediaStorageFor(deps.config);
    const object = await storage.stat(key);
    if (!object) return sendError(reply, 'NOT_FOUND');
    return sendStoredObject(request, reply, storage, {
      key,
      object,
      type: TYPES[match[2] ?? ''] ?? 'application/octet-stream',
    });
  });
}

/** Category icon, banner and thumbnail: admin uploads (multipart scope), a public list and the files. */
export function registerCategoryMediaRoutes(app: FastifyInstance, deps: AppDeps): void {
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: CATEGORY_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 2 },
    });
    registerEndpoint(
      scope,
      uploadCategoryImageEndpoint,
      async ({ params, request }) => {
        const admin = signedInAdmin(request);
        const bytes = await readSingleUpload(request, CATEGORY_IMAGE_MAX_BYTES, deps.config);
        return saveCategoryImage(
          deps,
          { adminId: admin.id, ip: request.ip },
          { categoryId: params.id, kind: params.kind },
          bytes,
        );
      },
      {
        bodyLimit: CATEGORY_IMAGE_MAX_BYTES + 64 * 1024,
      },
    );
  });
  registerEndpoint(app, listCategoryImagesEndpoint, async () => ({ items: await listCategoryImages(deps) }));
  registerImageFiles(app, deps);
}

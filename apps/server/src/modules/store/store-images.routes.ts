import multipart from '@fastify/multipart';
import {
  STORE_PRODUCT_IMAGE_MAX_BYTES,
  deleteStoreProductImageEndpoint,
  orderStoreProductImagesEndpoint,
  updateStoreProductImageEndpoint,
  uploadStoreProductImageEndpoint,
} from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { sendError } from '../../http/error-handler.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { readSingleUpload } from '../../http/single-upload.js';
import { mediaStorageFor } from '../media/media-paths.js';
import { sendStoredObject } from '../media/media-serve.js';
import { assertValidKey } from '../media/media-storage.js';
import { storeOperatorOf as operatorOf } from './store-admin.service.js';
import {
  addProductImage,
  changeImageAlt,
  orderProductImages,
  removeProductImage,
} from './store-images.service.js';
import { STORE_MEDIA_PREFIX } from './store-view.js';

const SERVED = /^[0-9a-f-]{36}\/[A-Za-z0-9]{16,64}\/image\.jpg$/;

/** The pictures themselves, public like the shop (only files recorded under store/ with this shape). */
function registerImageFiles(app: FastifyInstance, deps: AppDeps) {
  app.get(`${STORE_MEDIA_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const rest = (request.params as { '*': string })['*'];
    if (!SERVED.test(rest)) return sendError(reply, 'NOT_FOUND');
    const key = `store/${rest}`;
    assertValidKey(key);
    const storage = mediaStorageFor(deps.config);
    const object = await storage.stat(key);
    if (!object) return sendError(reply, 'NOT_FOUND');
    return sendStoredObject(request, reply, storage, { key, object, type: 'image/jpeg' });
  });
}

/** Staff upload (multipart scope), describe, order and remove product pictures (canManagePoints). */
export function registerStoreImageRoutes(app: FastifyInstance, deps: AppDeps): void {
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: STORE_PRODUCT_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 2 },
    });
    registerEndpoint(
      scope,
      uploadStoreProductImageEndpoint,
      async ({ params, query, request }) => {
        const bytes = await readSingleUpload(request, STORE_PRODUCT_IMAGE_MAX_BYTES, deps.config);
        const alt = { en: query.altEn, ar: query.altAr };
        return addProductImage(deps, operatorOf(request), { productId: params.id, alt }, bytes);
      },
      { bodyLimit: STORE_PRODUCT_IMAGE_MAX_BYTES + 64 * 1024 },
    );
  });
  registerEndpoint(app, updateStoreProductImageEndpoint, ({ params, body, request }) =>
    changeImageAlt(deps, operatorOf(request), { productId: params.id, imageId: params.imageId }, body.alt),
  );
  registerEndpoint(app, orderStoreProductImagesEndpoint, ({ params, body, request }) =>
    orderProductImages(deps, operatorOf(request), params.id, body.imageIds),
  );
  registerEndpoint(app, deleteStoreProductImageEndpoint, ({ params, request }) =>
    removeProductImage(deps, operatorOf(request), { productId: params.id, imageId: params.imageId }),
  );
  registerImageFiles(app, deps);
}

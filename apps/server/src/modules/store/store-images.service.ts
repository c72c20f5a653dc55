import { Readable } from 'node:stream';
import { STORE_MAX_PRODUCT_IMAGES, type StoreImageAlt, type StoreProductImages } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor, Transaction } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { toJpeg } from '../creator-content/activity-media-checks.js';
import { mediaStorageFor } from '../media/media-paths.js';
import { generateKeyToken } from '../media/media-storage.js';
import { auditStore, type StoreOperator } from './store-admin.service.js';
import {
  deleteImage,
  insertImage,
  listImagesOf,
  lockProduct,
  setImagePositions,
  setProductCover,
  updateImageAlt,
} from './store-images.repository.js';
import { storeImageUrl, toProductImage } from './store-view.js';

// Wide enough for the product page's main picture on a large screen, small enough to stay a few hundred KB.
const STORE_IMAGE_MAX_WIDTH = 1600;

async function viewImages(db: Executor, productId: string): Promise<StoreProductImages> {
  return { items: (await listImagesOf(db, [productId])).map(toProductImage) };
}

/**
 * Runs one image change under the product's row lock, then points the product's `image_url` at whatever
 * picture is first now and audits the change, all in one transaction.
 */
async function changeImages<T>(
  deps: AppDeps,
  operator: StoreOperator,
  productId: string,
  change: (tx: Transaction) => Promise<{ result: T; details: Record<string, unknown>; action: string }>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    if (!(await lockProduct(tx, productId))) throw new AppError('STORE_PRODUCT_NOT_FOUND');
    const { result, details, action } = await change(tx);
    const [first] = await listImagesOf(tx, [productId]);
    await setProductCover(tx, productId, first ? storeImageUrl(first.storageKey) : null);
    await auditStore(tx, operator, action, { type: 'store-product', id: productId }, details);
    return result;
  });
}

/** POST /admin/store/products/:id/images: checked by content, re-encoded, stored, then recorded last. */
export async function addProductImage(
  deps: AppDeps,
  operator: StoreOperator,
  target: { productId: string; alt: StoreImageAlt },
  bytes: Buffer,
): Promise<StoreProductImages> {
  if (bytes.length === 0) throw new AppError('FILE_MISSING');
  const jpeg = await toJpeg(bytes, STORE_IMAGE_MAX_WIDTH);
  const storageKey = `store/${target.productId}/${generateKeyToken()}/image.jpg`;
  const storage = mediaStorageFor(deps.config);
  await storage.putStream(storageKey, Readable.from(jpeg));
  await changeImages(deps, operator, target.productId, async (tx) => {
    const count = (await listImagesOf(tx, [target.productId])).length;
    if (count >= STORE_MAX_PRODUCT_IMAGES) throw new AppError('STORE_IMAGE_LIMIT');
    const { productId, alt } = target;
    await insertImage(tx, { productId, storageKey, altEn: alt.en, altAr: alt.ar });
    return { result: null, action: 'image-add', details: { storageKey } };
  }).catch(async (error: unknown) => {
    // Nothing records the file: it must not stay behind.
    await storage.delete(storageKey);
    throw error;
  });
  return viewImages(deps.db, target.productId);
}

/** PATCH /admin/store/products/:id/images/:imageId. */
export async function changeImageAlt(
  deps: AppDeps,
  operator: StoreOperator,
  target: { productId: string; imageId: string },
  alt: StoreImageAlt,
): Promise<StoreProductImages> {
  await changeImages(deps, operator, target.productId, async (tx) => {
    if (!(await updateImageAlt(tx, target, alt))) throw new AppError('STORE_IMAGE_NOT_FOUND');
    return { result: null, action: 'image-alt', details: { imageId: target.imageId } };
  });
  return viewImages(deps.db, target.productId);
}

/** PUT /admin/store/products/:id/images/order: every picture of the product, each once. */
export async function orderProductImages(
  deps: AppDeps,
  operator: StoreOperator,
  productId: string,
  imageIds: string[],
): Promise<StoreProductImages> {
  await changeImages(deps, operator, productId, async (tx) => {
    const current = new Set((await listImagesOf(tx, [productId])).map((row) => row.id));
    const named = new Set(imageIds);
    const same = named.size === imageIds.length && named.size === current.size;
    if (!same || imageIds.some((id) => !current.has(id))) throw new AppError('STORE_IMAGE_ORDER');
    await setImagePositions(tx, productId, imageIds);
    return { result: null, action: 'image-order', details: { imageIds } };
  });
  return viewImages(deps.db, productId);
}

/** DELETE /admin/store/products/:id/images/:imageId: the row goes, the rest close up, then the file goes. */
export async function removeProductImage(
  deps: AppDeps,
  operator: StoreOperator,
  target: { productId: string; imageId: string },
): Promise<StoreProductImages> {
  const storageKey = await changeImages(deps, operator, target.productId, async (tx) => {
    const key = await deleteImage(tx, target.productId, target.imageId);
    if (!key) throw new AppError('STORE_IMAGE_NOT_FOUND');
    const rest = (await listImagesOf(tx, [target.productId])).map((row) => row.id);
    await setImagePositions(tx, target.productId, rest);
    return { result: key, action: 'image-remove', details: { imageId: target.imageId } };
  });
  await mediaStorageFor(deps.config).delete(storageKey);
  return viewImages(deps.db, target.productId);
}

import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { storeProductImages, storeProducts } from './store.schema.js';

export type ProductImageRow = typeof storeProductImages.$inferSelect;

/** Locks the product's row: image changes of one product queue here, so counts and positions hold. */
export async function lockProduct(db: Executor, productId: string): Promise<boolean> {
  const rows = await db
    .select({ id: storeProducts.id })
    .from(storeProducts)
    .where(eq(storeProducts.id, productId))
    .for('update');
  return rows.length > 0;
}

/** The pictures of some products, in gallery order. */
export function listImagesOf(db: Executor, productIds: string[]): Promise<ProductImageRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(storeProductImages)
    .where(inArray(storeProductImages.productId, productIds))
    .orderBy(asc(storeProductImages.productId), asc(storeProductImages.position));
}

/** Appends a picture after the product's last one. */
export async function insertImage(
  db: Executor,
  image: { productId: string; storageKey: string; altEn: string; altAr: string },
): Promise<void> {
  const next = sql<number>`(select coalesce(max(${storeProductImages.position}) + 1, 0) from ${storeProductImages} where ${storeProductImages.productId} = ${image.productId})`;
  await db.insert(storeProductImages).values({ ...image, position: next });
}

const ofProduct = (productId: string, imageId: string) =>
  and(eq(storeProductImages.id, imageId), eq(storeProductImages.productId, productId));

/** New alt text; false when the product has no such picture. */
export async function updateImageAlt(
  db: Executor,
  target: { productId: string; imageId: string },
  alt: { en: string; ar: string },
): Promise<boolean> {
  const rows = await db
    .update(storeProductImages)
    .set({ altEn: alt.en, altAr: alt.ar })
    .where(ofProduct(target.productId, target.imageId))
    .returning({ id: storeProductImages.id });
  return rows.length > 0;
}

/** Removes a picture's row; answers its storage key, or null when the product has no such picture. */
export async function deleteImage(db: Executor, productId: string, imageId: string): Promise<string | null> {
  const [row] = await db
    .delete(storeProductImages)
    .where(ofProduct(productId, imageId))
    .returning({ storageKey: storeProductImages.storageKey });
  return row?.storageKey ?? null;
}

/** Numbers the product's pictures 0.. in the order given (every id must be the product's). */
export async function setImagePositions(db: Executor, productId: string, imageIds: string[]): Promise<void> {
  for (const [position, id] of imageIds.entries()) {
    await db.update(storeProductImages).set({ position }).where(ofProduct(productId, id));
  }
}

/** Keeps the product's `image_url` on its first picture (null when it has none). */
export async function setProductCover(db: Executor, productId: string, url: string | null): Promise<void> {
  await db
    .update(storeProducts)
    .set({ imageUrl: url, updatedAt: new Date() })
    .where(eq(storeProducts.id, productId));
}

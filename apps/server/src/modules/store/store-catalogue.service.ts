import type {
  AdminStoreProduct,
  AdminStoreProductsQuery,
  SetCartItemBody,
  StoreCart,
  StoreProduct,
  StoreProductsQuery,
} from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import {
  findProduct,
  findVariant,
  listActiveProducts,
  listAllProducts,
  listVariantsOf,
  type ProductListRow,
} from './store-catalogue.repository.js';
import { selectCartLines, setCartQuantity } from './store-cart.repository.js';
import { listImagesOf } from './store-images.repository.js';
import { toArtfi, toCartLine, toProduct, toProductSummary, totalArtfiWeiOf } from './store-view.js';

/** GET /store/products. */
export async function listShopProducts(deps: AppDeps, query: StoreProductsQuery) {
  const { rows, total } = await listActiveProducts(deps.db, query);
  return { items: rows.map(toProductSummary), page: query.page, limit: query.limit, total };
}

/** GET /store/products/:slug: only a product on sale. */
export async function getShopProduct(deps: AppDeps, slug: string): Promise<StoreProduct> {
  const row = await findProduct(deps.db, { slug });
  if (!row || row.status !== 'ACTIVE') throw new AppError('STORE_PRODUCT_NOT_FOUND');
  const [product] = await withVariants(deps.db, [row]);
  if (!product) throw new Error('product view missing');
  const { status: _status, ...shown } = product;
  return shown;
}

/** Products with their variants and pictures, in three reads. */
export async function withVariants(db: Executor, rows: ProductListRow[]): Promise<AdminStoreProduct[]> {
  const ids = rows.map((row) => row.id);
  const [variants, images] = await Promise.all([listVariantsOf(db, ids), listImagesOf(db, ids)]);
  return rows.map((row) => toProduct(row, variants, images));
}

/** GET /admin/store/products. */
export async function listStaffProducts(deps: AppDeps, query: AdminStoreProductsQuery) {
  const { rows, total } = await listAllProducts(deps.db, query);
  return { items: await withVariants(deps.db, rows), page: query.page, limit: query.limit, total };
}

/** GET /store/cart. */
export async function getCart(deps: AppDeps, userId: string): Promise<StoreCart> {
  const lines = await selectCartLines(deps.db, userId);
  return {
    items: lines.map(toCartLine),
    totalPoints: lines.reduce((sum, line) => sum + (line.pricePoints ?? 0) * line.quantity, 0),
    totalArtfi: toArtfi(totalArtfiWeiOf(lines)),
  };
}

/** PUT /store/cart/items: only a variant of a product on sale can be added. */
export async function setCartItem(deps: AppDeps, userId: string, body: SetCartItemBody): Promise<StoreCart> {
  if (body.quantity > 0) {
    const variant = await findVariant(deps.db, body.variantId);
    const product = variant ? await findProduct(deps.db, { id: variant.productId }) : null;
    if (!product || product.status !== 'ACTIVE') throw new AppError('STORE_PRODUCT_NOT_FOUND');
  }
  await setCartQuantity(deps.db, userId, body.variantId, body.quantity);
  return getCart(deps, userId);
}

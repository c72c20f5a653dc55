import {
  ARTFI_TOKEN,
  type AdminStoreProduct,
  type StoreProductInput,
  type StoreProductPatch,
  type StoreStockAdjustmentBody,
  type StoreVariant,
  type StoreVariantInput,
} from '@streamit/contract';
import { parseUnits } from 'viem';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/database.js';
import { isUniqueViolation } from '../../db/postgres-errors.js';
import { AppError } from '../../http/app-error.js';
import { auditStore, type StoreOperator } from './store-admin.service.js';
import { withVariants } from './store-catalogue.service.js';
import {
  adjustVariantStock,
  findProduct,
  findVariant,
  insertProduct,
  insertVariant,
  updateProduct,
  updateVariant,
} from './store-catalogue.repository.js';
import type { storeProducts } from './store.schema.js';
import { optionColumnsOf, toVariant } from './store-view.js';

type ProductColumns = Partial<typeof storeProducts.$inferInsert>;

/** A product input or patch as columns; undefined parts stay as they are. */
function columnsOf(input: StoreProductPatch): ProductColumns {
  const columns: ProductColumns = {
    slug: input.slug,
    titleEn: input.title?.en,
    titleAr: input.title?.ar,
    descriptionEn: input.description?.en,
    descriptionAr: input.description?.ar,
    category: input.category,
    status: input.status,
    minTier: input.minTier,
    perMemberLimit: input.perMemberLimit,
    editionSize: input.editionSize,
  };
  // A patch names only what changes: an undefined part must not overwrite the column.
  const pairs: [string, unknown][] = Object.entries(columns);
  return Object.fromEntries(pairs.filter(([, value]) => value !== undefined));
}

async function viewProduct(db: Executor, id: string): Promise<AdminStoreProduct> {
  const row = await findProduct(db, { id });
  if (!row) throw new AppError('STORE_PRODUCT_NOT_FOUND');
  const [product] = await withVariants(db, [row]);
  if (!product) throw new Error('product view missing');
  return product;
}

/** POST /admin/store/products, audited. */
export async function createProduct(
  deps: AppDeps,
  operator: StoreOperator,
  input: StoreProductInput,
): Promise<AdminStoreProduct> {
  const id = await deps.db.transaction(async (tx) => {
    const row = await insertProduct(tx, {
      ...columnsOf(input),
      slug: input.slug,
      titleEn: input.title.en,
      category: input.category,
    });
    if (!row) throw new AppError('STORE_SLUG_TAKEN');
    await auditStore(
      tx,
      operator,
      'product-create',
      { type: 'store-product', id: row.id },
      { slug: row.slug },
    );
    return row.id;
  });
  return viewProduct(deps.db, id);
}

/** PATCH /admin/store/products/:id, audited with the fields changed. */
export async function patchProduct(
  deps: AppDeps,
  operator: StoreOperator,
  id: string,
  patch: StoreProductPatch,
): Promise<AdminStoreProduct> {
  await deps.db.transaction(async (tx) => {
    if (patch.slug) {
      const owner = await findProduct(tx, { slug: patch.slug });
      if (owner && owner.id !== id) throw new AppError('STORE_SLUG_TAKEN');
    }
    const row = await updateProduct(tx, id, columnsOf(patch));
    if (!row) throw new AppError('STORE_PRODUCT_NOT_FOUND');
    await auditStore(
      tx,
      operator,
      'product-update',
      { type: 'store-product', id },
      { fields: Object.keys(patch) },
    );
  });
  return viewProduct(deps.db, id);
}

/** A variant input as columns: each option in two (English, Arabic), the ARTFI price in base units. */
function variantColumnsOf(input: StoreVariantInput) {
  const { priceArtfi, size, colour, ...columns } = input;
  const priceArtfiWei = priceArtfi === null ? null : parseUnits(priceArtfi, ARTFI_TOKEN.decimals).toString();
  return { ...columns, ...optionColumnsOf({ size, colour }), priceArtfiWei };
}

/** POST /admin/store/products/:id/variants: stock starts at 0 (it moves only by audited adjustments). */
export async function createVariant(
  deps: AppDeps,
  operator: StoreOperator,
  productId: string,
  input: StoreVariantInput,
): Promise<StoreVariant> {
  return deps.db.transaction(async (tx) => {
    if (!(await findProduct(tx, { id: productId }))) throw new AppError('STORE_PRODUCT_NOT_FOUND');
    const row = await insertVariant(tx, { ...variantColumnsOf(input), productId, stock: 0 });
    if (!row) throw new AppError('STORE_SKU_TAKEN');
    await auditStore(
      tx,
      operator,
      'variant-create',
      { type: 'store-variant', id: row.id },
      { productId, sku: row.sku },
    );
    return toVariant(row);
  });
}

/**
 * PUT /admin/store/variants/:id, audited with the SKU before and after. Order lines carry their own price and
 * SKU, so orders already placed keep what they were placed at; the unique index decides a SKU race.
 */
export async function editVariant(
  deps: AppDeps,
  operator: StoreOperator,
  variantId: string,
  input: StoreVariantInput,
): Promise<StoreVariant> {
  try {
    return await deps.db.transaction(async (tx) => {
      const before = await findVariant(tx, variantId);
      if (!before) throw new AppError('NOT_FOUND');
      const row = await updateVariant(tx, variantId, variantColumnsOf(input));
      if (!row) throw new AppError('NOT_FOUND');
      const details = { productId: row.productId, sku: row.sku, skuBefore: before.sku };
      await auditStore(tx, operator, 'variant-update', { type: 'store-variant', id: variantId }, details);
      return toVariant(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('STORE_SKU_TAKEN');
    throw error;
  }
}

/** POST /admin/store/variants/:id/stock: one conditional change, recorded with its reason and audited. */
export async function adjustStock(
  deps: AppDeps,
  operator: StoreOperator,
  variantId: string,
  body: StoreStockAdjustmentBody,
): Promise<StoreVariant> {
  return deps.db.transaction(async (tx) => {
    const row = await adjustVariantStock(tx, { variantId, ...body, adminId: operator.adminId });
    if (!row) throw new AppError((await findVariant(tx, variantId)) ? 'STORE_STOCK_NEGATIVE' : 'NOT_FOUND');
    const details = { sku: row.sku, delta: body.delta, stockAfter: row.stock, reason: body.reason };
    await auditStore(tx, operator, 'stock-adjust', { type: 'store-variant', id: variantId }, details);
    return toVariant(row);
  });
}

import { STORE_LOW_STOCK, type AdminStoreProductsQuery, type StoreProductsQuery } from '@streamit/contract';
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { storeProducts, storeStockAdjustments, storeVariants } from './store.schema.js';

export type ProductRow = typeof storeProducts.$inferSelect;
export type VariantRow = typeof storeVariants.$inferSelect;

/** A product with the figures the shop lists it with. */
export interface ProductListRow extends ProductRow {
  fromPoints: number | null;
  stockLeft: number;
}

// Written with the table's name: drizzle leaves a column of a one-table select unqualified, which inside the
// subquery would name the variant's own id.
const fromPoints = sql<
  number | null
>`(select min(v.price_points) from store_variants v where v.product_id = store_products.id)`;
const stockLeft = sql<number>`(select coalesce(sum(v.stock), 0)::int from store_variants v where v.product_id = store_products.id)`;

function searchOf(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(storeProducts.titleEn, like), ilike(storeProducts.titleAr, like));
}

async function pageOfProducts(db: Executor, where: SQL | undefined, limit: number, offset: number) {
  const [rows, counted] = await Promise.all([
    db
      .select({ product: storeProducts, fromPoints, stockLeft })
      .from(storeProducts)
      .where(where)
      .orderBy(desc(storeProducts.createdAt), asc(storeProducts.slug))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(storeProducts)
      .where(where),
  ]);
  const items = rows.map((row) => ({ ...row.product, fromPoints: row.fromPoints, stockLeft: row.stockLeft }));
  return { rows: items satisfies ProductListRow[], total: counted[0]?.n ?? 0 };
}

/** Active products for the shop: category, search and a highest points price. */
export function listActiveProducts(db: Executor, query: StoreProductsQuery) {
  const where = and(
    eq(storeProducts.status, 'ACTIVE'),
    query.category ? eq(storeProducts.category, query.category) : undefined,
    searchOf(query.q),
    query.maxPoints === undefined ? undefined : sql`${fromPoints} <= ${query.maxPoints}`,
  );
  return pageOfProducts(db, where, query.limit, (query.page - 1) * query.limit);
}

/** Products in any status for staff. */
export function listAllProducts(db: Executor, query: AdminStoreProductsQuery) {
  const lowStock =
    query.lowStock === 'true'
      ? sql`exists (select 1 from store_variants v where v.product_id = ${storeProducts.id} and v.stock <= ${STORE_LOW_STOCK})`
      : undefined;
  const where = and(
    query.status ? eq(storeProducts.status, query.status) : undefined,
    searchOf(query.q),
    lowStock,
  );
  return pageOfProducts(db, where, query.limit, (query.page - 1) * query.limit);
}

/** One product by slug or id, with its list figures. */
export async function findProduct(
  db: Executor,
  by: { slug: string } | { id: string },
): Promise<ProductListRow | null> {
  const where = 'slug' in by ? eq(storeProducts.slug, by.slug) : eq(storeProducts.id, by.id);
  const { rows } = await pageOfProducts(db, where, 1, 0);
  return rows[0] ?? null;
}

/** The variants of some products, in their display order. */
export function listVariantsOf(db: Executor, productIds: string[]): Promise<VariantRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(storeVariants)
    .where(inArray(storeVariants.productId, productIds))
    .orderBy(asc(storeVariants.position), asc(storeVariants.sku));
}

/** A new product; null when its slug is taken. */
export async function insertProduct(
  db: Executor,
  values: typeof storeProducts.$inferInsert,
): Promise<ProductRow | null> {
  const [row] = await db.insert(storeProducts).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Changes a product; null when it does not exist. */
export async function updateProduct(
  db: Executor,
  id: string,
  changes: Partial<typeof storeProducts.$inferInsert>,
): Promise<ProductRow | null> {
  const [row] = await db
    .update(storeProducts)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(storeProducts.id, id))
    .returning();
  return row ?? null;
}

/** A new variant, placed after the product's others; null when its SKU is taken. */
export async function insertVariant(
  db: Executor,
  values: Omit<typeof storeVariants.$inferInsert, 'position'>,
): Promise<VariantRow | null> {
  const position = sql`(select coalesce(max(position), -1) + 1 from store_variants where product_id = ${values.productId})`;
  const [row] = await db
    .insert(storeVariants)
    .values({ ...values, position })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/**
 * Moves a variant's stock by `delta` in one conditional statement and records why; null when the
 * variant does not exist or the stock would go below zero (nothing written then).
 */
export async function adjustVariantStock(
  db: Executor,
  change: { variantId: string; delta: number; reason: string; adminId: string | null },
): Promise<VariantRow | null> {
  const [row] = await db
    .update(storeVariants)
    .set({ stock: sql`${storeVariants.stock} + ${change.delta}` })
    .where(and(eq(storeVariants.id, change.variantId), sql`${storeVariants.stock} + ${change.delta} >= 0`))
    .returning();
  if (!row) return null;
  await db.insert(storeStockAdjustments).values({ ...change, stockAfter: row.stock });
  return row;
}

/** Replaces a variant's SKU, options and prices; null when it does not exist. */
export async function updateVariant(
  db: Executor,
  id: string,
  values: Pick<
    VariantRow,
    'sku' | 'size' | 'sizeAr' | 'colour' | 'colourAr' | 'pricePoints' | 'priceArtfiWei'
  >,
): Promise<VariantRow | null> {
  const [row] = await db.update(storeVariants).set(values).where(eq(storeVariants.id, id)).returning();
  return row ?? null;
}

/** A variant by id. */
export async function findVariant(db: Executor, id: string): Promise<VariantRow | null> {
  const [row] = await db.select().from(storeVariants).where(eq(storeVariants.id, id));
  return row ?? null;
}

/** The slug and picture of some products, for order lines. */
export async function selectProductLinks(
  db: Executor,
  ids: string[],
): Promise<Map<string, { slug: string; imageUrl: string | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: storeProducts.id, slug: storeProducts.slug, imageUrl: storeProducts.imageUrl })
    .from(storeProducts)
    .where(inArray(storeProducts.id, ids));
  return new Map(rows.map((row) => [row.id, { slug: row.slug, imageUrl: row.imageUrl }]));
}

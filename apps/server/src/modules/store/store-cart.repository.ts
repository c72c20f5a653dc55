import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { storeCartItems, storeProducts, storeVariants } from './store.schema.js';

/** A line about to be bought: the variant, its product's rules and the quantity wanted. */
export interface BuyLine {
  variantId: string;
  productId: string;
  slug: string;
  titleEn: string;
  titleAr: string;
  imageUrl: string | null;
  productStatus: string;
  minTier: string | null;
  perMemberLimit: number | null;
  sku: string;
  size: string | null;
  sizeAr: string | null;
  colour: string | null;
  colourAr: string | null;
  stock: number;
  pricePoints: number | null;
  priceArtfiWei: string | null;
  quantity: number;
}

const lineColumns = {
  variantId: storeVariants.id,
  productId: storeProducts.id,
  slug: storeProducts.slug,
  titleEn: storeProducts.titleEn,
  titleAr: storeProducts.titleAr,
  imageUrl: storeProducts.imageUrl,
  productStatus: storeProducts.status,
  minTier: storeProducts.minTier,
  perMemberLimit: storeProducts.perMemberLimit,
  sku: storeVariants.sku,
  size: storeVariants.size,
  sizeAr: storeVariants.sizeAr,
  colour: storeVariants.colour,
  colourAr: storeVariants.colourAr,
  stock: storeVariants.stock,
  pricePoints: storeVariants.pricePoints,
  priceArtfiWei: storeVariants.priceArtfiWei,
};

/** The member's cart lines with their variants and products, in a stable order. */
export function selectCartLines(db: Executor, userId: string): Promise<BuyLine[]> {
  return db
    .select({ ...lineColumns, quantity: storeCartItems.quantity })
    .from(storeCartItems)
    .innerJoin(storeVariants, eq(storeVariants.id, storeCartItems.variantId))
    .innerJoin(storeProducts, eq(storeProducts.id, storeVariants.productId))
    .where(eq(storeCartItems.userId, userId))
    .orderBy(asc(storeVariants.sku));
}

/** Lines for the given variants and quantities (a "buy now" checkout that leaves the cart alone). */
export async function selectLinesOf(
  db: Executor,
  wanted: { variantId: string; quantity: number }[],
): Promise<BuyLine[]> {
  const quantities = new Map(wanted.map((line) => [line.variantId, line.quantity]));
  const rows = await db
    .select(lineColumns)
    .from(storeVariants)
    .innerJoin(storeProducts, eq(storeProducts.id, storeVariants.productId))
    .where(inArray(storeVariants.id, [...quantities.keys()]))
    .orderBy(asc(storeVariants.sku));
  return rows.map((row) => ({ ...row, quantity: quantities.get(row.variantId) ?? 0 }));
}

/** Sets how many of a variant the cart holds; 0 removes the line. */
export async function setCartQuantity(
  db: Executor,
  userId: string,
  variantId: string,
  quantity: number,
): Promise<void> {
  const line = and(eq(storeCartItems.userId, userId), eq(storeCartItems.variantId, variantId));
  if (quantity === 0) {
    await db.delete(storeCartItems).where(line);
    return;
  }
  await db
    .insert(storeCartItems)
    .values({ userId, variantId, quantity })
    .onConflictDoUpdate({
      target: [storeCartItems.userId, storeCartItems.variantId],
      set: { quantity, updatedAt: sql`now()` },
    });
}

/** Empties the member's cart (after a checkout from it). */
export async function clearCart(db: Executor, userId: string): Promise<void> {
  await db.delete(storeCartItems).where(eq(storeCartItems.userId, userId));
}

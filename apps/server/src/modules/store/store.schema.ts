import {
  STORE_CATEGORIES,
  STORE_ORDER_STATUSES,
  STORE_PAYMENT_METHODS,
  STORE_PRODUCT_STATUSES,
  TIERS,
  type ShippingAddress,
} from '@streamit/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  type AnyPgColumn,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/enum-check.js';
import { instant, instantNow, primaryUuid, requiredRef } from '../../db/table-columns.js';
import { wei } from '../../db/wei-column.js';
import { adminUsers } from '../admins/admins.schema.js';
import { users } from '../members/members.schema.js';

/** A variant's size and colour are in both languages or absent: Arabic is null exactly when English is. */
function optionsBilingual(
  name: string,
  table: Record<'size' | 'sizeAr' | 'colour' | 'colourAr', AnyPgColumn>,
) {
  return [
    check(`${name}_size_ar_check`, sql`(${table.size} is null) = (${table.sizeAr} is null)`),
    check(`${name}_colour_ar_check`, sql`(${table.colour} is null) = (${table.colourAr} is null)`),
  ];
}

/** A product of the merchandise store, with English and Arabic texts (decision 062). */
export const storeProducts = pgTable(
  'store_products',
  {
    id: primaryUuid(),
    slug: text('slug').notNull(),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    category: text('category').notNull(),
    imageUrl: text('image_url'),
    status: text('status').notNull().default('DRAFT'),
    minTier: text('min_tier'),
    perMemberLimit: integer('per_member_limit'),
    editionSize: integer('edition_size'),
    createdAt: instantNow('created_at'),
    updatedAt: instantNow('updated_at'),
  },
  (table) => [
    uniqueIndex('store_products_slug_unique').on(table.slug),
    index('store_products_status_created_idx').on(table.status, table.createdAt),
    enumCheck('store_products_category_check', table.category, STORE_CATEGORIES),
    enumCheck('store_products_status_check', table.status, STORE_PRODUCT_STATUSES),
    enumCheck('store_products_min_tier_check', table.minTier, TIERS),
    check('store_products_limit_check', sql`${table.perMemberLimit} is null or ${table.perMemberLimit} > 0`),
  ],
);

/**
 * A variant: its own SKU, options and stock. `stock` is what is left to sell; a checkout takes its units
 * with one conditional UPDATE, and the CHECK makes overselling impossible whatever the code does.
 */
export const storeVariants = pgTable(
  'store_variants',
  {
    id: primaryUuid(),
    productId: requiredRef('product_id', () => storeProducts.id),
    sku: text('sku').notNull(),
    /** Options in English and Arabic; the CHECKs keep both or neither (optionsBilingual). */
    size: text('size'),
    sizeAr: text('size_ar'),
    colour: text('colour'),
    colourAr: text('colour_ar'),
    stock: integer('stock').notNull().default(0),
    pricePoints: integer('price_points'),
    priceArtfiWei: wei('price_artfi_wei'),
    position: integer('position').notNull().default(0),
    createdAt: instantNow('created_at'),
  },
  (table) => [
    uniqueIndex('store_variants_sku_unique').on(table.sku),
    index('store_variants_product_idx').on(table.productId, table.position),
    check('store_variants_stock_check', sql`${table.stock} >= 0`),
    ...optionsBilingual('store_variants', table),
    check(
      'store_variants_price_check',
      sql`(${table.pricePoints} is not null or ${table.priceArtfiWei} is not null) and coalesce(${table.pricePoints}, 1) > 0 and coalesce(${table.priceArtfiWei}, 1) > 0`,
    ),
  ],
);

/** A member's cart, one row per variant, kept on the server so it follows them between devices. */
export const storeCartItems = pgTable(
  'store_cart_items',
  {
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    variantId: requiredRef('variant_id', () => storeVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    updatedAt: instantNow('updated_at'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.variantId] }),
    check('store_cart_items_quantity_check', sql`${table.quantity} > 0`),
  ],
);

/**
 * An order. Its stock is taken from the variants at checkout and held until `reserved_until`; the payment
 * and refund postings are the ledger's record of what moved. Each step's time feeds the member's timeline.
 */
export const storeOrders = pgTable(
  'store_orders',
  {
    id: primaryUuid(),
    userId: requiredRef('user_id', () => users.id),
    /** The checkout's Idempotency-Key: a retried checkout finds its order instead of holding stock twice. */
    checkoutKey: text('checkout_key').notNull(),
    status: text('status').notNull().default('PENDING_PAYMENT'),
    paymentMethod: text('payment_method').notNull(),
    totalPoints: integer('total_points').notNull().default(0),
    /** The total in ARTFI base units of an order paid in ARTFI (0 for points). */
    totalArtfiWei: wei('total_artfi_wei').notNull().default('0'),
    address: jsonb('address').$type<ShippingAddress>().notNull(),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    reservedUntil: instant('reserved_until'),
    paymentPostingId: uuid('payment_posting_id'),
    /**
     * When an ARTFI payment was claimed: from then the hold no longer expires (the tokens may be moving) and
     * the order waits for the custodial transaction `store:pay:<id>` to confirm or fail.
     */
    paymentStartedAt: instant('payment_started_at'),
    /** The ARTFI payment's transaction and the wallet that paid it (where a refund goes back to). */
    paymentTxHash: text('payment_tx_hash'),
    payerAddress: text('payer_address'),
    /** The treasury grant that returns the ARTFI of an order cancelled or refunded after payment. */
    refundGrantId: uuid('refund_grant_id'),
    refundPostingId: uuid('refund_posting_id'),
    closeReason: text('close_reason'),
    paidAt: instant('paid_at'),
    fulfillingAt: instant('fulfilling_at'),
    shippedAt: instant('shipped_at'),
    deliveredAt: instant('delivered_at'),
    cancelledAt: instant('cancelled_at'),
    refundedAt: instant('refunded_at'),
    createdAt: instantNow('created_at'),
    updatedAt: instantNow('updated_at'),
  },
  (table) => [
    uniqueIndex('store_orders_user_key_unique').on(table.userId, table.checkoutKey),
    index('store_orders_user_created_idx').on(table.userId, table.createdAt),
    index('store_orders_status_created_idx').on(table.status, table.createdAt),
    index('store_orders_reserved_idx')
      .on(table.reservedUntil)
      .where(sql`${table.status} = 'PENDING_PAYMENT'`),
    enumCheck('store_orders_status_check', table.status, STORE_ORDER_STATUSES),
    enumCheck('store_orders_payment_method_check', table.paymentMethod, STORE_PAYMENT_METHODS),
    check('store_orders_total_check', sql`${table.totalPoints} >= 0`),
    check(
      'store_orders_shipped_check',
      sql`${table.status} not in ('SHIPPED', 'DELIVERED') or ${table.trackingNumber} is not null`,
    ),
  ],
);

/** An order's lines, with the title, SKU and price as they were when it was placed. */
export const storeOrderItems = pgTable(
  'store_order_items',
  {
    id: primaryUuid(),
    orderId: requiredRef('order_id', () => storeOrders.id, { onDelete: 'cascade' }),
    variantId: requiredRef('variant_id', () => storeVariants.id),
    productId: requiredRef('product_id', () => storeProducts.id),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    sku: text('sku').notNull(),
    size: text('size'),
    sizeAr: text('size_ar'),
    colour: text('colour'),
    colourAr: text('colour_ar'),
    quantity: integer('quantity').notNull(),
    unitPoints: integer('unit_points'),
    unitArtfiWei: wei('unit_artfi_wei'),
  },
  (table) => [
    index('store_order_items_order_idx').on(table.orderId),
    index('store_order_items_product_idx').on(table.productId),
    check('store_order_items_quantity_check', sql`${table.quantity} > 0`),
    ...optionsBilingual('store_order_items', table),
  ],
);

/** Stock changed by staff, with why (also in the admin audit log). */
export const storeStockAdjustments = pgTable(
  'store_stock_adjustments',
  {
    id: primaryUuid(),
    variantId: requiredRef('variant_id', () => storeVariants.id),
    delta: integer('delta').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason').notNull(),
    adminId: uuid('admin_id').references(() => adminUsers.id),
    createdAt: instantNow('created_at'),
  },
  (table) => [index('store_stock_adjustments_variant_idx').on(table.variantId, table.createdAt)],
);

/** A member's saved shipping addresses (My Account), picked at checkout; at most STORE_MAX_SAVED_ADDRESSES. */
export const storeAddresses = pgTable(
  'store_addresses',
  {
    id: primaryUuid(),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    address: jsonb('address').$type<ShippingAddress>().notNull(),
    createdAt: instantNow('created_at'),
  },
  (table) => [index('store_addresses_user_idx').on(table.userId, table.createdAt)],
);

/**
 * A product's pictures in gallery order (`position`, 0 first). The file is re-encoded like every other image
 * upload and served publicly from STORE_MEDIA_PREFIX; `store_products.image_url` keeps the first one's URL,
 * rewritten in the same transaction as every change here, so lists need no join.
 */
export const storeProductImages = pgTable(
  'store_product_images',
  {
    id: primaryUuid(),
    productId: requiredRef('product_id', () => storeProducts.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    altEn: text('alt_en').notNull(),
    altAr: text('alt_ar').notNull().default(''),
    position: integer('position').notNull(),
    createdAt: instantNow('created_at'),
  },
  (table) => [index('store_product_images_product_idx').on(table.productId, table.position)],
);

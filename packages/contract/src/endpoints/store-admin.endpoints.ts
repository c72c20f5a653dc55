import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { TierSchema } from '../enums.js';
import { PageQuerySchema, pageOf } from '../models/page.schemas.js';
import {
  StoreCategorySchema,
  StoreOrderStatusSchema,
  StoreProductStatusSchema,
  StoreTextSchema,
} from '../models/store.js';
import { StoreOrderSchema, StoreProductSchema, StoreVariantSchema } from './store.endpoints.js';
import { StaffReasonSchema } from '../models/staff-reason.schemas.js';

// Staff manage the store with canManagePoints: the store spends the points that flag already governs
// (decision 062), so no new flag and no change to existing roles.

/** A product as staff see it: any status. */
export const AdminStoreProductSchema = StoreProductSchema.extend({ status: StoreProductStatusSchema });
export type AdminStoreProduct = z.infer<typeof AdminStoreProductSchema>;

/** GET /admin/store/products filters. */
export const AdminStoreProductsQuerySchema = PageQuerySchema.extend({
  status: StoreProductStatusSchema.optional(),
  q: z.string().trim().max(100).optional(),
  /** 'true': only products with a variant at STORE_LOW_STOCK units or fewer (the low-stock list). */
  lowStock: z.enum(['true', 'false']).optional(),
});
export type AdminStoreProductsQuery = z.infer<typeof AdminStoreProductsQuerySchema>;

/** GET /admin/store/products (canManagePoints). */
export const listAdminStoreProductsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/store/products',
  summary: 'Store products in every status, with their variants and stock',
  tags: ['admin-store'],
  auth: 'admin',
  permission: 'canManagePoints',
  query: AdminStoreProductsQuerySchema,
  response: pageOf(AdminStoreProductSchema),
});

const Text = (max: number) =>
  z.object({ en: z.string().trim().min(1).max(max), ar: z.string().trim().max(max) });

/** POST /admin/store/products body; PATCH takes any part of it. */
export const StoreProductInputSchema = z.object({
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .max(120),
  title: Text(200),
  description: Text(4000),
  category: StoreCategorySchema,
  status: StoreProductStatusSchema.default('DRAFT'),
  minTier: TierSchema.nullable().default(null),
  perMemberLimit: z.number().int().min(1).max(1000).nullable().default(null),
  editionSize: z.number().int().min(1).max(100_000).nullable().default(null),
});
export type StoreProductInput = z.infer<typeof StoreProductInputSchema>;
export const StoreProductPatchSchema = StoreProductInputSchema.partial().extend({
  title: StoreTextSchema.partial().optional(),
  description: StoreTextSchema.partial().optional(),
});
export type StoreProductPatch = z.infer<typeof StoreProductPatchSchema>;

/** POST /admin/store/products (canManagePoints). */
export const createStoreProductEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/store/products',
  summary: 'Create a store product (a draft unless a status is given)',
  tags: ['admin-store'],
  auth: 'admin',
  permission: 'canManagePoints',
  body: StoreProductInputSchema,
  response: AdminStoreProductSchema,
  successStatus: 201,
});

const IdParams = z.object({ id: z.uuid() });

/** PATCH /admin/store/products/:id (canManagePoints). */
export const updateStoreProductEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/admin/store/products/:id',
  summary: 'Change a product: texts, category, status, tier, limits',
  tags: ['admin-store'],
  auth: 'admin',
  permission: 'canManagePoints',
  params: IdParams,
  body: StoreProductPatchSchema,
  response: AdminStoreProductSchema,
});

/** A variant's size or colour: both languages, each trimmed and 1–40 characters. */
const VariantOption = z.object({
  en: z.string().trim().min(1).max(40),
  ar: z.string().trim().min(1).max(40),
});

/** A variant's fields: its options (null where it has none) and a points price, an ARTFI price or both. */
export const StoreVariantInputSchema = z
  .object({
    sku: z
      .string()
      .trim()
      .regex(/^[A-Z0-9][A-Z0-9-]{1,63}$/),
    size: VariantOption.nullable().default(null),
    colour: VariantOption.nullable().default(null),
    pricePoints: z.number().int().min(1).max(10_000_000).nullable().default(null),
    priceArtfi: z
      .string()
      .regex(/^\d{1,12}(\.\d{1,18})?$/)
      .nullable()
      .default(null),
  })
  .refine((v) => v.pricePoints !== null || v.priceArtfi !== null, {
    path: ['pricePoints'],
    message: 'A variant needs a price in points, in ARTFI or both.',
  });
export type StoreVariantInput = z.infer<typeof StoreVariantInputSchema>;

/** What adding and changing a variant share: staff with canManagePoints send its fields and get it back. */
const variantWrite = {
  tags: ['admin-store'],
  auth: 'admin',
  permission: 'canManagePoints',
  params: IdParams,
  body: StoreVariantInputSchema,
  response: StoreVariantSchema,
} as const;

/** POST /admin/store/products/:id/variants (canManagePoints): a new variant, with no stock yet. */
export const createStoreVariantEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/store/products/:id/variants',
  summary: 'Add a variant to a product; its stock starts at 0 and moves by stock adjustments',
  ...variantWrite,
  successStatus: 201,
});

/**
 * PUT /admin/store/variants/:id (canManagePoints): replaces a variant's SKU, options and prices; its stock
 * still moves only by adjustments. Orders already placed keep the prices they were placed at.
 */
export const updateStoreVariantEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/admin/store/variants/:id',
  summary: "Change a variant's SKU, size, colour and prices; placed orders keep their own prices",
  ...variantWrite,
});

/** POST /admin/store/variants/:id/stock body: a signed change and why. */
export const StoreStockAdjustmentBodySchema = z.object({
  delta: z
    .number()
    .int()
    .min(-100_000)
    .max(100_000)
    .refine((n) => n !== 0),
  reason: StaffReasonSchema,
});
export type StoreStockAdjustmentBody = z.infer<typeof StoreStockAdjustmentBodySchema>;

/** POST /admin/store/variants/:id/stock (canManagePoints): audited. */
export const adjustStoreStockEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/store/variants/:id/stock',
  summary: 'Add or remove stock of a variant with a reason; recorded and audited',
  tags: ['admin-store'],
  auth: 'admin',
  permission: 'canManagePoints',
  params: IdParams,
  body: StoreStockAdjustmentBodySchema,
  response: StoreVariantSchema,
});

/** An order as staff see it: the member beside it. */
export const AdminStoreOrderSchema = StoreOrderSchema.extend({
  userId: z.uuid(),
  memberEmail: z.string(),
  memberName: z.string(),
});
export type AdminStoreOrder = z.infer<typeof AdminStoreOrderSchema>;

/** GET /admin/store/orders filters: status, and a search over the order id, member e-mail, name and SKU. */
export const AdminStoreOrdersQuerySchema = PageQuerySchema.extend({
  status: StoreOrderStatusSchema.optional(),
  q: z.string().trim().max(100).optional(),
});
export type AdminStoreOrdersQuery = z.infer<typeof AdminStoreOrdersQuerySchema>;

/** Where the orders download as CSV (a file, not a JSON endpoint): `GET` with the list's filters. */
export const STORE_ORDERS_EXPORT_PATH = '/admin/store/orders/export';

/** `GET /admin/store/orders/export` (canManagePoints): the list's filters without its page. */
export const AdminStoreOrdersExportQuerySchema = AdminStoreOrdersQuerySchema.omit({
  page: true,
  limit: true,
});
export type AdminStoreOrdersExportQuery = z.infer<typeof AdminStoreOrdersExportQuerySchema>;

/** GET /admin/store/orders (canManagePoints), newest first. */
export const listAdminStoreOrdersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/store/orders',
  summary: 'Store orders, filtered by status and searched by order, member or SKU',
  tags: ['admin-store'],
  auth: 'admin',
  permission: 'canManagePoints',
  query: AdminStoreOrdersQuerySchema,
  response: pageOf(AdminStoreOrderSchema),
});

/** POST /admin/store/orders/:id/fulfilment body: the next step; shipping names the carrier and tracking. */
export const StoreFulfilmentBodySchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('FULFILLING') }),
  z.object({
    status: z.literal('SHIPPED'),
    carrier: z.string().trim().min(2).max(80),
    trackingNumber: z.string().trim().min(4).max(80),
  }),
  z.object({ status: z.literal('DELIVERED') }),
]);
export type StoreFulfilmentBody = z.infer<typeof StoreFulfilmentBodySchema>;

/** POST /admin/store/orders/:id/fulfilment (canManagePoints). */
export const advanceStoreOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/store/orders/:id/fulfilment',
  summary: 'Move a paid order on: being packed, shipped with carrier and tracking, delivered',
  tags: ['admin-store'],
  auth: 'admin',
  permission: 'canManagePoints',
  params: IdParams,
  body: StoreFulfilmentBodySchema,
  response: AdminStoreOrderSchema,
});

/** Cancel and refund bodies: the reason, audited. */
export const StoreOrderReasonBodySchema = z.object({ reason: StaffReasonSchema });

/** POST /admin/store/orders/:id/cancel (canManagePoints): before shipping; stock and payment return. */
export const cancelAdminStoreOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/store/orders/:id/cancel',
  summary: 'Cancel an order before it ships: its stock is released and any payment returned',
  tags: ['admin-store'],
  auth: 'admin',
  permission: 'canManagePoints',
  params: IdParams,
  body: StoreOrderReasonBodySchema,
  response: AdminStoreOrderSchema,
});

/** POST /admin/store/orders/:id/refund (canManagePoints): returns exactly what was paid. */
export const refundStoreOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/store/orders/:id/refund',
  summary: 'Refund a paid order: the points paid return to the member through the ledger',
  tags: ['admin-store'],
  auth: 'admin',
  permission: 'canManagePoints',
  params: IdParams,
  body: StoreOrderReasonBodySchema,
  response: AdminStoreOrderSchema,
});

import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { TierSchema } from '../enums.js';
import { PageQuerySchema, pageOf } from '../models/page.schemas.js';
import { isPostalCodeValid } from '../models/postal-codes.js';
import {
  STORE_MAX_LINE_QUANTITY,
  OrderAddressSchema,
  ShippingAddressSchema,
  StoreCategorySchema,
  StoreOrderStatusSchema,
  StoreArtfiPaymentStateSchema,
  StorePaymentMethodSchema,
  StoreTextSchema,
} from '../models/store.js';
import { StoreProductImageSchema } from './store-images.endpoints.js';

/** One variant of a product: its own SKU, options, stock and price. */
export const StoreVariantSchema = z.object({
  id: z.uuid(),
  sku: z.string(),
  /** The size in English and Arabic, or null when the product comes in one size. */
  size: StoreTextSchema.nullable(),
  /** The colour in English and Arabic, or null when the product comes in one colour. */
  colour: StoreTextSchema.nullable(),
  stock: z.number().int(),
  /** Price in points, or null when the variant is sold for ARTFI only. */
  pricePoints: z.number().int().nullable(),
  /** Price in ARTFI as a decimal string, or null when sold for points only. */
  priceArtfi: z.string().nullable(),
});
export type StoreVariant = z.infer<typeof StoreVariantSchema>;

/** A product as the shop lists it. */
export const StoreProductSummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: StoreTextSchema,
  category: StoreCategorySchema,
  imageUrl: z.string().nullable(),
  /** Members below this tier cannot buy it (a VIP-only edition); null for everyone. */
  minTier: TierSchema.nullable(),
  /** The lowest points price of its variants, or null when none is sold for points. */
  fromPoints: z.number().int().nullable(),
  /** Units left over all variants. */
  stockLeft: z.number().int(),
  /** A limited edition's size, or null. */
  editionSize: z.number().int().nullable(),
});
export type StoreProductSummary = z.infer<typeof StoreProductSummarySchema>;

/** A product page: the summary, the description, the per-member limit and the variants. */
export const StoreProductSchema = StoreProductSummarySchema.extend({
  description: StoreTextSchema,
  perMemberLimit: z.number().int().nullable(),
  variants: z.array(StoreVariantSchema),
  /** Its pictures in gallery order; the first is the summary's `imageUrl`. */
  images: z.array(StoreProductImageSchema),
});
export type StoreProduct = z.infer<typeof StoreProductSchema>;

/** GET /store/products filters. */
export const StoreProductsQuerySchema = PageQuerySchema.extend({
  category: StoreCategorySchema.optional(),
  q: z.string().trim().max(100).optional(),
  maxPoints: z.coerce.number().int().min(0).optional(),
});
export type StoreProductsQuery = z.infer<typeof StoreProductsQuerySchema>;

/** GET /store/products (public): active products, newest first. */
export const listStoreProductsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/store/products',
  summary: 'Products on sale, filtered by category, a search and a highest points price',
  tags: ['store'],
  auth: 'public',
  query: StoreProductsQuerySchema,
  response: pageOf(StoreProductSummarySchema),
});

/** GET /store/products/:slug (public). */
export const getStoreProductEndpoint = defineEndpoint({
  method: 'GET',
  path: '/store/products/:slug',
  summary: 'One product on sale with its variants and their stock',
  tags: ['store'],
  auth: 'public',
  params: z.object({ slug: z.string().min(1).max(120) }),
  response: StoreProductSchema,
});

/** One line of a cart or an order. */
export const StoreLineSchema = z.object({
  variantId: z.uuid(),
  productId: z.uuid(),
  slug: z.string(),
  title: StoreTextSchema,
  sku: z.string(),
  /** The variant's size in both languages (an order's line keeps it as it was when placed), or null. */
  size: StoreTextSchema.nullable(),
  /** The variant's colour in both languages (an order's line keeps it as it was when placed), or null. */
  colour: StoreTextSchema.nullable(),
  quantity: z.number().int(),
  unitPoints: z.number().int().nullable(),
  /** The unit price in ARTFI as a decimal string, or null when the line cannot be paid in ARTFI. */
  unitArtfi: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export type StoreLine = z.infer<typeof StoreLineSchema>;

/** The member's cart, kept on the server. */
export const StoreCartSchema = z.object({
  items: z.array(StoreLineSchema.extend({ stock: z.number().int() })),
  totalPoints: z.number().int(),
  /** The total in ARTFI, or null when a line has no ARTFI price (the cart cannot be paid in ARTFI). */
  totalArtfi: z.string().nullable(),
});
export type StoreCart = z.infer<typeof StoreCartSchema>;

/** GET /store/cart (member). */
export const getStoreCartEndpoint = defineEndpoint({
  method: 'GET',
  path: '/store/cart',
  summary: "The signed-in member's cart",
  tags: ['store'],
  auth: 'member',
  response: StoreCartSchema,
});

/** PUT /store/cart/items body: how many of a variant the cart holds (0 removes it). */
export const SetCartItemBodySchema = z.object({
  variantId: z.uuid(),
  quantity: z.number().int().min(0).max(STORE_MAX_LINE_QUANTITY),
});
export type SetCartItemBody = z.infer<typeof SetCartItemBodySchema>;

/** PUT /store/cart/items (member). */
export const setStoreCartItemEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/store/cart/items',
  summary: 'Set how many units of a variant the cart holds; 0 removes the line',
  tags: ['store'],
  auth: 'member',
  body: SetCartItemBodySchema,
  response: StoreCartSchema,
});

/** A step an order went through, for its timeline. */
export const StoreOrderEventSchema = z.object({ status: StoreOrderStatusSchema, at: z.iso.datetime() });

/** An order as its member sees it. */
export const StoreOrderSchema = z.object({
  id: z.uuid(),
  status: StoreOrderStatusSchema,
  paymentMethod: StorePaymentMethodSchema,
  totalPoints: z.number().int(),
  /** The total in ARTFI (a decimal string) for an order paid in ARTFI, otherwise null. */
  totalArtfi: z.string().nullable(),
  /** An ARTFI payment once sent: where it stands and its transaction. */
  artfiPayment: z.object({ state: StoreArtfiPaymentStateSchema, txHash: z.string().nullable() }).nullable(),
  items: z.array(StoreLineSchema),
  address: OrderAddressSchema,
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** Until when the stock is held for payment (PENDING_PAYMENT only). */
  reservedUntil: z.iso.datetime().nullable(),
  timeline: z.array(StoreOrderEventSchema),
  createdAt: z.iso.datetime(),
});
export type StoreOrder = z.infer<typeof StoreOrderSchema>;

/**
 * POST /store/checkout body: the address and how the member pays. With `items` ("buy now") those are
 * bought and the cart is left alone; without, the cart is bought and emptied.
 */
export const StoreCheckoutBodySchema = z
  .object({
    address: ShippingAddressSchema,
    paymentMethod: StorePaymentMethodSchema,
    items: z
      .array(SetCartItemBodySchema.extend({ quantity: z.number().int().min(1).max(STORE_MAX_LINE_QUANTITY) }))
      .min(1)
      .max(20)
      .optional(),
  })
  .refine((body) => isPostalCodeValid(body.address.country, body.address.postalCode), {
    path: ['address', 'postalCode'],
    message: 'This postcode does not match the country.',
  });
export type StoreCheckoutBody = z.infer<typeof StoreCheckoutBodySchema>;

/** POST /store/checkout (member, Idempotency-Key required): the cart becomes an order holding its stock. */
export const checkoutStoreEndpoint = defineEndpoint({
  method: 'POST',
  path: '/store/checkout',
  summary: 'Turn the cart into an order that holds its stock until it is paid or the hold expires',
  tags: ['store'],
  auth: 'member',
  body: StoreCheckoutBodySchema,
  response: StoreOrderSchema,
  successStatus: 201,
});

const OrderParams = z.object({ id: z.uuid() });

/** POST /store/orders/:id/pay (member, Idempotency-Key required). */
export const payStoreOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/store/orders/:id/pay',
  summary:
    'Pay an order waiting for payment: points through the ledger, ARTFI from the custodial wallet on chain',
  tags: ['store'],
  auth: 'member',
  params: OrderParams,
  response: StoreOrderSchema,
});

/** POST /store/orders/:id/cancel (member): an unpaid order gives its stock back. */
export const cancelStoreOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/store/orders/:id/cancel',
  summary: 'Cancel an order that is not paid yet; its stock is released',
  tags: ['store'],
  auth: 'member',
  params: OrderParams,
  response: StoreOrderSchema,
});

/** GET /store/orders (member), newest first. */
export const listStoreOrdersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/store/orders',
  summary: "The signed-in member's orders, newest first",
  tags: ['store'],
  auth: 'member',
  query: PageQuerySchema,
  response: pageOf(StoreOrderSchema),
});

/** GET /store/orders/:id (member). */
export const getStoreOrderEndpoint = defineEndpoint({
  method: 'GET',
  path: '/store/orders/:id',
  summary: 'One of the signed-in member’s orders with its timeline',
  tags: ['store'],
  auth: 'member',
  params: OrderParams,
  response: StoreOrderSchema,
});

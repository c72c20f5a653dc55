import { z } from 'zod';
import { COUNTRY_CODES } from './countries.js';

/** What the merchandise store sells (issue 33); screens name them through store.categories.<code>. */
export const STORE_CATEGORIES = ['PRINTS', 'BAGS', 'BOOKS', 'EDITIONS'] as const;
export const StoreCategorySchema = z.enum(STORE_CATEGORIES);
export type StoreCategory = z.infer<typeof StoreCategorySchema>;

/** A product is sold only while ACTIVE; DRAFT is being prepared, ARCHIVED is no longer sold. */
export const STORE_PRODUCT_STATUSES = ['DRAFT', 'ACTIVE', 'ARCHIVED'] as const;
export const StoreProductStatusSchema = z.enum(STORE_PRODUCT_STATUSES);
export type StoreProductStatus = z.infer<typeof StoreProductStatusSchema>;

/** States of an order (decision 062). */
export const STORE_ORDER_STATUSES = [
  'PENDING_PAYMENT',
  'PAID',
  'FULFILLING',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
  'REFUNDED',
] as const;
export const StoreOrderStatusSchema = z.enum(STORE_ORDER_STATUSES);
export type StoreOrderStatus = z.infer<typeof StoreOrderStatusSchema>;

/**
 * Every move an order may make. PENDING_PAYMENT holds its stock until paid, cancelled or expired; a cancel
 * before shipping returns the stock (and the payment, when there was one); a refund returns the payment
 * (and the stock, when the goods never left).
 */
export const STORE_ORDER_TRANSITIONS: Readonly<Record<StoreOrderStatus, readonly StoreOrderStatus[]>> = {
  PENDING_PAYMENT: ['PAID', 'CANCELLED'],
  PAID: ['FULFILLING', 'SHIPPED', 'CANCELLED', 'REFUNDED'],
  FULFILLING: ['SHIPPED', 'CANCELLED', 'REFUNDED'],
  SHIPPED: ['DELIVERED', 'REFUNDED'],
  DELIVERED: ['REFUNDED'],
  CANCELLED: [],
  REFUNDED: [],
};

/** How an order is paid; ARTFI moves from the member's custodial wallet through the recorded-transfer runner. */
export const STORE_PAYMENT_METHODS = ['POINTS', 'ARTFI'] as const;
export const StorePaymentMethodSchema = z.enum(STORE_PAYMENT_METHODS);
export type StorePaymentMethod = z.infer<typeof StorePaymentMethodSchema>;

/**
 * Where an ARTFI payment stands (decision 062, amended): sent and waiting for the chain to confirm it (the
 * order stays PENDING_PAYMENT), confirmed (the order is paid), or failed (the order cancelled, stock released).
 */
export const STORE_ARTFI_PAYMENT_STATES = ['AWAITING_CONFIRMATION', 'CONFIRMED', 'FAILED'] as const;
export const StoreArtfiPaymentStateSchema = z.enum(STORE_ARTFI_PAYMENT_STATES);
export type StoreArtfiPaymentState = z.infer<typeof StoreArtfiPaymentStateSchema>;

/** How long a checkout holds its stock while waiting for payment. */
export const STORE_RESERVATION_MINUTES = 15;
/** A variant with this many units or fewer is low on stock (the staff's low-stock list). */
export const STORE_LOW_STOCK = 3;
/** Most shipping addresses a member may save. */
export const STORE_MAX_SAVED_ADDRESSES = 10;
/** Most units of one variant in a cart. */
export const STORE_MAX_LINE_QUANTITY = 20;

/** A shipping address; the postcode is checked against the country's format where one is known. */
export const ShippingAddressSchema = z.object({
  fullName: z.string().trim().min(2).max(120),
  line1: z.string().trim().min(3).max(200),
  line2: z.string().trim().max(200).default(''),
  city: z.string().trim().min(2).max(100),
  region: z.string().trim().max(100).default(''),
  postalCode: z.string().trim().max(20).default(''),
  country: z.enum(COUNTRY_CODES),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{6,20}$/)
    .or(z.literal(''))
    .default(''),
});
export type ShippingAddress = z.infer<typeof ShippingAddressSchema>;

/** An order's address as read back: as the member gave it, or blank but the country once they deleted their account. */
export const OrderAddressSchema = ShippingAddressSchema.extend({
  fullName: z.string(),
  line1: z.string(),
  city: z.string(),
  phone: z.string(),
});
export type OrderAddress = z.infer<typeof OrderAddressSchema>;

/** Bilingual text a product carries: English always, Arabic where written. */
export const StoreTextSchema = z.object({ en: z.string(), ar: z.string() });
export type StoreText = z.infer<typeof StoreTextSchema>;

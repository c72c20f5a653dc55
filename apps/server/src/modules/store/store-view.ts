import {
  API_BASE_PATH,
  ARTFI_TOKEN,
  type AdminStoreProduct,
  type StoreArtfiPaymentState,
  type StoreCategory,
  type StoreLine,
  type StoreOrder,
  type StoreOrderStatus,
  type StorePaymentMethod,
  type StoreProductImage,
  type StoreProductStatus,
  type StoreProductSummary,
  type StoreText,
  type StoreVariant,
  type Tier,
} from '@streamit/contract';
import { formatUnits } from 'viem';
import type { ProductListRow, VariantRow } from './store-catalogue.repository.js';
import type { BuyLine } from './store-cart.repository.js';
import type { ProductImageRow } from './store-images.repository.js';
import type { OrderItemRow, OrderRow } from './store-orders.repository.js';

/** ARTFI base units as the contract's decimal string; null stays null. */
export function toArtfi(value: string | null): string | null {
  return value === null ? null : formatUnits(BigInt(value), ARTFI_TOKEN.decimals);
}

/** The lines' total in ARTFI base units, or null when one has no ARTFI price (or there are none). */
export function totalArtfiWeiOf(lines: BuyLine[]): string | null {
  if (lines.length === 0 || lines.some((line) => line.priceArtfiWei === null)) return null;
  return lines
    .reduce((sum, line) => sum + BigInt(line.priceArtfiWei ?? 0) * BigInt(line.quantity), 0n)
    .toString();
}

// The CHECKs keep an option's Arabic null exactly when its English is; `?? en` only satisfies the types.
function optionOf(en: string | null, ar: string | null): StoreText | null {
  return en === null ? null : { en, ar: ar ?? en };
}

/** A variant's size and colour as the columns that keep them: English in `size`, Arabic in `sizeAr`. */
export function optionColumnsOf(options: { size: StoreText | null; colour: StoreText | null }) {
  const { size, colour } = options;
  return {
    size: size?.en ?? null,
    sizeAr: size?.ar ?? null,
    colour: colour?.en ?? null,
    colourAr: colour?.ar ?? null,
  };
}

/** A variant as the contract says it. */
export function toVariant(row: VariantRow): StoreVariant {
  return {
    id: row.id,
    sku: row.sku,
    size: optionOf(row.size, row.sizeAr),
    colour: optionOf(row.colour, row.colourAr),
    stock: row.stock,
    pricePoints: row.pricePoints,
    priceArtfi: toArtfi(row.priceArtfiWei),
  };
}

/** A product as the shop lists it. */
export function toProductSummary(row: ProductListRow): StoreProductSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: { en: row.titleEn, ar: row.titleAr },
    category: row.category as StoreCategory,
    imageUrl: row.imageUrl,
    minTier: row.minTier as Tier | null,
    fromPoints: row.fromPoints,
    stockLeft: row.stockLeft,
    editionSize: row.editionSize,
  };
}

/** Product pictures are served from here (public: the shop is public; draft keys are unguessable). */
export const STORE_MEDIA_PREFIX = `${API_BASE_PATH}/media/store/`;

export function storeImageUrl(storageKey: string): string {
  return `${STORE_MEDIA_PREFIX}${storageKey.slice('store/'.length)}`;
}

export function toProductImage(row: ProductImageRow): StoreProductImage {
  return { id: row.id, url: storeImageUrl(row.storageKey), alt: { en: row.altEn, ar: row.altAr } };
}

/** A product with its variants and pictures, as staff see it (the shop's product page leaves the status out). */
export function toProduct(
  row: ProductListRow,
  variants: VariantRow[],
  images: ProductImageRow[],
): AdminStoreProduct {
  return {
    ...toProductSummary(row),
    description: { en: row.descriptionEn, ar: row.descriptionAr },
    perMemberLimit: row.perMemberLimit,
    variants: variants.filter((variant) => variant.productId === row.id).map(toVariant),
    images: images.filter((image) => image.productId === row.id).map(toProductImage),
    status: row.status as StoreProductStatus,
  };
}

/** A cart line as the contract says it. */
export function toCartLine(line: BuyLine): StoreLine & { stock: number } {
  return {
    variantId: line.variantId,
    productId: line.productId,
    slug: line.slug,
    title: { en: line.titleEn, ar: line.titleAr },
    sku: line.sku,
    size: optionOf(line.size, line.sizeAr),
    colour: optionOf(line.colour, line.colourAr),
    quantity: line.quantity,
    unitPoints: line.pricePoints,
    unitArtfi: toArtfi(line.priceArtfiWei),
    imageUrl: line.imageUrl,
    stock: line.stock,
  };
}

function toOrderLine(item: OrderItemRow, slugs: Map<string, { slug: string; imageUrl: string | null }>) {
  const product = slugs.get(item.productId);
  return {
    variantId: item.variantId,
    productId: item.productId,
    slug: product?.slug ?? '',
    title: { en: item.titleEn, ar: item.titleAr },
    sku: item.sku,
    size: optionOf(item.size, item.sizeAr),
    colour: optionOf(item.colour, item.colourAr),
    quantity: item.quantity,
    unitPoints: item.unitPoints,
    unitArtfi: toArtfi(item.unitArtfiWei),
    imageUrl: product?.imageUrl ?? null,
  } satisfies StoreLine;
}

const STEP_TIMES: [StoreOrderStatus, keyof OrderRow][] = [
  ['PENDING_PAYMENT', 'createdAt'],
  ['PAID', 'paidAt'],
  ['FULFILLING', 'fulfillingAt'],
  ['SHIPPED', 'shippedAt'],
  ['DELIVERED', 'deliveredAt'],
  ['CANCELLED', 'cancelledAt'],
  ['REFUNDED', 'refundedAt'],
];

/** The steps an order went through, in time order. */
function timelineOf(row: OrderRow) {
  return STEP_TIMES.flatMap(([status, column]) => {
    const at = row[column];
    return at instanceof Date ? [{ status, at: at.toISOString() }] : [];
  }).sort((a, b) => a.at.localeCompare(b.at));
}

/** Where an ARTFI payment stands: it is confirmed once the order was paid, failed once closed unpaid. */
function artfiPaymentOf(row: OrderRow): StoreOrder['artfiPayment'] {
  if (row.paymentMethod !== 'ARTFI' || !row.paymentStartedAt) return null;
  let state: StoreArtfiPaymentState = 'FAILED';
  if (row.paidAt) state = 'CONFIRMED';
  else if (row.status === 'PENDING_PAYMENT') state = 'AWAITING_CONFIRMATION';
  return { state, txHash: row.paymentTxHash };
}

/** An order with its lines and timeline. */
export function toOrder(
  row: OrderRow,
  items: OrderItemRow[],
  products: Map<string, { slug: string; imageUrl: string | null }>,
): StoreOrder {
  return {
    id: row.id,
    status: row.status as StoreOrderStatus,
    paymentMethod: row.paymentMethod as StorePaymentMethod,
    totalPoints: row.totalPoints,
    totalArtfi: row.paymentMethod === 'ARTFI' ? toArtfi(row.totalArtfiWei) : null,
    artfiPayment: artfiPaymentOf(row),
    items: items.filter((item) => item.orderId === row.id).map((item) => toOrderLine(item, products)),
    address: row.address,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    reservedUntil: row.status === 'PENDING_PAYMENT' ? (row.reservedUntil?.toISOString() ?? null) : null,
    timeline: timelineOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}

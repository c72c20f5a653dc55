import {
  STORE_RESERVATION_MINUTES,
  TIERS,
  type StoreCheckoutBody,
  type StoreOrder,
  type StorePaymentMethod,
} from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Transaction } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { memberLockKey } from '../points/points-accounts.js';
import { postPoints } from '../points/points-ledger.service.js';
import { buildLedgerReason } from '../points/points-reasons.js';
import { clearCart, selectCartLines, selectLinesOf, type BuyLine } from './store-cart.repository.js';
import { artfiCheckFor, payOrderInArtfi, type ArtfiCheck } from './store-artfi-payment.service.js';
import type { MemberContext } from '../sessions/sessions.service.js';
import { requireCheckoutProof } from './store-checkout-step-up.js';
import { closeOrderInTransaction } from './store-close.service.js';
import { queueOrderEmail, type StoreMailConfig } from './store-emails.js';
import {
  findOrder,
  findOrderByKey,
  holdIsLive,
  insertOrder,
  listItemsOf,
  lockOnKey,
  moveOrder,
  selectMemberStanding,
  sumHeldByProduct,
  takeStock,
  type OrderRow,
} from './store-orders.repository.js';
import { viewOrder } from './store-orders.service.js';
import { totalArtfiWeiOf } from './store-view.js';

const tierRank = (tier: string | null) => (tier === null ? 0 : TIERS.indexOf(tier as (typeof TIERS)[number]));

const priceOf = (line: BuyLine, method: StorePaymentMethod) =>
  method === 'POINTS' ? line.pricePoints : line.priceArtfiWei;

/** Every line exists, is on sale and has a price in the chosen payment. */
function assertBuyable(lines: BuyLine[], body: StoreCheckoutBody): void {
  if (lines.length === 0) throw new AppError(body.items ? 'STORE_PRODUCT_NOT_FOUND' : 'STORE_CART_EMPTY');
  if (body.items && lines.length !== new Set(body.items.map((item) => item.variantId)).size)
    throw new AppError('STORE_PRODUCT_NOT_FOUND');
  if (lines.some((line) => line.productStatus !== 'ACTIVE')) throw new AppError('STORE_PRODUCT_NOT_FOUND');
  if (lines.some((line) => priceOf(line, body.paymentMethod) === null))
    throw new AppError('STORE_PRICE_UNAVAILABLE');
}

/** Tier and per-member limits, counted over the member's orders not cancelled or refunded. */
async function assertMemberMayBuy(tx: Transaction, userId: string, tier: string, lines: BuyLine[]) {
  if (lines.some((line) => tierRank(tier) < tierRank(line.minTier)))
    throw new AppError('STORE_TIER_REQUIRED');
  const limited = lines.filter((line) => line.perMemberLimit !== null);
  const held = await sumHeldByProduct(tx, userId, [...new Set(limited.map((line) => line.productId))]);
  const wanted = new Map<string, number>();
  for (const line of limited) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  for (const line of limited)
    if ((held.get(line.productId) ?? 0) + (wanted.get(line.productId) ?? 0) > (line.perMemberLimit ?? 0))
      throw new AppError('STORE_MEMBER_LIMIT');
}

const totalOf = (lines: BuyLine[]) =>
  lines.reduce((sum, line) => sum + (line.pricePoints ?? 0) * line.quantity, 0);

/** Refuses, before any stock is taken, a member who cannot pay the lines' total in the chosen payment. */
async function assertCanPay(
  standing: { totalPoints: number },
  lines: BuyLine[],
  body: StoreCheckoutBody,
  artfiCheck: ArtfiCheck | undefined,
): Promise<{ totalPoints: number; totalArtfiWei: string }> {
  if (body.paymentMethod === 'ARTFI') {
    const totalArtfiWei = totalArtfiWeiOf(lines) ?? '0';
    if (!artfiCheck) throw new AppError('STORE_PRICE_UNAVAILABLE');
    await artfiCheck(BigInt(totalArtfiWei));
    return { totalPoints: 0, totalArtfiWei };
  }
  const totalPoints = totalOf(lines);
  // The payment checks the balance again in the ledger.
  if (standing.totalPoints < totalPoints) throw new AppError('STORE_NOT_ENOUGH_POINTS');
  return { totalPoints, totalArtfiWei: '0' };
}

/** Takes every line's units, in variant id order so two checkouts never wait on each other in a circle. */
async function reserveAll(tx: Transaction, lines: BuyLine[]): Promise<void> {
  const ordered = [...lines].sort((a, b) => a.variantId.localeCompare(b.variantId));
  for (const line of ordered)
    if (!(await takeStock(tx, line.variantId, line.quantity))) throw new AppError('STORE_SOLD_OUT');
}

async function placeOrder(
  tx: Transaction,
  userId: string,
  body: StoreCheckoutBody,
  key: string,
  artfiCheck?: ArtfiCheck,
) {
  const lines = body.items ? await selectLinesOf(tx, body.items) : await selectCartLines(tx, userId);
  assertBuyable(lines, body);
  const standing = await selectMemberStanding(tx, userId);
  if (!standing) throw new AppError('UNAUTHENTICATED');
  await assertMemberMayBuy(tx, userId, standing.tier, lines);
  const totals = await assertCanPay(standing, lines, body, artfiCheck);
  await reserveAll(tx, lines);
  const order = await insertOrder(
    tx,
    {
      userId,
      checkoutKey: key,
      paymentMethod: body.paymentMethod,
      ...totals,
      address: body.address,
      reservedUntil: new Date(Date.now() + STORE_RESERVATION_MINUTES * 60_000),
    },
    lines.map((line) => ({
      variantId: line.variantId,
      productId: line.productId,
      titleEn: line.titleEn,
      titleAr: line.titleAr,
      sku: line.sku,
      size: line.size,
      sizeAr: line.sizeAr,
      colour: line.colour,
      colourAr: line.colourAr,
      quantity: line.quantity,
      unitPoints: line.pricePoints,
      unitArtfiWei: line.priceArtfiWei,
    })),
  );
  if (!body.items) await clearCart(tx, userId);
  return order;
}

/**
 * POST /store/checkout: a retried key answers its first order; otherwise the session proves it is the member
 * where the checkout asks for it (ARTFI, or an address no paid order went to) before anything is written.
 * Then, under the member's points lock (their checkouts and payments queue, so a limit holds under parallel
 * requests), the key is looked up again and the lines are checked (on sale, tier, per-member limit, enough
 * points) before any stock is taken, then every unit is taken with one conditional UPDATE each, and the order
 * holds them for STORE_RESERVATION_MINUTES.
 */
export async function checkoutStore(
  deps: AppDeps,
  member: MemberContext,
  body: StoreCheckoutBody,
  key: string,
): Promise<StoreOrder> {
  const { userId } = member;
  const placed = await findOrderByKey(deps.db, userId, key);
  if (placed) return viewOrder(deps.db, placed);
  await requireCheckoutProof(deps, member, body);
  const artfiCheck = body.paymentMethod === 'ARTFI' ? await artfiCheckFor(deps, userId) : undefined;
  const row = await deps.db.transaction(async (tx) => {
    await lockOnKey(tx, memberLockKey(userId));
    return (await findOrderByKey(tx, userId, key)) ?? placeOrder(tx, userId, body, key, artfiCheck);
  });
  return viewOrder(deps.db, row);
}

async function payInTransaction(
  tx: Transaction,
  mail: StoreMailConfig,
  userId: string,
  orderId: string,
): Promise<OrderRow> {
  await lockOnKey(tx, memberLockKey(userId));
  const order = await findOrder(tx, orderId, { userId, lock: true });
  if (!order) throw new AppError('STORE_ORDER_NOT_FOUND');
  if (order.paymentPostingId) return order;
  if (order.status !== 'PENDING_PAYMENT') throw new AppError('STORE_ORDER_STATE');
  const paid = await moveOrder(tx, orderId, ['PENDING_PAYMENT'], 'PAID', { paidAt: new Date() }, holdIsLive);
  if (!paid) throw new AppError('STORE_RESERVATION_EXPIRED');
  const units = await countUnits(tx, orderId);
  const { posting } = await postPoints(tx, {
    kind: 'spend',
    source: 'store',
    idempotencyKey: `store:pay:${orderId}`,
    ...buildLedgerReason('storePurchase', { count: units }),
    breakdown: { orderId },
    lines: [
      { member: userId, amount: -order.totalPoints },
      { platform: 'STORE', amount: order.totalPoints },
    ],
  });
  const row = (await moveOrder(tx, orderId, ['PAID'], 'PAID', { paymentPostingId: posting.id })) ?? paid;
  await queueOrderEmail(tx, mail, row);
  return row;
}

async function countUnits(tx: Transaction, orderId: string): Promise<number> {
  return (await listItemsOf(tx, [orderId])).reduce((sum, item) => sum + item.quantity, 0);
}

/** Codes after which the order can never be paid: its hold is released at once rather than at expiry. */
const RELEASE_ON: readonly string[] = ['POINTS_INSUFFICIENT', 'STORE_RESERVATION_EXPIRED'];

/**
 * POST /store/orders/:id/pay: the order moves to PAID (only while its hold lasts) and the points move
 * member → STORE in the same transaction, under a key of the order, so a replay or a second key charges
 * nothing more (an order already paid is answered as it is). A payment that fails leaves the order unpaid
 * and gives its stock back.
 */
export async function payStoreOrder(deps: AppDeps, userId: string, orderId: string): Promise<StoreOrder> {
  const order = await findOrder(deps.db, orderId, { userId });
  if (!order) throw new AppError('STORE_ORDER_NOT_FOUND');
  if (order.paymentMethod === 'ARTFI') return viewOrder(deps.db, await payOrderInArtfi(deps, order));
  try {
    const row = await deps.db.transaction((tx) => payInTransaction(tx, deps.config, userId, orderId));
    return await viewOrder(deps.db, row);
  } catch (error) {
    if (!(error instanceof AppError) || !RELEASE_ON.includes(error.code)) throw error;
    await deps.db.transaction((tx) =>
      closeOrderInTransaction(tx, deps.config, { id: orderId, userId }, 'CANCELLED', 'The payment failed.', [
        'PENDING_PAYMENT',
      ]).catch(() => undefined),
    );
    throw error.code === 'POINTS_INSUFFICIENT' ? new AppError('STORE_NOT_ENOUGH_POINTS') : error;
  }
}

/** POST /store/orders/:id/cancel: the member's unpaid order gives its stock back. */
export async function cancelMyOrder(deps: AppDeps, userId: string, orderId: string): Promise<StoreOrder> {
  const row = await deps.db.transaction(async (tx) => {
    const order = await findOrder(tx, orderId, { userId });
    if (!order) throw new AppError('STORE_ORDER_NOT_FOUND');
    return closeOrderInTransaction(tx, deps.config, order, 'CANCELLED', 'Cancelled by the member.', [
      'PENDING_PAYMENT',
    ]);
  });
  return viewOrder(deps.db, row);
}

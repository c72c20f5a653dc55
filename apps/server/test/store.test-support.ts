import { randomUUID } from 'node:crypto';
import type { StoreOrder, Tier } from '@streamit/contract';
import { eq, sql } from 'drizzle-orm';
import { parseUnits } from 'viem';
import type { TestContext } from './test-app.js';
import { GOOD_PASSWORD } from './member-auth.test-support.js';
import { grantPoints } from './wallet-exchange.test-support.js';
import { createSignedInMember, type TestMember } from './moderation.test-support.js';
import { hashPassword } from '../src/lib/security/password.js';
import { users } from '../src/modules/members/members.schema.js';
import { PLATFORM_ACCOUNT_IDS } from '../src/modules/points/points-accounts.js';
import { insertProduct, insertVariant } from '../src/modules/store/store-catalogue.repository.js';
import { storeVariants } from '../src/modules/store/store.schema.js';
import { walletStepUps } from '../src/modules/wallet-custody/wallets.schema.js';

/** A product on sale with one variant. */
export interface TestProduct {
  productId: string;
  slug: string;
  variantId: string;
}

let products = 0;

/** An ACTIVE product with one variant of `stock` units at `price` points (and/or ARTFI), with optional rules. */
export async function createProduct(
  context: TestContext,
  options: {
    stock: number;
    price: number | null;
    priceArtfi?: string;
    minTier?: Tier;
    perMemberLimit?: number;
    status?: string;
  },
): Promise<TestProduct> {
  products += 1;
  const slug = `test-product-${products}-${randomUUID().slice(0, 8)}`;
  const product = await insertProduct(context.deps.db, {
    slug,
    titleEn: `Test print ${products}`,
    titleAr: `طبعة تجريبية ${products}`,
    category: 'PRINTS',
    status: options.status ?? 'ACTIVE',
    minTier: options.minTier ?? null,
    perMemberLimit: options.perMemberLimit ?? null,
  });
  if (!product) throw new Error('product insert failed');
  const variant = await insertVariant(context.deps.db, {
    productId: product.id,
    sku: `SKU-${products}-${randomUUID().slice(0, 6).toUpperCase()}`,
    size: 'A3',
    sizeAr: 'A3',
    stock: options.stock,
    pricePoints: options.price,
    priceArtfiWei: options.priceArtfi ? parseUnits(options.priceArtfi, 18).toString() : null,
  });
  if (!variant) throw new Error('variant insert failed');
  return { productId: product.id, slug, variantId: variant.id };
}

/**
 * A signed-in member holding `points`, at `tier`. They have no password and their session was opened just now,
 * which counts as a recent sign-in for the checkout's proof (requireCheckoutProof) for WALLET_STEP_UP_MINUTES:
 * the tests of that rule use createPasswordShopper, or age the session.
 */
export async function createShopper(
  context: TestContext,
  points: number,
  tier: Tier = 'BASIC',
): Promise<TestMember> {
  const member = await createSignedInMember(context);
  if (points > 0) await grantPoints(context, member.id, points);
  if (tier !== 'BASIC') await context.deps.db.update(users).set({ tier }).where(eq(users.id, member.id));
  return member;
}

/** Gives the member the password GOOD_PASSWORD, so a checkout that needs proof asks for the step-up. */
export async function givePassword(context: TestContext, userId: string): Promise<void> {
  const passwordHash = await hashPassword(GOOD_PASSWORD);
  await context.deps.db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** A shopper holding `points` who signs in with GOOD_PASSWORD. */
export async function createPasswordShopper(context: TestContext, points: number): Promise<TestMember> {
  const member = await createShopper(context, points);
  await givePassword(context, member.id);
  return member;
}

/** Ends the step-ups of the member's sessions, as if WALLET_STEP_UP_MINUTES had passed. */
export async function lapseStepUps(context: TestContext, userId: string): Promise<void> {
  await context.deps.db
    .update(walletStepUps)
    .set({ expiresAt: new Date(Date.now() - 1_000) })
    .where(eq(walletStepUps.userId, userId));
}

/** A valid address in Saudi Arabia. */
export const ADDRESS = {
  fullName: 'Layla Haddad',
  line1: '12 King Fahd Road',
  city: 'Riyadh',
  postalCode: '12211',
  country: 'SA',
};

let keys = 0;
const freshKey = () => `store-key-${(keys += 1)}-${randomUUID().slice(0, 8)}`;

/**
 * POST /store/checkout as the member, buying `quantity` of a variant now (the cart left alone), or the cart
 * when `variantId` is null; to ADDRESS unless another address is given.
 */
export function checkout(
  context: TestContext,
  member: TestMember,
  variantId: string | null,
  quantity = 1,
  key: string | null = freshKey(),
  address: object = ADDRESS,
) {
  return context.app.inject({
    method: 'POST',
    url: '/api/v1/store/checkout',
    headers: { authorization: `Bearer ${member.token}`, ...(key ? { 'idempotency-key': key } : {}) },
    payload: {
      address,
      paymentMethod: 'POINTS',
      ...(variantId ? { items: [{ variantId, quantity }] } : {}),
    },
  });
}

/** POST /store/orders/:id/pay as the member. */
export function pay(
  context: TestContext,
  member: TestMember,
  orderId: string,
  key: string | null = freshKey(),
) {
  return context.app.inject({
    method: 'POST',
    url: `/api/v1/store/orders/${orderId}/pay`,
    headers: { authorization: `Bearer ${member.token}`, ...(key ? { 'idempotency-key': key } : {}) },
  });
}

/** Checks out and pays; answers the paid order or the first refusal's status and code. */
export async function buy(
  context: TestContext,
  member: TestMember,
  variantId: string,
  quantity = 1,
): Promise<{ order: StoreOrder } | { status: number; code: string; message: string }> {
  const placed = await checkout(context, member, variantId, quantity);
  if (placed.statusCode !== 201) return refusal(placed);
  const paid = await pay(context, member, placed.json<StoreOrder>().id);
  if (paid.statusCode !== 200) return refusal(paid);
  return { order: paid.json<StoreOrder>() };
}

function refusal(response: { statusCode: number; body: string }) {
  const { error } = JSON.parse(response.body) as { error: { code: string; message: string } };
  return { status: response.statusCode, code: error.code, message: error.message };
}

/** Units left of a variant. */
export async function stockOf(context: TestContext, variantId: string): Promise<number> {
  const [row] = await context.deps.db
    .select({ stock: storeVariants.stock })
    .from(storeVariants)
    .where(eq(storeVariants.id, variantId));
  return row?.stock ?? -1;
}

/** The store ledger account's balance: the sum of its lines. */
export async function storeAccountBalance(context: TestContext): Promise<number> {
  const result = await context.deps.db.execute<{ total: string | null }>(
    sql`SELECT sum(amount) AS total FROM points_entries WHERE account_id = ${PLATFORM_ACCOUNT_IDS.STORE}::uuid`,
  );
  return Number(result.rows[0]?.total ?? 0);
}

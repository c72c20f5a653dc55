import { EXCHANGE_STATUSES, EXCHANGE_TRANSITIONS, type ExchangeStatus } from '@streamit/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { createSignedInMember } from '../../../test/moderation.test-support.js';
import { insertExchange, moveExchange } from './exchange.repository.js';
import { pointsExchanges } from './exchange.schema.js';

let context: TestContext;
let userId: string;

beforeAll(async () => {
  context = await createTestContext();
  userId = (await createSignedInMember(context)).id;
});
afterAll(() => context.close());

let rows = 0;

/** An exchange row put straight into `status` (with a tx hash, which SETTLED requires). */
async function exchangeIn(status: ExchangeStatus): Promise<string> {
  rows += 1;
  const row = await insertExchange(context.deps.db, {
    userId,
    idempotencyKey: `transition-${rows}`,
    pointsAmount: 100,
    tokenAmountWei: '1000000000000000000',
    rateWeiPerPoint: '10000000000000000',
    payoutAddress: '0x000000000000000000000000000000000000dEaD',
    status,
    txHash: `0x${rows.toString(16).padStart(64, '0')}`,
  });
  return row.id;
}

const pairs = EXCHANGE_STATUSES.flatMap((from) => EXCHANGE_STATUSES.map((to) => [from, to] as const));

describe('exchange transition table', () => {
  it.each(pairs)('%s → %s moves exactly when the table allows it', async (from, to) => {
    const id = await exchangeIn(from);
    const allowed = EXCHANGE_TRANSITIONS[from].includes(to);
    if (allowed) expect((await moveExchange(context.deps.db, id, from, to))?.status).toBe(to);
    else await expect(moveExchange(context.deps.db, id, from, to)).rejects.toThrow(/not allowed/);
    const [row] = await context.deps.db.select().from(pointsExchanges).where(eq(pointsExchanges.id, id));
    expect(row?.status).toBe(allowed ? to : from);
  });

  it('refuses a move from a status the exchange has already left (a concurrent decision)', async () => {
    const id = await exchangeIn('PENDING');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        moveExchange(context.deps.db, id, 'PENDING', i % 2 === 0 ? 'APPROVED' : 'REJECTED'),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('final states go nowhere', () => {
    for (const status of ['SETTLED', 'REJECTED', 'CANCELLED'] as const)
      expect(EXCHANGE_TRANSITIONS[status]).toEqual([]);
  });
});

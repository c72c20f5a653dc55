import { randomUUID } from 'node:crypto';
import type {
  CreateExchangeBody,
  Exchange,
  ExchangePage,
  ExchangeRates,
  PageQuery,
  Web3Balance,
} from '@streamit/contract';
import { ARTFI_TOKEN } from '@streamit/contract';
import { formatUnits, parseUnits, type Address } from 'viem';
import type { AppDeps } from '../../app-deps.js';
import type { Transaction } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { memberLockKey } from '../points/points-accounts.js';
import { postPoints } from '../points/points-ledger.service.js';
import { buildLedgerReason } from '../points/points-reasons.js';
import {
  findExchangeByKey,
  insertExchange,
  lockOnKey,
  selectPayoutAddress,
  selectPointsBalance,
  listMemberExchanges,
  sumPointsExchangedToday,
  type ExchangeRow,
} from './exchange.repository.js';
import { readTokenBalance } from '../wallet-chain/treasury-transfer.js';
import { toExchange } from './exchange-view.js';
import { assertKycForExchange, isKycConfigured, needsKyc } from '../wallet-kyc/kyc-gate.js';

/** ARTFI base units paid per point, from EXCHANGE_ARTFI_PER_POINT. */
export function weiPerPoint(deps: AppDeps): bigint {
  return parseUnits(deps.config.EXCHANGE_ARTFI_PER_POINT, ARTFI_TOKEN.decimals);
}

/** GET /points/exchange-rates: the rate, the limits, today's use and the payout address. */
export async function getExchangeRates(deps: AppDeps, userId: string): Promise<ExchangeRates> {
  const { config } = deps;
  const [usedTodayPoints, payoutAddress] = await Promise.all([
    sumPointsExchangedToday(deps.db, userId),
    selectPayoutAddress(deps.db, userId),
  ]);
  return {
    symbol: ARTFI_TOKEN.symbol,
    decimals: ARTFI_TOKEN.decimals,
    artfiPerPoint: config.EXCHANGE_ARTFI_PER_POINT,
    minPoints: config.EXCHANGE_MIN_POINTS,
    maxPoints: config.EXCHANGE_MAX_POINTS,
    dailyMaxPoints: config.EXCHANGE_DAILY_MAX_POINTS,
    usedTodayPoints,
    chainAvailable: deps.chain !== undefined,
    explorerUrl: config.CHAIN_EXPLORER_URL ?? null,
    payoutAddress: payoutAddress ?? null,
    kycAbovePoints: config.EXCHANGE_KYC_ABOVE_POINTS,
    kycAvailable: isKycConfigured(deps),
  };
}

function assertAmountInRange(deps: AppDeps, points: number): void {
  if (points < deps.config.EXCHANGE_MIN_POINTS || points > deps.config.EXCHANGE_MAX_POINTS)
    throw new AppError('EXCHANGE_AMOUNT_OUT_OF_RANGE');
}

async function assertWithinDailyMax(deps: AppDeps, tx: Transaction, userId: string, points: number) {
  const used = await sumPointsExchangedToday(tx, userId);
  if (used + points > deps.config.EXCHANGE_DAILY_MAX_POINTS) throw new AppError('EXCHANGE_DAILY_LIMIT');
}

async function writeExchangeWithHold(
  deps: AppDeps,
  tx: Transaction,
  userId: string,
  input: CreateExchangeBody & { idempotencyKey: string; payoutAddress: string },
): Promise<ExchangeRow> {
  const id = randomUUID();
  const rate = weiPerPoint(deps);
  // The hold overdraws nothing: the member's projection moves only if the balance covers it, else the
  // transaction rolls back before the exchange row exists.
  const { posting } = await postPoints(tx, {
    kind: 'hold',
    source: 'exchange',
    idempotencyKey: `exchange:hold:${id}`,
    ...buildLedgerReason('exchangeHold', { count: input.pointsAmount }),
    breakdown: { exchangeId: id },
    lines: [
      { member: userId, amount: -input.pointsAmount },
      { platform: 'EXCHANGE_HELD', amount: input.pointsAmount },
    ],
  });
  return insertExchange(tx, {
    id,
    userId,
    idempotencyKey: input.idempotencyKey,
    pointsAmount: input.pointsAmount,
    rateWeiPerPoint: rate.toString(),
    tokenAmountWei: (rate * BigInt(input.pointsAmount)).toString(),
    description: input.description,
    payoutAddress: input.payoutAddress,
    holdPostingId: posting.id,
  });
}

/**
 * POST /points/exchange and /web3/exchange-points. Under the member's points lock: a replayed key answers
 * the first exchange; then the payout wallet, the per-exchange and daily limits, and the exchange row with
 * its ledger hold are written in one transaction, so a refused hold leaves no exchange behind. Above the KYC
 * limit the provider is asked first, outside the lock.
 */
export async function createExchange(
  deps: AppDeps,
  userId: string,
  body: CreateExchangeBody,
  idempotencyKey: string,
): Promise<Exchange> {
  assertAmountInRange(deps, body.pointsAmount);
  if (needsKyc(deps, body.pointsAmount)) {
    // A replay answers the first exchange even if the member's KYC state has changed since.
    const replay = await findExchangeByKey(deps.db, userId, idempotencyKey);
    if (replay) return toExchange(deps.config, replay);
    await assertKycForExchange(deps, userId, body.pointsAmount);
  }
  const row = await deps.db.transaction(async (tx) => {
    await lockOnKey(tx, memberLockKey(userId));
    const replay = await findExchangeByKey(tx, userId, idempotencyKey);
    if (replay) return replay;
    const payoutAddress = await selectPayoutAddress(tx, userId);
    if (!payoutAddress) throw new AppError('EXCHANGE_WALLET_REQUIRED');
    await assertWithinDailyMax(deps, tx, userId, body.pointsAmount);
    return writeExchangeWithHold(deps, tx, userId, { ...body, idempotencyKey, payoutAddress });
  });
  return toExchange(deps.config, row);
}

/** GET /points/exchanges and /web3/exchange-history. */
export async function listExchanges(deps: AppDeps, userId: string, query: PageQuery): Promise<ExchangePage> {
  const { rows, total } = await listMemberExchanges(
    deps.db,
    userId,
    query.limit,
    (query.page - 1) * query.limit,
  );
  return {
    items: rows.map((row) => toExchange(deps.config, row)),
    page: query.page,
    limit: query.limit,
    total,
  };
}

/** GET /web3/balance: ARTFI on the payout wallet (null without a wallet or a chain) and the points balance. */
export async function getWeb3Balance(deps: AppDeps, userId: string): Promise<Web3Balance> {
  const [address, points] = await Promise.all([
    selectPayoutAddress(deps.db, userId),
    selectPointsBalance(deps.db, userId),
  ]);
  return readBalances(deps, address ?? null, points);
}

/** An address's ARTFI and gas balances with the member's points; nulls without an address or chain. */
export async function readBalances(
  deps: AppDeps,
  address: string | null,
  points: number,
): Promise<Web3Balance> {
  const chain = address ? deps.chain : undefined;
  const [wei, gas] = chain
    ? await Promise.all([
        readTokenBalance(chain, address as Address),
        chain.publicClient.getBalance({ address: address as Address }),
      ])
    : [undefined, undefined];
  return {
    address,
    symbol: ARTFI_TOKEN.symbol,
    tokenBalance: wei === undefined ? null : formatUnits(wei, ARTFI_TOKEN.decimals),
    gasBalance: gas === undefined ? null : formatUnits(gas, 18),
    points,
    chainAvailable: deps.chain !== undefined,
  };
}

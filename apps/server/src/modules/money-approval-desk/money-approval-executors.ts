import type {
  ExchangeManualActionBody,
  ExecuteBurnBody,
  MoneyApprovalKind,
  SendArtfiDirectBody,
} from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { approveExchange } from '../wallet-exchange/exchange-admin.service.js';
import { runManualAction } from '../wallet-exchange/exchange-manual.service.js';
import type { MoneyOperator } from '../money-approvals/money-approvals.service.js';
import { adjustPoints, type Adjustment } from '../points/points-admin.service.js';
import { executeBurn } from '../wallet-tokens/burn.service.js';
import { sendArtfiDirect } from '../wallet-tokens/treasury-direct.service.js';

/** A stored payload, as the maker's route validated it. */
type Payload = Record<string, unknown>;

/** Runs a request's move through the code path the maker's route would have taken, as the maker. */
type Executor = (deps: AppDeps, maker: MoneyOperator, payload: Payload) => Promise<unknown>;

/**
 * One executor per kind: each calls the existing service with what the maker's request carried, so the
 * move keeps its own guards (state moves, Idempotency-Key postings and grants, the ledger and the runner).
 */
export const MONEY_MOVE_EXECUTORS: Record<MoneyApprovalKind, Executor> = {
  EXCHANGE_APPROVAL: (deps, maker, payload) => approveExchange(deps, maker, payload.exchangeId as string),
  EXCHANGE_PAYOUT: (deps, maker, payload) =>
    runManualAction(deps, maker, payload.exchangeId as string, payload.body as ExchangeManualActionBody),
  ARTFI_SEND: (deps, maker, payload) =>
    sendArtfiDirect(deps, maker, payload.body as SendArtfiDirectBody, payload.idempotencyKey as string),
  ARTFI_BURN: (deps, maker, payload) => executeBurn(deps, maker, payload.body as ExecuteBurnBody),
  POINTS_ADJUSTMENT: (deps, maker, payload) =>
    adjustPoints(deps, maker, payload.userId as string, payload.adjustment as Adjustment),
};

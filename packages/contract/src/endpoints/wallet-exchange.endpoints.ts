import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { ExchangeManualActionSchema, ExchangeStatusSchema } from '../models/exchange.js';
import { PageQuerySchema, pageOf } from '../models/page.schemas.js';
import { PendingMoneyApprovalSchema } from '../models/money-approval.js';
import { AdjustPointsResultSchema } from './points.endpoints.js';
import { StaffReasonSchema } from '../models/staff-reason.schemas.js';

const TxHashSchema = z.string().regex(/^0x[0-9a-fA-F]{64}$/);

/** The exchange rate and limits a member sees before exchanging. */
export const ExchangeRatesSchema = z.object({
  symbol: z.string(),
  decimals: z.number().int(),
  /** ARTFI per point, as a decimal string (e.g. "0.01"). */
  artfiPerPoint: z.string(),
  minPoints: z.number().int(),
  maxPoints: z.number().int(),
  dailyMaxPoints: z.number().int(),
  /** Points the member has put into exchanges today (UTC), rejected and cancelled ones excluded. */
  usedTodayPoints: z.number().int(),
  /** Whether payouts can run now; exchanges are still accepted and wait when not. */
  chainAvailable: z.boolean(),
  /** Base of transaction links, or null (no explorer: the hash is shown with a copy button). */
  explorerUrl: z.string().nullable(),
  /** The member's payout address, or null when they have no payout wallet yet. */
  payoutAddress: z.string().nullable(),
  /** An exchange of more points than this needs a verified identity. */
  kycAbovePoints: z.number().int(),
  /** Whether this server can verify identities; without it, exchanges above kycAbovePoints are not offered. */
  kycAvailable: z.boolean(),
});
export type ExchangeRates = z.infer<typeof ExchangeRatesSchema>;

/** One exchange as its member sees it. */
export const ExchangeSchema = z.object({
  id: z.uuid(),
  pointsAmount: z.number().int(),
  /** ARTFI paid, as a decimal string (named artfi…, not token…, which the Idempotency-Key layer reads as a credential). */
  artfiAmount: z.string(),
  description: z.string(),
  status: ExchangeStatusSchema,
  payoutAddress: z.string(),
  txHash: z.string().nullable(),
  txUrl: z.string().nullable(),
  rejectReason: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  settledAt: z.iso.datetime().nullable(),
});
export type Exchange = z.infer<typeof ExchangeSchema>;

/** POST /points/exchange and /web3/exchange-points body. */
export const CreateExchangeBodySchema = z.object({
  pointsAmount: z.number().int().min(1),
  description: z.string().trim().max(200).default(''),
});
export type CreateExchangeBody = z.infer<typeof CreateExchangeBodySchema>;

/** GET /points/exchange-rates (member). */
export const getExchangeRatesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/points/exchange-rates',
  summary: 'The points → ARTFI rate, the limits per exchange and per day, and the payout address',
  tags: ['exchange'],
  auth: 'member',
  response: ExchangeRatesSchema,
});

const createExchange = {
  method: 'POST',
  summary: 'Exchange points for ARTFI: holds the points until staff approve and the payout settles',
  tags: ['exchange'],
  auth: 'member',
  body: CreateExchangeBodySchema,
  response: ExchangeSchema,
} as const;

/** POST /points/exchange (member, Idempotency-Key required). */
export const createPointsExchangeEndpoint = defineEndpoint({ ...createExchange, path: '/points/exchange' });
/** POST /web3/exchange-points (member, Idempotency-Key required): the same as /points/exchange. */
export const createWeb3ExchangeEndpoint = defineEndpoint({
  ...createExchange,
  path: '/web3/exchange-points',
});

/** A page of the member's exchanges, newest first. */
export const ExchangePageSchema = pageOf(ExchangeSchema);
export type ExchangePage = z.infer<typeof ExchangePageSchema>;

const listExchanges = {
  method: 'GET',
  summary: "The signed-in member's exchanges, newest first",
  tags: ['exchange'],
  auth: 'member',
  query: PageQuerySchema,
  response: ExchangePageSchema,
} as const;

/** GET /points/exchanges (member). */
export const listPointsExchangesEndpoint = defineEndpoint({ ...listExchanges, path: '/points/exchanges' });
/** GET /web3/exchange-history (member): the same as /points/exchanges. */
export const listWeb3ExchangesEndpoint = defineEndpoint({ ...listExchanges, path: '/web3/exchange-history' });

/** One exchange as staff see it. */
export const AdminExchangeSchema = ExchangeSchema.extend({
  userId: z.uuid(),
  memberEmail: z.string(),
  memberName: z.string(),
  attempts: z.number().int(),
});
export type AdminExchange = z.infer<typeof AdminExchangeSchema>;

/** GET /admin/exchanges filters. */
export const AdminExchangesQuerySchema = PageQuerySchema.extend({
  status: ExchangeStatusSchema.optional(),
  userId: z.uuid().optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type AdminExchangesQuery = z.infer<typeof AdminExchangesQuerySchema>;

/** GET /admin/exchanges (canManagePoints). */
export const listAdminExchangesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/exchanges',
  summary: 'Exchanges, filtered by status, member and creation date, newest first',
  tags: ['admin-exchanges'],
  auth: 'admin',
  permission: 'canManagePoints',
  query: AdminExchangesQuerySchema,
  response: pageOf(AdminExchangeSchema),
});

const ExchangeParams = z.object({ id: z.uuid() });

/** POST /admin/exchanges/:id/approve (canManagePoints): queues the payout. */
export const approveExchangeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/exchanges/:id/approve',
  summary:
    'Approve a pending exchange and queue its payout (202 with a request above the four-eyes threshold)',
  tags: ['admin-exchanges'],
  auth: 'admin',
  permission: 'canManagePoints',
  params: ExchangeParams,
  response: z.union([AdminExchangeSchema, PendingMoneyApprovalSchema]),
  alsoResponds: { 202: PendingMoneyApprovalSchema },
});

/** Reject body: the reason the member is told. */
export const RejectExchangeBodySchema = z.object({ reason: z.string().trim().min(1).max(500) });

/** POST /admin/exchanges/:id/reject (canManagePoints): releases the hold and emails the member. */
export const rejectExchangeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/exchanges/:id/reject',
  summary: 'Reject a pending exchange: the points return to the member, who is emailed the reason',
  tags: ['admin-exchanges'],
  auth: 'admin',
  permission: 'canManagePoints',
  params: ExchangeParams,
  body: RejectExchangeBodySchema,
  response: AdminExchangeSchema,
});

/** Bulk decision body: up to 100 exchanges. */
export const BulkExchangeDecisionBodySchema = z.object({
  ids: z.array(z.uuid()).min(1).max(100),
  decision: z.enum(['approve', 'reject']),
  reason: z.string().trim().min(1).max(500).optional(),
});
export type BulkExchangeDecisionBody = z.infer<typeof BulkExchangeDecisionBodySchema>;

/** Each exchange's outcome in a bulk decision. */
export const BulkExchangeDecisionResultSchema = z.object({
  results: z.array(
    z.object({
      id: z.uuid(),
      ok: z.boolean(),
      status: ExchangeStatusSchema.nullable(),
      error: z.string().nullable(),
    }),
  ),
});
export type BulkExchangeDecisionResult = z.infer<typeof BulkExchangeDecisionResultSchema>;

/** POST /admin/exchanges/bulk (canManagePoints). */
export const bulkDecideExchangesEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/exchanges/bulk',
  summary: 'Approve or reject many pending exchanges; each succeeds or fails on its own',
  tags: ['admin-exchanges'],
  auth: 'admin',
  permission: 'canManagePoints',
  body: BulkExchangeDecisionBodySchema,
  response: BulkExchangeDecisionResultSchema,
});

/** Manual action body: `txHash` for mark-settled, `reason` for cancel. */
export const ExchangeManualActionBodySchema = z.object({
  action: ExchangeManualActionSchema,
  txHash: TxHashSchema.optional(),
  reason: z.string().trim().min(1).max(500).optional(),
});
export type ExchangeManualActionBody = z.infer<typeof ExchangeManualActionBodySchema>;

/** POST /admin/exchanges/:id/manual-action (canManagePoints). */
export const exchangeManualActionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/exchanges/:id/manual-action',
  summary: 'Retry a payout, mark it settled with a transaction verified on chain, or cancel it',
  tags: ['admin-exchanges'],
  auth: 'admin',
  permission: 'canManagePoints',
  params: ExchangeParams,
  body: ExchangeManualActionBodySchema,
  // retry and mark-settled above the four-eyes threshold answer 202 with the request (decision 063).
  response: z.union([AdminExchangeSchema, PendingMoneyApprovalSchema]),
  alsoResponds: { 202: PendingMoneyApprovalSchema },
});

/** The member's token and points balances on their payout wallet. */
export const Web3BalanceSchema = z.object({
  /** The payout wallet, or null when the member has none yet. */
  address: z.string().nullable(),
  symbol: z.string(),
  /** ARTFI on chain, as a decimal string; null when there is no wallet or the chain is unavailable. */
  tokenBalance: z.string().nullable(),
  /** The wallet's native coin for gas, as a decimal string; null like tokenBalance. */
  gasBalance: z.string().nullable(),
  points: z.number().int(),
  chainAvailable: z.boolean(),
});
export type Web3Balance = z.infer<typeof Web3BalanceSchema>;

/** GET /web3/balance (member). */
export const getWeb3BalanceEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web3/balance',
  summary: "The signed-in member's ARTFI balance on their payout wallet, and their points",
  tags: ['exchange'],
  auth: 'member',
  response: Web3BalanceSchema,
});

/** POST /web3/award-points body: points staff award a member by hand. */
export const AwardPointsBodySchema = z.strictObject({
  userId: z.uuid(),
  points: z.number().int().min(1).max(1_000_000),
  reason: StaffReasonSchema,
});
export type AwardPointsBody = z.infer<typeof AwardPointsBodySchema>;

/** POST /web3/award-points (canManagePoints, Idempotency-Key required): an award through the ledger, audited. */
export const awardPointsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web3/award-points',
  summary: 'Award points to a member through the ledger (staff; idempotent and audited)',
  tags: ['admin-exchanges'],
  auth: 'admin',
  permission: 'canManagePoints',
  body: AwardPointsBodySchema,
  response: z.union([AdjustPointsResultSchema, PendingMoneyApprovalSchema]),
  alsoResponds: { 202: PendingMoneyApprovalSchema },
});

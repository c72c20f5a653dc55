import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  BURN_MAX_USERS,
  BurnItemStatusSchema,
  BurnStatusSchema,
  CustodialTxStatusSchema,
  KycStatusSchema,
  TreasuryGrantKindSchema,
  TreasuryGrantStatusSchema,
} from '../models/web3.js';
import { PendingMoneyApprovalSchema } from '../models/money-approval.js';
import { WelcomeTokensStatusSchema } from './accounts-profile.endpoints.js';
import { ExchangeRatesSchema, Web3BalanceSchema } from './wallet-exchange.endpoints.js';
import { WalletOverviewSchema } from './wallet-custody.endpoints.js';
import { StaffReasonSchema } from '../models/staff-reason.schemas.js';

const AddressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/);
/** A positive ARTFI amount as a decimal string with at most 18 decimals. */
const ArtfiAmountSchema = z
  .string()
  .trim()
  .regex(/^(?:0|[1-9]\d{0,17})(?:\.\d{1,18})?$/)
  .refine((value) => /[1-9]/.test(value), 'must be more than 0');

/** POST /wallet/send body: ARTFI from the member's custodial wallet to an address. */
export const WalletSendBodySchema = z.strictObject({ to: AddressSchema, amount: ArtfiAmountSchema });
export type WalletSendBody = z.infer<typeof WalletSendBodySchema>;

/** One ARTFI send from a custodial wallet. */
export const WalletSendSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  artfiAmount: z.string(),
  status: CustodialTxStatusSchema,
  txHash: z.string(),
  txUrl: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type WalletSend = z.infer<typeof WalletSendSchema>;

/** GET /web3/estimate-gas query: the send to estimate. */
export const EstimateGasQuerySchema = z.object({ to: AddressSchema, amount: ArtfiAmountSchema });
export type EstimateGasQuery = z.infer<typeof EstimateGasQuerySchema>;

/** What a send costs in gas, and whether the treasury tops the wallet up first (decision 042). */
export const GasEstimateSchema = z.object({
  gasUnits: z.string(),
  maxFeePerGasWei: z.string(),
  /** Most the send can cost, in the native coin, as a decimal string. */
  maxFee: z.string(),
  gasBalance: z.string(),
  /** True when the wallet's gas is short and the treasury funds it before sending. */
  gasTopUp: z.boolean(),
  /** Whether the wallet holds the amount (sends still in flight counted). */
  affordable: z.boolean(),
});
export type GasEstimate = z.infer<typeof GasEstimateSchema>;

/** GET /web3/wallet-page-data: everything the /wallet page shows, in one call. */
export const WalletPageDataSchema = z.object({
  wallets: WalletOverviewSchema,
  /** The payout wallet's balances (what exchanges and welcome tokens pay). */
  balance: Web3BalanceSchema,
  /** The custodial wallet's balances (what a send spends), or null without one. */
  custodialBalance: Web3BalanceSchema.nullable(),
  rates: ExchangeRatesSchema,
  welcomeTokens: WelcomeTokensStatusSchema,
  sends: z.array(WalletSendSchema),
});
export type WalletPageData = z.infer<typeof WalletPageDataSchema>;

/** GET /web3/stats: the token and what the platform paid. */
export const Web3StatsSchema = z.object({
  symbol: z.string(),
  chainAvailable: z.boolean(),
  chainId: z.number().int().nullable(),
  contractAddress: z.string().nullable(),
  totalSupply: z.string().nullable(),
  treasuryBalance: z.string().nullable(),
  exchangesSettled: z.number().int(),
  artfiPaidByExchanges: z.string(),
  welcomeGrantsSettled: z.number().int(),
  membersWithWallets: z.number().int(),
});
export type Web3Stats = z.infer<typeof Web3StatsSchema>;

/** POST /web3/send-artfi-direct body: staff pay ARTFI from the treasury, with a reason. */
export const SendArtfiDirectBodySchema = z.strictObject({
  userId: z.uuid(),
  amount: ArtfiAmountSchema,
  reason: StaffReasonSchema,
});
export type SendArtfiDirectBody = z.infer<typeof SendArtfiDirectBodySchema>;

/** A treasury payment outside an exchange (welcome grant or staff transfer). */
export const TreasuryGrantSchema = z.object({
  id: z.uuid(),
  kind: TreasuryGrantKindSchema,
  userId: z.uuid(),
  to: z.string(),
  artfiAmount: z.string(),
  status: TreasuryGrantStatusSchema,
  reason: z.string(),
  txHash: z.string().nullable(),
  txUrl: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type TreasuryGrant = z.infer<typeof TreasuryGrantSchema>;

/** POST /artfi-burn/execute body: burn `ratio` (0–1] of each named member's custodial ARTFI. */
export const ExecuteBurnBodySchema = z.strictObject({
  userIds: z.array(z.uuid()).min(1).max(BURN_MAX_USERS),
  ratio: z.number().gt(0).lte(1).multipleOf(0.000001),
});
export type ExecuteBurnBody = z.infer<typeof ExecuteBurnBodySchema>;

/** One member's line in a burn report. */
export const BurnItemSchema = z.object({
  userId: z.uuid(),
  address: z.string().nullable(),
  artfiAmount: z.string(),
  status: BurnItemStatusSchema,
  txHash: z.string().nullable(),
  note: z.string().nullable(),
});
export type BurnItem = z.infer<typeof BurnItemSchema>;

/** A burn run: its progress and, once DONE, its report. */
export const BurnRunSchema = z.object({
  id: z.uuid(),
  status: BurnStatusSchema,
  ratio: z.number(),
  total: z.number().int(),
  processed: z.number().int(),
  burnedAmount: z.string(),
  totalSupplyBefore: z.string().nullable(),
  totalSupplyAfter: z.string().nullable(),
  items: z.array(BurnItemSchema),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type BurnRun = z.infer<typeof BurnRunSchema>;

/** The KYC provider's verification state of the member. */
export const KycVerificationSchema = z.object({
  configured: z.boolean(),
  status: KycStatusSchema,
  checkedAt: z.iso.datetime(),
  message: z.string(),
});
export type KycVerification = z.infer<typeof KycVerificationSchema>;

const member = { tags: ['wallet'], auth: 'member' } as const;
const staff = { tags: ['admin-exchanges'], auth: 'admin', permission: 'canManagePoints' } as const;

/** GET /wallet/balance: the custodial wallet's ARTFI and gas, and the member's points. */
export const getWalletBalanceEndpoint = defineEndpoint({
  ...member,
  method: 'GET',
  path: '/wallet/balance',
  summary: "The custodial wallet's ARTFI and gas balances, and the member's points",
  response: Web3BalanceSchema,
});

/** POST /wallet/send (Idempotency-Key required): step-up, rate-limited, audited and emailed. */
export const sendWalletTokensEndpoint = defineEndpoint({
  ...member,
  method: 'POST',
  path: '/wallet/send',
  summary: 'Send ARTFI from the custodial wallet (needs a fresh step-up; audited and emailed)',
  body: WalletSendBodySchema,
  response: WalletSendSchema,
  successStatus: 201,
});

/** GET /web3/wallet-page-data. */
export const getWalletPageDataEndpoint = defineEndpoint({
  ...member,
  method: 'GET',
  path: '/web3/wallet-page-data',
  summary: 'Wallets, balances, exchange rates, welcome tokens and sends for the /wallet page',
  response: WalletPageDataSchema,
});

/** GET /web3/stats. */
export const getWeb3StatsEndpoint = defineEndpoint({
  ...member,
  method: 'GET',
  path: '/web3/stats',
  summary: 'ARTFI supply, the treasury and what the platform paid',
  response: Web3StatsSchema,
});

/** GET /web3/estimate-gas: the cost of a send from the custodial wallet. */
export const estimateGasEndpoint = defineEndpoint({
  ...member,
  method: 'GET',
  path: '/web3/estimate-gas',
  summary: 'Gas a send from the custodial wallet needs, and whether the treasury tops it up',
  query: EstimateGasQuerySchema,
  response: GasEstimateSchema,
});

/** POST /web3/mobilum/check-verification: the KYC provider's state, or NOT_CONFIGURED. */
export const checkKycVerificationEndpoint = defineEndpoint({
  ...member,
  method: 'POST',
  path: '/web3/mobilum/check-verification',
  summary: "The member's KYC verification state at the provider (NOT_CONFIGURED when there is none)",
  response: KycVerificationSchema,
});

/** POST /web3/send-artfi-direct (staff, Idempotency-Key required): treasury → member, audited. */
export const sendArtfiDirectEndpoint = defineEndpoint({
  ...staff,
  method: 'POST',
  path: '/web3/send-artfi-direct',
  summary: "Pay ARTFI from the treasury to a member's payout wallet (staff; reasoned, audited, queued)",
  body: SendArtfiDirectBodySchema,
  // Above the four-eyes threshold the 202 carries the request instead of the grant (decision 063).
  response: z.union([TreasuryGrantSchema, PendingMoneyApprovalSchema]),
  successStatus: 202,
});

/** POST /artfi-burn/execute (staff): starts a burn run as a job. */
export const executeBurnEndpoint = defineEndpoint({
  ...staff,
  method: 'POST',
  path: '/artfi-burn/execute',
  summary: "Burn a share of the named members' custodial ARTFI (a job; follow it with GET /artfi-burn/:id)",
  body: ExecuteBurnBodySchema,
  response: z.union([BurnRunSchema, PendingMoneyApprovalSchema]),
  successStatus: 202,
});

/** GET /artfi-burn/:id (staff): a burn run's progress and report. */
export const getBurnRunEndpoint = defineEndpoint({
  ...staff,
  method: 'GET',
  path: '/artfi-burn/:id',
  summary: "A burn run's progress and report",
  params: z.object({ id: z.uuid() }),
  response: BurnRunSchema,
});

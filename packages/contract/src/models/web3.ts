import { z } from 'zod';

/**
 * States of a transaction the server signs with a member's custodial key (a send or a burn, decision 042):
 * SENT once its signed bytes are recorded and broadcast, CONFIRMED when mined successfully, FAILED when it
 * reverted or can never be mined (its nonce went to another transaction).
 */
export const CUSTODIAL_TX_STATUSES = ['SENT', 'CONFIRMED', 'FAILED'] as const;
/** Zod schema for a custodial transaction status. */
export const CustodialTxStatusSchema = z.enum(CUSTODIAL_TX_STATUSES);
/** A custodial transaction status. */
export type CustodialTxStatus = z.infer<typeof CustodialTxStatusSchema>;

/**
 * Why the treasury pays a member outside an exchange: the welcome grant, a staff transfer, or the ARTFI of a
 * store order cancelled or refunded after payment (decision 062).
 */
export const TREASURY_GRANT_KINDS = ['WELCOME', 'DIRECT', 'STORE_REFUND'] as const;
/** Zod schema for a treasury grant kind. */
export const TreasuryGrantKindSchema = z.enum(TREASURY_GRANT_KINDS);
/** A treasury grant kind. */
export type TreasuryGrantKind = z.infer<typeof TreasuryGrantKindSchema>;

/** States of a treasury grant: QUEUED for the payout job, PAYING once claimed, then SETTLED or FAILED. */
export const TREASURY_GRANT_STATUSES = ['QUEUED', 'PAYING', 'SETTLED', 'FAILED'] as const;
/** Zod schema for a treasury grant status. */
export const TreasuryGrantStatusSchema = z.enum(TREASURY_GRANT_STATUSES);
/** A treasury grant status. */
export type TreasuryGrantStatus = z.infer<typeof TreasuryGrantStatusSchema>;

/** States of an ARTFI burn run. */
export const BURN_STATUSES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;
/** Zod schema for a burn run status. */
export const BurnStatusSchema = z.enum(BURN_STATUSES);
/** A burn run status. */
export type BurnStatus = z.infer<typeof BurnStatusSchema>;

/** What happened to one member in a burn run. */
export const BURN_ITEM_STATUSES = ['PENDING', 'BURNED', 'SKIPPED', 'FAILED'] as const;
/** Zod schema for a burn item status. */
export const BurnItemStatusSchema = z.enum(BURN_ITEM_STATUSES);
/** A burn item status. */
export type BurnItemStatus = z.infer<typeof BurnItemStatusSchema>;

/** KYC verification states answered by /web3/mobilum/check-verification. */
export const KYC_STATUSES = ['NOT_CONFIGURED', 'NOT_STARTED', 'PENDING', 'VERIFIED', 'REJECTED'] as const;
/** Zod schema for a KYC state. */
export const KycStatusSchema = z.enum(KYC_STATUSES);
/** A KYC state. */
export type KycStatus = z.infer<typeof KycStatusSchema>;

/** Longest the web client follows a burn run before it shows the spec's timeout message (§9: 10 minutes). */
export const BURN_WAIT_MS = 10 * 60 * 1000;
/** How often the web client asks for a burn run's progress. */
export const BURN_POLL_MS = 2000;
/** Most members one burn run may name. */
export const BURN_MAX_USERS = 500;

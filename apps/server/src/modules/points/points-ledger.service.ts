import type { LedgerEntryKind, LedgerReasonCode, LedgerReasonValues, LedgerSource } from '@streamit/contract';
import type { Executor, Transaction } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { PLATFORM_ACCOUNT_IDS } from './points-accounts.js';
import {
  ensureMemberAccounts,
  findPostingByKey,
  insertCampaignAccount,
  insertEntries,
  insertMemberPosting,
  insertPosting,
  selectAccountBalance,
  type PostingRow,
} from './points-ledger.repository.js';
import { shiftProjectedBalance } from '../members/members.queries.js';

/** One line of a posting: a member's account, a platform account or a campaign's account, and an amount. */
export type PostingLine =
  | { member: string; amount: number }
  | { platform: keyof typeof PLATFORM_ACCOUNT_IDS; amount: number }
  | { campaign: string; amount: number };

/** A balanced movement to write; `lines` must sum to zero. */
export interface PostingInput {
  kind: LedgerEntryKind;
  source: LedgerSource;
  /** The staff member who made it; omitted for the system. */
  adminId?: string | undefined;
  idempotencyKey: string;
  /** In English (points-reasons.ts writes it with its code and values; a staff-typed one has no code). */
  reason?: string | undefined;
  reasonCode?: LedgerReasonCode | null | undefined;
  reasonValues?: LedgerReasonValues | undefined;
  breakdown?: Record<string, unknown> | undefined;
  activityId?: string | undefined;
  reversesPostingId?: string | undefined;
  fraudReversal?: boolean | undefined;
  lines: PostingLine[];
}

/** The posting that holds, and whether it was written now or found under its key (a replay). */
export interface PostingResult {
  posting: PostingRow;
  replayed: boolean;
  /** New projected balances of the members it moved (empty on a replay). */
  balances: Map<string, number>;
}

/** The idempotency scope a posting's key is unique in. */
export function issuerOf(adminId: string | undefined): string {
  return adminId ? `admin:${adminId}` : 'system';
}

function accountIdOf(line: PostingLine): string {
  if ('member' in line) return line.member;
  return 'campaign' in line ? line.campaign : PLATFORM_ACCOUNT_IDS[line.platform];
}

function assertBalanced(lines: PostingLine[]): void {
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  if (
    lines.length < 2 ||
    total !== 0 ||
    lines.some((line) => !Number.isSafeInteger(line.amount) || line.amount === 0)
  )
    throw new Error(`unbalanced posting: ${lines.length} lines summing to ${total}`);
}

/** Net change per member, in id order so two postings never lock member rows in opposite orders. */
function memberDeltas(lines: PostingLine[]): [string, number][] {
  const deltas = new Map<string, number>();
  for (const line of lines)
    if ('member' in line) deltas.set(line.member, (deltas.get(line.member) ?? 0) + line.amount);
  return [...deltas].filter(([, delta]) => delta !== 0).sort(([a], [b]) => a.localeCompare(b));
}

/**
 * Writes a posting, its lines and the members' projected balances in the caller's transaction. A key
 * the issuer already used returns that posting instead (nothing written). A member going below zero
 * throws POINTS_INSUFFICIENT, so the caller's transaction rolls back, unless it is a fraud reversal.
 * A posting that moves one member (every award) is written in one statement; others line by line.
 */
export async function postPoints(tx: Transaction, input: PostingInput): Promise<PostingResult> {
  assertBalanced(input.lines);
  const deltas = memberDeltas(input.lines);
  const [only] = deltas;
  if (deltas.length === 1 && only) return postForOneMember(tx, input, only);
  await ensureMemberAccounts(
    tx,
    deltas.map(([id]) => id),
  );
  const posting = await insertPosting(tx, postingRowInput(input));
  if (!posting) return replayOf(tx, input);
  await insertEntries(tx, posting.id, linesOf(input));
  const balances = new Map<string, number>();
  for (const [userId, delta] of deltas) {
    const balance = await shiftProjectedBalance(tx, userId, delta, input.fraudReversal === true);
    if (balance === null) throw new AppError('POINTS_INSUFFICIENT');
    balances.set(userId, balance);
  }
  return { posting, replayed: false, balances };
}

async function postForOneMember(tx: Transaction, input: PostingInput, [userId, delta]: [string, number]) {
  const shift = { userId, delta, allowNegative: input.fraudReversal === true };
  const written = await insertMemberPosting(tx, postingRowInput(input), linesOf(input), shift);
  if (!written) return replayOf(tx, input);
  if (written.balance === null) throw new AppError('POINTS_INSUFFICIENT');
  const balances = new Map([[userId, written.balance]]);
  return { posting: written.posting, replayed: false, balances } satisfies PostingResult;
}

function postingRowInput(input: PostingInput) {
  return {
    kind: input.kind,
    source: input.source,
    issuer: issuerOf(input.adminId),
    issuerAdminId: input.adminId ?? null,
    idempotencyKey: input.idempotencyKey,
    reason: input.reason ?? '',
    reasonCode: input.reasonCode ?? null,
    reasonValues: input.reasonValues ?? {},
    breakdown: input.breakdown ?? {},
    activityId: input.activityId ?? null,
    reversesPostingId: input.reversesPostingId ?? null,
    fraudReversal: input.fraudReversal === true,
  };
}

const linesOf = (input: PostingInput) =>
  input.lines.map((line) => ({ accountId: accountIdOf(line), amount: line.amount }));

async function replayOf(tx: Transaction, input: PostingInput): Promise<PostingResult> {
  const posting = await existingPosting(tx, issuerOf(input.adminId), input.idempotencyKey);
  return { posting, replayed: true, balances: new Map() };
}

async function existingPosting(db: Executor, issuer: string, key: string): Promise<PostingRow> {
  const posting = await findPostingByKey(db, issuer, key);
  if (!posting) throw new Error('posting key conflict without a posting');
  return posting;
}

/** The pool pays a member (earn) or the member gives back to it (negative amount). */
export function memberAndPool(userId: string, amount: number): PostingLine[] {
  return [
    { member: userId, amount },
    { platform: 'REWARD_POOL', amount: -amount },
  ];
}

/** Opens a sponsored campaign's ledger account before its budget is posted to it (decision 061). */
export function openCampaignAccount(tx: Transaction, campaignId: string): Promise<void> {
  return insertCampaignAccount(tx, campaignId);
}

/** What a campaign's ledger account holds now. */
export function campaignAccountBalance(db: Executor, campaignId: string): Promise<number> {
  return selectAccountBalance(db, campaignId);
}

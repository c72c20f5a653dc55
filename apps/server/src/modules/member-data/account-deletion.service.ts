import type {
  AccountDeleted,
  DeleteAccountCodeSent,
  DeleteMyAccount,
  ProductLanguage,
  WalletReleaseChoice,
} from '@streamit/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import type { Transaction } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { verifyPassword } from '../../lib/security/password.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { queueEmail, type EmailLog } from '../email/email.service.js';
import { memberLockKey } from '../points/points-accounts.js';
import { memberAndPool, postPoints } from '../points/points-ledger.service.js';
import { buildLedgerReason } from '../points/points-reasons.js';
import { deleteAvatarFile } from '../accounts/avatar.service.js';
import { issueEmailCode, redeemEmailCode } from '../accounts/email-codes.service.js';
import { anonymiseMember, findUserById, lockMemberRow } from '../members/members.queries.js';
import { deleteMemberDevices, revokeSessions } from '../sessions/sessions.queries.js';
import { deleteMemberTwoFactor } from '../two-factor/two-factor.queries.js';
import { sendWalletReleaseJob } from '../wallet-tokens/wallet-release-queue.js';
import { custodialArtfiOf, requireHandOverAddress } from '../wallet-tokens/wallet-release.service.js';
import { countOpenExchanges, lockOnKey } from './account-deletion.repository.js';
import { eraseMemberTraces } from './account-erasure.service.js';
import { accountDeletedEmail } from './member-data.templates.js';

type LiveMember = NonNullable<Awaited<ReturnType<typeof lockMemberRow>>>;

/**
 * Locks the member and checks the re-authentication: the password when the account has one, otherwise the
 * e-mailed code, already redeemed by the caller (`codeRedeemed`). Throws the refusal, changing nothing.
 */
async function requireDeletableMember(
  tx: Transaction,
  userId: string,
  input: DeleteMyAccount,
  codeRedeemed: boolean,
): Promise<LiveMember> {
  // The points lock first, as every posting takes it: no award slips in between the balance read and the forfeit.
  await lockOnKey(tx, memberLockKey(userId));
  const member = await lockMemberRow(tx, userId);
  if (!member || member.deletedAt) throw new AppError('ACCOUNT_ALREADY_DELETED');
  if (!member.passwordHash) {
    if (!codeRedeemed) throw new AppError('ACCOUNT_DELETION_CODE_INVALID');
  } else if (!input.password || !(await verifyPassword(member.passwordHash, input.password)))
    throw new AppError('ACCOUNT_DELETION_PASSWORD_INVALID');
  if ((await countOpenExchanges(tx, userId)) > 0) throw new AppError('ACCOUNT_DELETION_OPEN_EXCHANGES');
  return member;
}

/** The whole balance goes back to the reward pool under its own reason code (decision 055). */
async function forfeitPoints(tx: Transaction, userId: string, balance: number): Promise<void> {
  if (balance <= 0) return;
  await postPoints(tx, {
    kind: 'expire',
    source: 'admin',
    idempotencyKey: `account-deleted:${userId}`,
    ...buildLedgerReason('accountDeleted', {}),
    lines: memberAndPool(userId, -balance),
  });
}

/**
 * What becomes of the custodial wallet's ARTFI: the member's choice (a hand-over address checked here), or
 * none when the wallet holds nothing (or there is no wallet). Read before the transaction: no chain call
 * waits while the member's rows are locked.
 */
async function requireWalletChoice(
  deps: AppDeps,
  userId: string,
  input: DeleteMyAccount,
): Promise<WalletReleaseChoice | undefined> {
  if (input.wallet?.choice === 'handOver') await requireHandOverAddress(deps, userId, input.wallet.address);
  if (input.wallet) return input.wallet;
  if ((await custodialArtfiOf(deps, userId)) > 0n)
    throw new AppError('ACCOUNT_DELETION_WALLET_CHOICE_REQUIRED');
  return undefined;
}

async function eraseMember(
  deps: AppDeps,
  tx: Transaction,
  member: LiveMember,
  wallet: WalletReleaseChoice | undefined,
): Promise<void> {
  await forfeitPoints(tx, member.id, member.totalPoints);
  // Queued with the deletion and never waited for: the job sends or burns through the recorded-transfer runner.
  if (wallet) await sendWalletReleaseJob(deps.jobs, tx, { userId: member.id, ...wallet });
  await revokeSessions(tx, member.id, 'account deleted');
  await deleteMemberTwoFactor(tx, member.id);
  await deleteMemberDevices(tx, member.id);
  await eraseMemberTraces(tx, member.id, member.email);
  if (!(await anonymiseMember(tx, member.id))) throw new AppError('ACCOUNT_ALREADY_DELETED');
  await recordAuditEvent(tx, {
    actorAdminId: null,
    action: 'member.account_deleted',
    targetType: 'user',
    targetId: member.id,
    details: {
      pointsForfeited: Math.max(member.totalPoints, 0),
      byMember: true,
      wallet: wallet ?? null,
    },
  });
}

/**
 * POST /auth/delete-account: everything in one transaction under the member's row lock, so any number of
 * parallel requests delete once. The confirmation goes to the address read before it was erased.
 */
export async function deleteMyAccount(
  deps: AppDeps,
  log: EmailLog,
  userId: string,
  input: DeleteMyAccount,
): Promise<AccountDeleted> {
  // A code is spent before the transaction (its own conditional update): a refused deletion needs a new one.
  // The wallet first: a member asked to choose keeps their code for the second try.
  const wallet = await requireWalletChoice(deps, userId, input);
  const codeRedeemed = input.code ? await redeemEmailCode(deps, userId, 'delete_account', input.code) : false;
  const member = await deps.db.transaction(async (tx) => {
    const live = await requireDeletableMember(tx, userId, input, codeRedeemed);
    await eraseMember(deps, tx, live, wallet);
    return live;
  });
  // The file goes once the erasure is committed: a rolled-back deletion keeps the member's photo.
  if (member.avatarFile) await deleteAvatarFile(deps, member.avatarFile);
  if (member.email) {
    const language = member.preferredLanguage as ProductLanguage;
    await queueEmail(deps, log, { ...accountDeletedEmail(member.email), language });
  }
  return { deleted: true, pointsForfeited: Math.max(member.totalPoints, 0) };
}

/** POST /auth/delete-account/code: the one-time code for an account with no password to confirm with. */
export async function sendDeleteAccountCode(
  deps: AppDeps,
  log: FastifyBaseLogger,
  userId: string,
): Promise<DeleteAccountCodeSent> {
  const user = await findUserById(deps.db, userId);
  if (!user || user.deletedAt) throw new AppError('ACCOUNT_ALREADY_DELETED');
  if (user.passwordHash) throw new AppError('ACCOUNT_DELETION_USE_PASSWORD');
  await issueEmailCode(deps, log, user, 'delete_account');
  return { sent: true };
}

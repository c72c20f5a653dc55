import { EMAIL_CODE_LIFETIME_MINUTES } from '@streamit/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { generateNumericCode, hashToken, secretsEqual } from '../../lib/security/tokens.js';
import { queueEmail } from '../email/email.service.js';
import { deleteAccountCodeEmail, resetPasswordEmail, verificationEmail } from '../email/email.templates.js';
import {
  burnEmailCodeAttempt,
  consumeEmailCode,
  replaceEmailCode,
  type UserRow,
} from '../members/members.queries.js';

/** What a code proves. */
export type CodePurpose = 'verify_email' | 'reset_password' | 'delete_account';

const TTL_MINUTES: Record<CodePurpose, number> = {
  verify_email: 24 * 60,
  reset_password: EMAIL_CODE_LIFETIME_MINUTES,
  delete_account: EMAIL_CODE_LIFETIME_MINUTES,
};
const EMAILS = {
  verify_email: verificationEmail,
  reset_password: resetPasswordEmail,
  delete_account: deleteAccountCodeEmail,
} as const;
const INVALID_CODE = {
  verify_email: 'INVALID_VERIFICATION_CODE',
  reset_password: 'INVALID_RESET_CODE',
  delete_account: 'ACCOUNT_DELETION_CODE_INVALID',
} as const;
// A six-digit code survives only a handful of guesses; after that it is burnt and a new one is needed.
const MAX_CODE_ATTEMPTS = 5;

/** Emails a fresh code, retiring any earlier one for the same purpose. */
export async function issueEmailCode(
  deps: AppDeps,
  log: FastifyBaseLogger,
  user: UserRow,
  purpose: CodePurpose,
): Promise<void> {
  if (!user.email) return;
  const code = generateNumericCode(6);
  const minutes = TTL_MINUTES[purpose];
  await replaceEmailCode(deps.db, {
    userId: user.id,
    purpose,
    codeHash: hashToken(code),
    expiresAt: new Date(Date.now() + minutes * 60_000),
  });
  await queueEmail(deps, log, EMAILS[purpose](user.email, code, minutes));
}

/**
 * Uses up the member's live code when `code` matches; false otherwise. The guess is counted before the
 * comparison, so the sixth guess finds no code to compare with even when it is right, and the consuming
 * update is conditional, so two right guesses cannot both succeed.
 */
export async function redeemEmailCode(
  deps: AppDeps,
  userId: string,
  purpose: CodePurpose,
  code: string,
): Promise<boolean> {
  const live = await burnEmailCodeAttempt(deps.db, userId, purpose, MAX_CODE_ATTEMPTS);
  const guess = hashToken(code.trim());
  const match = live.find((row) => secretsEqual(row.codeHash, guess));
  return match ? consumeEmailCode(deps.db, match.id) : false;
}

/** Throws the purpose's "invalid or expired" error unless the code redeems. */
export async function assertEmailCode(
  deps: AppDeps,
  user: UserRow | undefined,
  purpose: CodePurpose,
  code: string,
): Promise<void> {
  const redeemed = user ? await redeemEmailCode(deps, user.id, purpose, code) : false;
  if (!redeemed) throw new AppError(INVALID_CODE[purpose]);
}

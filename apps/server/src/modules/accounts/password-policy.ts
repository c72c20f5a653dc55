import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MIN_PASSWORD_LENGTH } from '@streamit/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { type EgressContext } from '../../lib/egress/outbound-fetch.js';
import { lookUpBreachedPassword } from '../../lib/security/breached-passwords.js';
import { SERVER_ROOT } from '../../paths.js';

/** Long passphrases are welcome; the cap only keeps hashing cost bounded. */
export const MAX_PASSWORD_LENGTH = 1024;
const CONTEXT_MIN_LENGTH = 4;
/** The site's own words, kept out of every password (listed in docs/security/passwords.md). */
export const SITE_WORDS = ['streamit', 'stream it'];

let commonPasswords: Set<string> | undefined;

function loadCommonPasswords(): Set<string> {
  const file = path.join(SERVER_ROOT, 'src', 'modules', 'accounts', 'common-passwords.txt');
  const lines = readFileSync(file, 'utf8').split('\n');
  return new Set(lines.filter((line) => line && !line.startsWith('#')));
}

/** Whether a password is on the shipped list of the most common ones (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= loadCommonPasswords();
  return commonPasswords.has(password.toLowerCase());
}

/** What the member told us about themselves, which their password must not contain. */
export interface PasswordContext {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  displayName?: string | null;
}

function contextWords(context: PasswordContext): string[] {
  const email = context.email?.toLowerCase() ?? '';
  const words = [email, email.split('@')[0] ?? '', context.firstName, context.lastName, context.displayName];
  const cleaned = words.map((word) => (word ?? '').toLowerCase().trim());
  return [...SITE_WORDS, ...cleaned.filter((word) => word.length >= CONTEXT_MIN_LENGTH)];
}

/**
 * Refuses short, over-long, common and context-specific passwords. The password is checked
 * exactly as typed: nothing is trimmed or normalised before hashing.
 */
export function assertPasswordAcceptable(password: string, context: PasswordContext): void {
  // Code points, not UTF-16 units: a passphrase in any script counts the characters people typed.
  const length = Array.from(password).length;
  if (length < MIN_PASSWORD_LENGTH) throw new AppError('PASSWORD_TOO_SHORT');
  if (length > MAX_PASSWORD_LENGTH) throw new AppError('PASSWORD_TOO_LONG');
  if (isCommonPassword(password)) throw new AppError('PASSWORD_TOO_COMMON');
  const lower = password.toLowerCase();
  if (contextWords(context).some((word) => lower.includes(word))) {
    throw new AppError('PASSWORD_HAS_PERSONAL_INFO');
  }
}

/** Refuses a password found in the breached-password corpus (skipped when the service cannot answer). */
export async function assertPasswordNotBreached(
  deps: EgressContext,
  log: Pick<FastifyBaseLogger, 'warn'>,
  password: string,
): Promise<void> {
  const verdict = await lookUpBreachedPassword(deps, deps.config.BREACHED_PASSWORD_API_URL, password, log);
  if (verdict === 'breached') throw new AppError('PASSWORD_BREACHED');
}

/** Every rule a new password meets: the local ones first, then the breached-password look-up. */
export async function assertNewPasswordAcceptable(
  deps: EgressContext,
  log: Pick<FastifyBaseLogger, 'warn'>,
  password: string,
  context: PasswordContext,
): Promise<void> {
  assertPasswordAcceptable(password, context);
  await assertPasswordNotBreached(deps, log, password);
}

import { randomBytes } from 'node:crypto';
import { NEWSLETTER_PAGES, type NewsletterAccepted, type NewsletterLinkResult } from '@streamit/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { hashToken } from '../../lib/security/tokens.js';
import { queueEmail } from '../email/email.service.js';
import {
  confirmByTokenHash,
  countEmailsSentSince,
  deleteAbandonedSubscriptions,
  findSubscriptionIdByUnsubscribeHash,
  insertUnsubscribeToken,
  lockOrCreateSubscription,
  markUnsubscribed,
  storeConfirmation,
  type SubscriptionRow,
} from './newsletter.repository.js';
import {
  CONFIRM_EMAIL_KIND,
  newsletterConfirmEmail,
  newsletterWelcomeEmail,
} from './newsletter.templates.js';

/** How long a confirmation link works. */
export const CONFIRM_TTL_HOURS = 48;
/** Least time between two confirmation emails to one address, whoever asks. */
export const CONFIRM_EMAIL_COOLDOWN_MS = 10 * 60_000;
/** Most confirmation emails one address receives a day, so the form cannot be used to flood an inbox. */
export const CONFIRM_EMAILS_PER_DAY = 3;
const DAY_MS = 24 * 3_600_000;
/** Unconfirmed addresses are forgotten this long after their link expired. */
const ABANDONED_AFTER_MS = 7 * 24 * 3_600_000;

/** One answer for every valid address: it must not tell who is subscribed already. */
export const SUBSCRIBE_ACCEPTED_MESSAGE =
  'Thank you! Please check your inbox for a link to confirm your subscription. If you are already subscribed, there is nothing more to do.';

/** A 256-bit URL-safe secret for an emailed link; only its SHA-256 is stored. */
function generateLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

function pageUrl(deps: AppDeps, page: string, token: string): string {
  return `${deps.config.publicUrl}${page}?token=${token}`;
}

/** Whether a subscribe request should (re)send the confirmation email: not confirmed, cool-down and daily cap passed. */
async function needsConfirmationEmail(tx: Executor, row: SubscriptionRow): Promise<boolean> {
  if (row.status === 'CONFIRMED') return false;
  if (row.lastEmailSentAt && Date.now() - row.lastEmailSentAt.getTime() < CONFIRM_EMAIL_COOLDOWN_MS) {
    return false;
  }
  const since = new Date(Date.now() - DAY_MS);
  return (await countEmailsSentSince(tx, row.email, CONFIRM_EMAIL_KIND, since)) < CONFIRM_EMAILS_PER_DAY;
}

/**
 * POST /newsletter/subscriptions: double opt-in. A new, pending or unsubscribed address gets a fresh
 * confirmation link unless one was sent within the cool-down; a confirmed address gets nothing. The
 * answer is the same in every case.
 */
export async function subscribeToNewsletter(
  deps: AppDeps,
  log: FastifyBaseLogger,
  email: string,
  ip: string,
): Promise<NewsletterAccepted> {
  await deleteAbandonedSubscriptions(deps.db, new Date(Date.now() - ABANDONED_AFTER_MS));
  const token = await deps.db.transaction(async (tx) => {
    const row = await lockOrCreateSubscription(tx, email);
    if (!(await needsConfirmationEmail(tx, row))) return null;
    const fresh = generateLinkToken();
    const expiresAt = new Date(Date.now() + CONFIRM_TTL_HOURS * 3_600_000);
    await storeConfirmation(tx, row.id, { tokenHash: hashToken(fresh), expiresAt, ip });
    return fresh;
  });
  if (token) {
    const url = pageUrl(deps, NEWSLETTER_PAGES.confirm, token);
    await queueEmail(deps, log, newsletterConfirmEmail(email, url, CONFIRM_TTL_HOURS));
  }
  return { message: SUBSCRIBE_ACCEPTED_MESSAGE };
}

/** POST /newsletter/confirm: uses a confirmation token once and sends the welcome email. */
export async function confirmNewsletter(
  deps: AppDeps,
  log: FastifyBaseLogger,
  token: string,
): Promise<NewsletterLinkResult> {
  const unsubscribeToken = generateLinkToken();
  const confirmed = await deps.db.transaction(async (tx) => {
    const row = await confirmByTokenHash(tx, hashToken(token));
    if (row) await insertUnsubscribeToken(tx, row.id, hashToken(unsubscribeToken));
    return row;
  });
  if (!confirmed) throw new AppError('NEWSLETTER_LINK_INVALID');
  const url = pageUrl(deps, NEWSLETTER_PAGES.unsubscribe, unsubscribeToken);
  await queueEmail(deps, log, newsletterWelcomeEmail(confirmed.email, url));
  return { status: 'CONFIRMED', message: 'Your subscription is confirmed. Welcome aboard!' };
}

/** POST /newsletter/unsubscribe: ends the subscription; the same link may be used again. */
export async function unsubscribeFromNewsletter(deps: AppDeps, token: string): Promise<NewsletterLinkResult> {
  const id = await findSubscriptionIdByUnsubscribeHash(deps.db, hashToken(token));
  if (!id) throw new AppError('NEWSLETTER_UNSUBSCRIBE_INVALID');
  await markUnsubscribed(deps.db, id);
  return { status: 'UNSUBSCRIBED', message: 'You are unsubscribed and will receive no more newsletters.' };
}

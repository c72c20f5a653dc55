import { EMAIL_MAX_ATTEMPTS, type ProductLanguage } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { transportFor } from './smtp-transport.js';
import { insertOutboxEmail, localizeEmails, markEmailFailed, markEmailSent } from './outbox.repository.js';

/** A message ready to send: subject and bodies in English, plus any other language's version. */
export interface OutgoingEmail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The language to send in when known (a guest's); otherwise the recipient member's preferred language. */
  language?: ProductLanguage;
  /** The e-mail in other languages; the outbox stores the one the recipient reads. */
  versions?: Partial<Record<ProductLanguage, { subject: string; text: string; html: string }>>;
}

/** What the email service logs to: a request's logger, or the job worker's. */
export interface EmailLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/** Where staff read emails kept without SMTP (the admin Outbox screen). */
export const OUTBOX_SCREEN_PATH = '/admin/outbox';

/** Backoff after the n-th failed attempt: 1, 2, 4, 8, 16 minutes; null once attempts are used up. */
export function nextAttemptDelayMinutes(attempts: number): number | null {
  return attempts >= EMAIL_MAX_ATTEMPTS ? null : 2 ** (attempts - 1);
}

/**
 * A 5xx answer (RFC 5321 §4.2.1: permanent, "do not repeat the same request") ends the retries at once;
 * a 4xx answer, a dropped connection or a timeout is tried again with backoff.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

async function recordFailure(deps: AppDeps, id: string, attempts: number, error: unknown): Promise<void> {
  const delay = isPermanentRefusal(error) ? null : nextAttemptDelayMinutes(attempts);
  // Recording is best effort: the app may be shutting down while a send was in flight.
  await markEmailFailed(deps.db, id, {
    attempts,
    lastError: error instanceof Error ? error.message : String(error),
    delayMinutes: delay,
  }).catch(() => undefined);
}

/** One SMTP attempt for a claimed email; the row records the outcome and when to try again. */
export async function deliver(
  deps: AppDeps,
  log: EmailLog,
  email: OutgoingEmail & { id: string; attempts: number },
): Promise<void> {
  const smtpUrl = deps.config.SMTP_URL;
  if (!smtpUrl) return;
  const attempts = email.attempts + 1;
  try {
    const { to, subject, text, html } = email;
    await transportFor({ ...deps.config, SMTP_URL: smtpUrl }).sendMail({
      from: deps.config.EMAIL_FROM,
      to,
      subject,
      text,
      html,
    });
    await markEmailSent(deps.db, email.id, attempts);
    log.info({ emailId: email.id, kind: email.kind, to, subject }, 'email sent');
  } catch (error) {
    log.warn(
      { emailId: email.id, kind: email.kind, to: email.to, attempts, err: error },
      'email delivery failed',
    );
    await recordFailure(deps, email.id, attempts, error);
  }
}

/**
 * Stores the email in the outbox and, with SMTP, sends it in the background, so the answer to the request
 * neither waits for SMTP nor reveals by its timing whether an email was sent. The row is claimed for a
 * while, so the retry job does not send it a second time meanwhile.
 */
export async function queueEmail(deps: AppDeps, log: EmailLog, outgoing: OutgoingEmail): Promise<string> {
  const smtp = Boolean(deps.config.SMTP_URL);
  const [email = outgoing] = await localizeEmails(deps.db, [outgoing]);
  const id = await insertOutboxEmail(deps.db, email, smtp);
  if (smtp) void deliver(deps, log, { ...email, id, attempts: 0 });
  else {
    // Recipient and subject only: the body holds one-time codes.
    log.info(
      { emailId: id, kind: email.kind, to: email.to, subject: email.subject, outbox: OUTBOX_SCREEN_PATH },
      'email kept in the outbox (no SMTP_URL): staff read it in the admin area',
    );
  }
  return id;
}

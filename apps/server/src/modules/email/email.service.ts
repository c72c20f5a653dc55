import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppDeps } from '../../app-deps.js';
import { emailOutbox } from './email.schema.js';

/** A message ready to send. */
export interface OutgoingEmail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where a developer reads stored emails when no SMTP server is configured. */
export const DEV_OUTBOX_PATH = '/api/v1/dev/outbox';

const transports = new Map<string, Transporter>();

function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  return transport;
}

async function deliver(
  deps: AppDeps,
  log: FastifyBaseLogger,
  id: string,
  email: OutgoingEmail,
): Promise<void> {
  const smtpUrl = deps.config.SMTP_URL;
  if (!smtpUrl) return;
  try {
    await transportFor(smtpUrl).sendMail({
      from: deps.config.EMAIL_FROM,
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
    });
    await deps.db
      .update(emailOutbox)
      .set({ sentAt: new Date(), attempts: sql`${emailOutbox.attempts} + 1` })
      .where(eq(emailOutbox.id, id));
  } catch (error) {
    log.error({ err: error, emailId: id, kind: email.kind }, 'email delivery failed');
    // Recording the failure is best effort: the app may be shutting down while a send was in flight.
    await deps.db
      .update(emailOutbox)
      .set({ lastError: String(error), attempts: sql`${emailOutbox.attempts} + 1` })
      .where(eq(emailOutbox.id, id))
      .catch(() => undefined);
  }
}

function logStored(deps: AppDeps, log: FastifyBaseLogger, id: string, email: OutgoingEmail): void {
  if (deps.config.NODE_ENV === 'development') {
    log.info(
      { emailId: id, kind: email.kind, outbox: `${deps.config.publicUrl}${DEV_OUTBOX_PATH}` },
      'email stored in the outbox (no SMTP_URL): read it there',
    );
  } else {
    log.warn(
      { emailId: id, kind: email.kind },
      'email stored in the outbox table only: set SMTP_URL to send emails',
    );
  }
}

/**
 * Stores the email in the outbox and sends it in the background, so the answer to the request
 * neither waits for SMTP nor reveals by its timing whether an email was sent.
 */
export async function queueEmail(
  deps: AppDeps,
  log: FastifyBaseLogger,
  email: OutgoingEmail,
): Promise<string> {
  const [row] = await deps.db
    .insert(emailOutbox)
    .values({
      kind: email.kind,
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html,
    })
    .returning({ id: emailOutbox.id });
  const id = row?.id ?? '';
  if (deps.config.SMTP_URL) void deliver(deps, log, id, email);
  else logStored(deps, log, id, email);
  return id;
}

/** The newest stored emails, for the development outbox. */
export function listOutbox(deps: AppDeps, limit = 50) {
  return deps.db
    .select({
      id: emailOutbox.id,
      kind: emailOutbox.kind,
      to: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      text: emailOutbox.textBody,
      sentAt: emailOutbox.sentAt,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(limit);
}

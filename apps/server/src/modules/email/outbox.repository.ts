import { and, count, desc, eq, ilike, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ProductLanguage } from '@streamit/contract';
import type { Executor } from '../../db/database.js';
import { emailOutbox } from './email.schema.js';

/** A stored email row as the outbox reads it. */
export type OutboxRow = typeof emailOutbox.$inferSelect;

/** How long a delivery attempt holds its email before the retry job may take it over. */
const CLAIM_LEASE = sql`now() + interval '2 minutes'`;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return or(
    ilike(emailOutbox.toAddress, pattern),
    ilike(emailOutbox.subject, pattern),
    ilike(emailOutbox.kind, pattern),
  );
}

/** A page of stored emails, newest first. */
export function listOutboxRows(db: Executor, q: string | undefined, limit: number, offset: number) {
  return db
    .select()
    .from(emailOutbox)
    .where(matching(q))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit)
    .offset(offset);
}

/** How many stored emails match the search. */
export async function countOutboxRows(db: Executor, q: string | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(emailOutbox).where(matching(q));
  return row?.total ?? 0;
}

/** One stored email by id. */
export async function findOutboxRow(db: Executor, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row;
}

/**
 * Claims up to `limit` emails due for another SMTP attempt, in one statement: SKIP LOCKED and the lease
 * mean two workers never send the same email.
 */
export async function claimDueEmails(db: Executor, limit: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(isNull(emailOutbox.sentAt), lte(emailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(emailOutbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(emailOutbox)
    .set({ nextAttemptAt: CLAIM_LEASE })
    .where(sql`${emailOutbox.id} IN ${due}`)
    .returning();
}

/** An email to store: who, what, and its two bodies (and its other languages' versions, if any). */
export interface NewOutboxEmail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  language?: ProductLanguage;
  versions?: Partial<Record<ProductLanguage, { subject: string; text: string; html: string }>>;
}

// Members' addresses are stored lower-cased; a raw read of the users table keeps this module free of the
// members module's repository (and the lookup is skipped for e-mails that exist in English only).
async function selectArabicReaders(db: Executor, addresses: string[]): Promise<Set<string>> {
  if (addresses.length === 0) return new Set();
  const lowered = addresses.map((address) => address.toLowerCase());
  const result = await db.execute<{ email: string }>(
    sql`SELECT email FROM users WHERE preferred_language = 'ar' AND email = ANY(${sql.param(lowered)}::text[])`,
  );
  return new Set(result.rows.map((row) => row.email));
}

/**
 * Each e-mail in its recipient's language: the one set on it (a guest's), else the member's preferred
 * language, else English; the chosen version's subject and bodies replace the English ones.
 */
export async function localizeEmails<T extends NewOutboxEmail>(db: Executor, emails: T[]): Promise<T[]> {
  const unknown = emails.filter((email) => email.versions?.ar && !email.language).map((email) => email.to);
  const arabic = await selectArabicReaders(db, unknown);
  return emails.map((email) => {
    const language = email.language ?? (arabic.has(email.to.toLowerCase()) ? 'ar' : 'en');
    const version = email.versions?.[language];
    return version ? { ...email, ...version, language } : { ...email, language };
  });
}

function outboxValues(email: NewOutboxEmail) {
  return {
    kind: email.kind,
    toAddress: email.to,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html,
  };
}

/** Stores an email; `claimed` holds it for this process's first SMTP attempt. Returns its id. */
export async function insertOutboxEmail(
  db: Executor,
  email: NewOutboxEmail,
  claimed: boolean,
): Promise<string> {
  const [row] = await db
    .insert(emailOutbox)
    .values({ ...outboxValues(email), nextAttemptAt: claimed ? CLAIM_LEASE : null })
    .returning({ id: emailOutbox.id });
  return row?.id ?? '';
}

/**
 * Stores emails in the caller's transaction (a transactional outbox): they exist exactly when what they
 * announce was committed. With SMTP they are due at once, and the retry job sends them.
 */
export async function insertOutboxEmails(
  db: Executor,
  emails: NewOutboxEmail[],
  smtp: boolean,
): Promise<void> {
  if (emails.length === 0) return;
  const localized = await localizeEmails(db, emails);
  await db
    .insert(emailOutbox)
    .values(localized.map((email) => ({ ...outboxValues(email), nextAttemptAt: smtp ? sql`now()` : null })));
}

// The confirmation of an account deletion is the last mail to that address (decision 070 §3): once it is
// out, the outbox forgets the address too. Until then it must be kept, or the mail could not be retried.
const FORGET_RECIPIENT_AFTER_SENDING = 'account-deleted';
const FORGOTTEN_RECIPIENT = 'erased@deleted.invalid';

const forgetIfLast = (column: SQL) =>
  sql`CASE WHEN ${emailOutbox.kind} = ${FORGET_RECIPIENT_AFTER_SENDING}
    THEN replace(${column}, ${emailOutbox.toAddress}, ${FORGOTTEN_RECIPIENT}) ELSE ${column} END`;

/** The mark that stands for a removed code, token or link path (no words: both languages read it). */
export const REDACTION_MARK = '•••';

// Once sent, the stored copy must not work in a reader's hands (ASVS V14.2.4): every link keeps its site but
// loses its path and query (where tokens travel), and every run of 6 or more digits (the e-mailed codes) and of
// 32 or more token characters becomes the mark. Migration 0068 applies the same expressions to sent mail.
const LINK = String.raw`(https?://[^/\s"'<>]+)[^\s"'<>]*`;
const CODE = String.raw`\m[0-9]{6,}\M`;
const TOKEN = '[A-Za-z0-9_-]{32,}';
const redacted = (column: SQL) =>
  sql`regexp_replace(regexp_replace(regexp_replace(${column},
    ${LINK}::text, ${String.raw`\1/` + REDACTION_MARK}::text, 'g'),
    ${CODE}::text, ${REDACTION_MARK}::text, 'g'), ${TOKEN}::text, ${REDACTION_MARK}::text, 'g')`;

/**
 * Records a successful send, and in the same statement keeps only a redacted copy of the bodies: until this
 * point (waiting, retrying) the whole body stays, so the mail can still be sent.
 */
export async function markEmailSent(db: Executor, id: string, attempts: number): Promise<void> {
  await db
    .update(emailOutbox)
    .set({
      sentAt: new Date(),
      attempts,
      nextAttemptAt: null,
      lastError: null,
      toAddress: forgetIfLast(sql`${emailOutbox.toAddress}`),
      textBody: redacted(forgetIfLast(sql`${emailOutbox.textBody}`)),
      htmlBody: redacted(forgetIfLast(sql`${emailOutbox.htmlBody}`)),
    })
    .where(eq(emailOutbox.id, id));
}

/** Records a failed send: the next try `delayMinutes` from now, or none (null) once attempts are used up. */
export async function markEmailFailed(
  db: Executor,
  id: string,
  failure: { attempts: number; lastError: string; delayMinutes: number | null },
): Promise<void> {
  const { attempts, lastError, delayMinutes } = failure;
  await db
    .update(emailOutbox)
    .set({
      attempts,
      lastError,
      nextAttemptAt: delayMinutes === null ? null : sql`now() + make_interval(mins => ${delayMinutes})`,
    })
    .where(eq(emailOutbox.id, id));
}

/** Account deletion: mails already kept for an address name the tombstone instead, in the headers and the text. */
export async function eraseRecipient(db: Executor, address: string, replacement: string): Promise<void> {
  await db
    .update(emailOutbox)
    .set({
      toAddress: replacement,
      textBody: sql`replace(${emailOutbox.textBody}, ${emailOutbox.toAddress}, ${replacement})`,
      htmlBody: sql`replace(${emailOutbox.htmlBody}, ${emailOutbox.toAddress}, ${replacement})`,
    })
    .where(sql`lower(${emailOutbox.toAddress}) = lower(${address})`);
}

/**
 * Retention (EMAIL_OUTBOX_RETENTION_DAYS): deletes mail created before `before` that is done with, sent,
 * given up or kept without SMTP; mail still due for an attempt stays whatever its age.
 */
export async function deleteOutboxEmailsBefore(db: Executor, before: Date): Promise<number> {
  const deleted = await db
    .delete(emailOutbox)
    .where(
      and(
        lt(emailOutbox.createdAt, before),
        or(isNotNull(emailOutbox.sentAt), isNull(emailOutbox.nextAttemptAt)),
      ),
    )
    .returning({ id: emailOutbox.id });
  return deleted.length;
}

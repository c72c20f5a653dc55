import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import {
  issueCertificate,
  makeAuthority,
  makeCertificateDir,
  type TestAuthority,
} from '../../../test/tls-certificates.test-support.js';
import { deliver, type EmailLog } from './email.service.js';

/**
 * ASVS V12.3.1 for the mail relay: smtps:// or STARTTLS with ?requireTLS=true, the relay's certificate checked
 * against SMTP_CA_FILE; a relay with another CA's certificate, or none offering TLS, gets nothing.
 * Real SMTP server (smtp-server) with certificates made by openssl for this run.
 */
const quiet: EmailLog = { info: () => undefined, warn: () => undefined };
const certificates = makeCertificateDir();
let internalCa: TestAuthority;
let rogueCa: TestAuthority;
let context: TestContext;
const sinks: SmtpSink[] = [];

beforeAll(async () => {
  internalCa = makeAuthority(certificates.dir, 'internal');
  rogueCa = makeAuthority(certificates.dir, 'rogue');
  context = await createTestContext({ LOG_LEVEL: 'silent' });
});
afterAll(async () => {
  for (const sink of sinks) await sink.close();
  await context.close();
  certificates.remove();
});

/** A relay on 127.0.0.1 with a certificate of `authority` (implicit TLS or STARTTLS), or plain without one. */
async function startRelay(authority: TestAuthority | null, implicit = false): Promise<SmtpSink> {
  const file = `relay-${String(sinks.length)}`;
  const issued = authority ? issueCertificate(authority, certificates.dir, file, ['127.0.0.1']) : null;
  const tls = issued
    ? { cert: readFileSync(issued.certFile), key: readFileSync(issued.keyFile), implicit }
    : undefined;
  const sink = await startSmtpSink(tls);
  sinks.push(sink);
  return sink;
}

/** One delivery attempt of a stored e-mail to `to` through SMTP_URL; resolves with the row afterwards. */
async function sendThrough(smtpUrl: string, to: string) {
  const { rows } = await context.database.pool.query<{ id: string }>(
    `INSERT INTO email_outbox (kind, to_address, subject, text_body, html_body)
     VALUES ('test', $1, 'StreamIt: over TLS', 'hello', '<p>hello</p>') RETURNING id`,
    [to],
  );
  const id = rows[0]?.id ?? '';
  const config = { ...context.deps.config, SMTP_URL: smtpUrl, SMTP_CA_FILE: internalCa.certFile };
  const email = { id, attempts: 0, kind: 'test', to, subject: 'StreamIt: over TLS', text: 'hello', html: '' };
  await deliver({ ...context.deps, config }, quiet, email);
  const { rows: after } = await context.database.pool.query<{ sent: boolean; last_error: string | null }>(
    'SELECT sent_at IS NOT NULL AS sent, last_error FROM email_outbox WHERE id = $1',
    [id],
  );
  return after[0];
}

describe('SMTP over TLS to the relay (ASVS V12.3.1)', () => {
  it('sends over implicit TLS (smtps://) to a relay whose certificate chains to SMTP_CA_FILE', async () => {
    const relay = await startRelay(internalCa, true);
    expect(relay.url).toMatch(/^smtps:/);
    expect(await sendThrough(relay.url, 'smtps@example.com')).toEqual({ sent: true, last_error: null });
    await relay.waitFor('smtps@example.com', /over TLS/);
    expect(relay.deliveredOverTls()).toEqual([true]);
  });

  it('sends over STARTTLS when SMTP_URL says requireTLS=true', async () => {
    const relay = await startRelay(internalCa);
    const answer = await sendThrough(`${relay.url}?requireTLS=true`, 'starttls@example.com');
    expect(answer).toEqual({ sent: true, last_error: null });
    await relay.waitFor('starttls@example.com', /over TLS/);
    expect(relay.deliveredOverTls()).toEqual([true]);
  });

  it('sends nothing to a relay whose certificate comes from another CA', async () => {
    const relay = await startRelay(rogueCa, true);
    const answer = await sendThrough(relay.url, 'rogue@example.com');
    expect(answer?.sent).toBe(false);
    expect(answer?.last_error).toMatch(/certificate/i);
    expect(relay.messages).toEqual([]);
  });

  it('sends nothing in plain text to a relay without STARTTLS when SMTP_URL says requireTLS=true', async () => {
    const relay = await startRelay(null);
    const answer = await sendThrough(`${relay.url}?requireTLS=true`, 'plain@example.com');
    expect(answer?.sent).toBe(false);
    expect(answer?.last_error).toMatch(/STARTTLS/i);
    expect(relay.messages).toEqual([]);
  });
});

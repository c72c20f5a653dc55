import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import {
  issueCertificate,
  issueClientCertificate,
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
async function startRelay(
  authority: TestAuthority | null,
  implicit = false,
  clientCa?: TestAuthority,
): Promise<SmtpSink> {
  const file = `relay-${String(sinks.length)}`;
  const issued = authority ? issueCertificate(authority, certificates.dir, file, ['127.0.0.1']) : null;
  const tls = issued
    ? {
        cert: readFileSync(issued.certFile),
        key: readFileSync(issued.keyFile),
        implicit,
        ...(clientCa ? { clientCa: Buffer.from(clientCa.pem) } : {}),
      }
    : undefined;
  const sink = await startSmtpSink(tls);
  sinks.push(sink);
  return sink;
}

/** One delivery attempt of a stored e-mail to `to` through SMTP_URL; resolves with the row afterwards. */
async function sendThrough(
  smtpUrl: string,
  to: string,
  clientCertificate?: { certFile: string; keyFile: string },
) {
  const { rows } = await context.database.pool.query<{ id: string }>(
    `INSERT INTO email_outbox (kind, to_address, subject, text_body, html_body)
     VALUES ('test', $1, 'StreamIt: over TLS', 'hello', '<p>hello</p>') RETURNING id`,
    [to],
  );
  const id = rows[0]?.id ?? '';
  const config = {
    ...context.deps.config,
    SMTP_URL: smtpUrl,
    SMTP_CA_FILE: internalCa.certFile,
    SMTP_CLIENT_CERT_FILE: clientCertificate?.certFile,
    SMTP_CLIENT_KEY_FILE: clientCertificate?.keyFile,
  };
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

describe('SMTP relay sign-in by a short-lived client certificate (ASVS V13.2.1)', () => {
  it('sends with the certificate of SMTP_CLIENT_CERT_FILE, and nothing without one', async () => {
    const relay = await startRelay(internalCa, true, internalCa);
    const node = issueClientCertificate(internalCa, certificates.dir, 'smtp-node', 'api.streamit.internal');
    expect(await sendThrough(relay.url, 'signed@example.com', node)).toEqual({
      sent: true,
      last_error: null,
    });
    await relay.waitFor('signed@example.com', /over TLS/);
    const anonymous = await sendThrough(relay.url, 'anonymous@example.com');
    expect(anonymous?.sent).toBe(false);
    expect(anonymous?.last_error).toMatch(/certificate required/);
    expect(relay.messages).toHaveLength(1);
  });

  it('uses the certificate renewed in place from the next mail on: an expired one is refused, its renewal sent', async () => {
    const relay = await startRelay(internalCa, true, internalCa);
    const expired = issueClientCertificate(
      internalCa,
      certificates.dir,
      'smtp-renewed',
      'api.streamit.internal',
      -1,
    );
    const refused = await sendThrough(relay.url, 'expired@example.com', expired);
    expect(refused?.sent).toBe(false);
    // Under TLS 1.3 the relay refuses a client certificate after the client's side of the handshake: it hangs up.
    expect(refused?.last_error).toMatch(/certificate expired|Connection closed unexpectedly/);
    expect(relay.messages).toEqual([]);
    const renewed = issueClientCertificate(
      internalCa,
      certificates.dir,
      'smtp-renewed',
      'api.streamit.internal',
    );
    expect(renewed.certFile).toBe(expired.certFile);
    expect(await sendThrough(relay.url, 'renewed@example.com', renewed)).toEqual({
      sent: true,
      last_error: null,
    });
    await relay.waitFor('renewed@example.com', /over TLS/);
  });
});

import { readFileSync } from 'node:fs';
import { connect } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPLOY_CONF, hasNginx, startDeployNginx } from './nginx-deploy.test-support.mjs';

/**
 * ASVS V12.1.1, V12.1.2 and V4.1.2 on the shipped deploy/nginx/streamit.conf, run in nginx with a fresh
 * self-signed certificate: what TLS versions and suites it agrees to, and what plain HTTP gets.
 * In CI a missing nginx fails (.ci/run installs it); on a machine without it the suite is skipped.
 */
const describeWithNginx = hasNginx() || process.env.CI ? describe : describe.skip;
const STRONG_TLS12 = [
  'ECDHE-ECDSA-AES256-GCM-SHA384',
  'ECDHE-RSA-AES256-GCM-SHA384',
  'ECDHE-ECDSA-CHACHA20-POLY1305',
  'ECDHE-RSA-CHACHA20-POLY1305',
  'ECDHE-ECDSA-AES128-GCM-SHA256',
  'ECDHE-RSA-AES128-GCM-SHA256',
];

let nginx;

beforeAll(async () => {
  if (hasNginx() || process.env.CI) nginx = await startDeployNginx();
}, 30_000);

afterAll(() => nginx?.stop());

/** A handshake that validates the certificate; resolves with what was agreed, or the refusal. */
function handshake(options) {
  return new Promise((resolve) => {
    const socket = connect({
      host: '127.0.0.1',
      port: nginx.ports.https,
      servername: 'localhost',
      ca: nginx.cert,
      ...options,
    });
    socket.once('secureConnect', () => {
      resolve({ protocol: socket.getProtocol(), cipher: socket.getCipher().name });
      socket.end();
    });
    socket.once('error', (error) => resolve({ refused: error.code ?? error.message }));
  });
}

describeWithNginx('TLS served by deploy/nginx/streamit.conf (ASVS V12.1.1, V12.1.2)', () => {
  it('names TLS 1.2 and 1.3 as the only protocols, and serves 1.3 to a client that offers it', async () => {
    const protocols = /^\s*ssl_protocols\s+([^;]+);/m.exec(readFileSync(DEPLOY_CONF, 'utf8'))?.[1];
    expect(protocols?.split(/\s+/).sort()).toEqual(['TLSv1.2', 'TLSv1.3']);
    expect(await handshake({})).toMatchObject({ protocol: 'TLSv1.3' });
  });

  it('refuses a client that offers nothing newer than TLS 1.1', async () => {
    const outcome = await handshake({
      minVersion: 'TLSv1',
      maxVersion: 'TLSv1.1',
      ciphers: 'DEFAULT@SECLEVEL=0',
    });
    expect(outcome.refused).toBeDefined();
  });

  it.each(['AES128-SHA256', 'AES256-GCM-SHA384', 'ECDHE-RSA-AES128-SHA', 'ECDHE-RSA-AES256-SHA384'])(
    'refuses TLS 1.2 with %s, a suite without forward secrecy or without AEAD',
    async (cipher) => {
      expect(await handshake({ maxVersion: 'TLSv1.2', ciphers: cipher })).toHaveProperty('refused');
    },
  );

  it('picks its strongest TLS 1.2 suite over the client’s first choice', async () => {
    const offered = 'ECDHE-RSA-AES128-GCM-SHA256:ECDHE-RSA-AES256-GCM-SHA384';
    const outcome = await handshake({ maxVersion: 'TLSv1.2', ciphers: offered });
    expect(outcome).toEqual({ protocol: 'TLSv1.2', cipher: 'ECDHE-RSA-AES256-GCM-SHA384' });
    expect(STRONG_TLS12).toContain(outcome.cipher);
  });
});

describeWithNginx('plain HTTP on deploy/nginx/streamit.conf (ASVS V4.1.2)', () => {
  it('refuses an API call over plain HTTP with 403 and the error body, never redirecting it', async () => {
    const answer = await fetch(`http://127.0.0.1:${nginx.ports.http}/api/v1/auth/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(answer.status).toBe(403);
    expect(answer.headers.get('location')).toBeNull();
    expect(await answer.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
  });

  it('moves a page a person opens over plain HTTP to HTTPS with 301', async () => {
    const answer = await fetch(`http://127.0.0.1:${nginx.ports.http}/watch/abc?t=1`, { redirect: 'manual' });
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe('https://127.0.0.1/watch/abc?t=1');
  });
});

describeWithNginx('access log of deploy/nginx/streamit.conf (ASVS V14.2.4)', () => {
  it('names each request by its path, without the query that may carry a sign-in code or a link token', async () => {
    const answer = await fetch(
      `http://127.0.0.1:${nginx.ports.http}/auth/callback?code=exchange-0ne-time&state=state-v4lue`,
      { redirect: 'manual' },
    );
    expect(answer.status).toBe(301);
    // nginx writes the line once the answer has gone out.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const log = nginx.readAccessLog();
    expect(log).toContain('"GET /auth/callback HTTP/1.1" 301');
    expect(log).not.toContain('exchange-0ne-time');
    expect(log).not.toContain('state-v4lue');
  });
});

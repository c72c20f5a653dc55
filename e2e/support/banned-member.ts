import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import pg from 'pg';
import { waitForEmailMatch } from './mailbox.js';
import type { MemberSession } from './sessions.js';

const PASSWORD = 'banned member passphrase';

/** The test server's database URL, published by the running server in DATA_DIR/runtime.json. */
function testDatabaseUrl(): string {
  const file = path.join(process.env.E2E_DATA_DIR ?? '', 'runtime.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { databaseUrl: string }).databaseUrl;
}

async function solveCaptcha(request: APIRequestContext): Promise<string> {
  const challenge = (await (await request.get('/api/v1/auth/captcha/challenge')).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * A member whose creator status is BANNED: registered and verified through the real API. No endpoint
 * bans creators yet, so the status is set the way staff tooling will, in the server's own database.
 */
export async function signInBannedMember(request: APIRequestContext): Promise<MemberSession> {
  const email = `banned.${randomBytes(4).toString('hex')}@streamit.test`;
  const registered = await request.post('/api/v1/auth/register', {
    data: {
      email,
      password: PASSWORD,
      firstName: 'Noor',
      lastName: 'Haddad',
      captchaToken: await solveCaptcha(request),
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const token = await waitForEmailMatch(email, /Verification code: (\d+)/);
  expect((await request.post('/api/v1/auth/verify/email', { data: { email, token } })).status()).toBe(200);
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    await client.query("UPDATE users SET creator_status = 'BANNED' WHERE email = $1", [email]);
  } finally {
    await client.end();
  }
  const login = await request.post('/api/v1/auth/login', { data: { email, password: PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  return (await login.json()) as MemberSession;
}

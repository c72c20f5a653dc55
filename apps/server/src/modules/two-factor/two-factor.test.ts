import { generate } from 'otplib';
import { releaseMemberTotpStep, totpCode, unusedTotpCode } from '../../../test/totp.test-support.js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  GOOD_PASSWORD,
  login,
  loginToken,
  nextIp,
  registerVerified,
  useMemberSuite,
} from '../../../test/member-auth.test-support.js';
import { codeIn } from '../../../test/smtp-sink.js';
import { hashToken } from '../../lib/security/tokens.js';
import { cleanUpMemberAuth } from '../auth-cleanup/auth-cleanup.jobs.js';

const suite = useMemberSuite();
let token: string;
let secret: string;
let recoveryCodes: string[];

beforeAll(async () => {
  await registerVerified(suite.context.app, suite.sink, { email: 'totp@example.com' });
  token = await loginToken(suite.context.app, 'totp@example.com');
});

const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { error: { code: string; message: string } }).error;
const call = (url: string, payload?: object, auth = token) =>
  suite.context.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: bearer(auth),
    remoteAddress: nextIp(),
    ...(payload ? { payload } : {}),
  });

async function passwordChallenge(): Promise<string> {
  const response = await login(suite.context.app, 'totp@example.com');
  const body = response.json<{
    twoFactorRequired?: boolean;
    challengeToken?: string;
    accessToken?: string;
  }>();
  expect(body.twoFactorRequired).toBe(true);
  expect(body.accessToken).toBeUndefined();
  return body.challengeToken ?? '';
}

describe('two-factor authentication', () => {
  it('refuses to confirm before setup starts', async () => {
    expect(errorOf(await call('/auth/security/2fa/verify', { code: '123456' })).code).toBe(
      'TWO_FACTOR_SETUP_NOT_STARTED',
    );
  });

  it('enable answers a secret, an otpauth URI and a QR data URL; 2FA stays off until confirmed', async () => {
    const response = await call('/auth/security/2fa/enable');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ secret: string; otpauthUrl: string; qrCodeDataUrl: string }>();
    secret = body.secret;
    expect(body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/StreamIt:totp%40example\.com\?.*secret=/);
    expect(body.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    expect((await login(suite.context.app, 'totp@example.com')).json()).toHaveProperty('accessToken');
  });

  it('keeps the secret encrypted at rest, never as the base32 text', async () => {
    const stored = await suite.context.database.pool.query<{ secret: string }>(
      "SELECT t.secret FROM member_two_factor t JOIN users u ON u.id = t.user_id WHERE u.email = 'totp@example.com'",
    );
    const value = stored.rows[0]?.secret ?? '';
    expect(value).toMatch(/^v1\./);
    expect(value).not.toContain(secret);
  });

  it('verify refuses a wrong code, then switches 2FA on and returns ten recovery codes once', async () => {
    expect(
      errorOf(
        await call('/auth/security/2fa/verify', {
          code: '000000' === (await totpCode(secret)) ? '111111' : '000000',
        }),
      ),
    ).toEqual({
      code: 'TWO_FACTOR_CODE_INVALID',
      message: 'Invalid authentication code',
    });
    const response = await call('/auth/security/2fa/verify', { code: await totpCode(secret) });
    expect(response.statusCode).toBe(200);
    recoveryCodes = response.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(errorOf(await call('/auth/security/2fa/enable')).code).toBe('TWO_FACTOR_ALREADY_ENABLED');
    await suite.sink.waitFor('totp@example.com', /security alert/);
  });

  it('password login now answers a challenge; the same TOTP code works once', async () => {
    // As if the verification had been in an earlier step: the server never takes a step twice.
    await releaseMemberTotpStep(suite.context.deps.db, 'totp@example.com', secret);
    const code = await unusedTotpCode(secret);
    const first = await call('/auth/login/2fa', { challengeToken: await passwordChallenge(), code });
    expect(first.statusCode).toBe(200);
    expect(first.json<{ accessToken: string }>().accessToken).toMatch(/^stm_/);
    const replay = await call('/auth/login/2fa', { challengeToken: await passwordChallenge(), code });
    expect(replay.statusCode).toBe(400);
    expect(errorOf(replay).code).toBe('TWO_FACTOR_CODE_INVALID');
  }, 60_000);

  it('refuses the codes of the steps either side of the current one: a TOTP code lives 30 s', async () => {
    await totpCode(secret); // waits while fewer than 5 s of this step are left, so "now" stays this step
    const now = Math.floor(Date.now() / 1000);
    for (const offset of [-30, 30]) {
      const code = await generate({ secret, epoch: now + offset });
      const response = await call('/auth/login/2fa', { challengeToken: await passwordChallenge(), code });
      expect(errorOf(response).code).toBe('TWO_FACTOR_CODE_INVALID');
    }
  });

  it('a recovery code signs in once; a used challenge or a bogus one is refused', async () => {
    const challengeToken = await passwordChallenge();
    const recovery = recoveryCodes[0] ?? '';
    const first = await call('/auth/login/2fa', { challengeToken, code: recovery.toUpperCase() });
    expect(first.statusCode).toBe(200);
    expect(
      errorOf(await call('/auth/login/2fa', { challengeToken, code: recoveryCodes[1] ?? '' })).code,
    ).toBe('LOGIN_CHALLENGE_INVALID');
    const again = await call('/auth/login/2fa', {
      challengeToken: await passwordChallenge(),
      code: recovery,
    });
    expect(errorOf(again).code).toBe('TWO_FACTOR_CODE_INVALID');
    expect(errorOf(await call('/auth/login/2fa', { challengeToken: 'stc_bogus', code: '123456' })).code).toBe(
      'LOGIN_CHALLENGE_INVALID',
    );
  });

  it('stores recovery codes only as salted Argon2id hashes, never as a plain SHA-256', async () => {
    const { rows } = await suite.context.database.pool.query<{ code_hash: string }>(
      "SELECT code_hash FROM member_recovery_codes r JOIN users u ON u.id = r.user_id WHERE u.email = 'totp@example.com'",
    );
    expect(rows).toHaveLength(10);
    const salts = new Set<string>();
    for (const { code_hash: stored } of rows) {
      expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      salts.add(stored.split('$')[4] ?? '');
    }
    expect(salts.size).toBe(10);
    const plain = recoveryCodes.map((code) => hashToken(code.replace('-', '')));
    expect(rows.filter((row) => plain.includes(row.code_hash))).toEqual([]);
  });

  it('a code stored as plain SHA-256 before Argon2id still signs in once, and the clean-up job re-hashes the rest', async () => {
    const legacy = ['legcy-codea', 'legcy-codeb'];
    await suite.context.database.pool.query(
      `INSERT INTO member_recovery_codes (user_id, code_hash)
       SELECT id, unnest($1::text[]) FROM users WHERE email = 'totp@example.com'`,
      [legacy.map((code) => hashToken(code.replace('-', '')))],
    );
    const signIn = (code: string) =>
      passwordChallenge().then((challengeToken) => call('/auth/login/2fa', { challengeToken, code }));
    expect((await signIn(legacy[0] ?? '')).statusCode).toBe(200);
    expect(errorOf(await signIn(legacy[0] ?? '')).code).toBe('TWO_FACTOR_CODE_INVALID');
    await cleanUpMemberAuth(suite.context.deps);
    const { rows } = await suite.context.database.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM member_recovery_codes WHERE used_at IS NULL AND code_hash NOT LIKE '$argon2id$%'",
    );
    expect(rows[0]).toEqual({ n: 0 });
    expect((await signIn(legacy[1] ?? '')).statusCode).toBe(200);
  });

  it('a password reset does not bypass 2FA', async () => {
    await suite.context.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password/totp@example.com',
      remoteAddress: nextIp(),
    });
    const code = codeIn(await suite.sink.waitFor('totp@example.com', /reset your password/));
    const newPassword = 'granite-orchid-river-31';
    const reset = await suite.context.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { email: 'totp@example.com', code, password: newPassword },
    });
    expect(reset.statusCode).toBe(200);
    const afterReset = await login(suite.context.app, 'totp@example.com', newPassword);
    expect(afterReset.json()).toMatchObject({ twoFactorRequired: true });
    expect((await login(suite.context.app, 'totp@example.com', GOOD_PASSWORD)).statusCode).toBe(401);
  });

  it('disable needs a valid code, then password login is single-step again', async () => {
    const fresh = await call('/auth/login/2fa', {
      challengeToken: await loginChallenge('granite-orchid-river-31'),
      code: recoveryCodes[2] ?? '',
    });
    token = fresh.json<{ accessToken: string }>().accessToken;
    expect(errorOf(await call('/auth/security/2fa/disable', { code: '12345' })).code).toBe(
      'TWO_FACTOR_CODE_INVALID',
    );
    const disabled = await call('/auth/security/2fa/disable', { code: recoveryCodes[3] ?? '' });
    expect(disabled.json()).toEqual({ enabled: false });
    expect(errorOf(await call('/auth/security/2fa/disable', { code: recoveryCodes[4] ?? '' })).code).toBe(
      'TWO_FACTOR_NOT_ENABLED',
    );
    expect(
      (await login(suite.context.app, 'totp@example.com', 'granite-orchid-river-31')).json(),
    ).toHaveProperty('accessToken');
  });
});

async function loginChallenge(password: string): Promise<string> {
  return (await login(suite.context.app, 'totp@example.com', password)).json<{ challengeToken: string }>()
    .challengeToken;
}

import { eq, sql } from 'drizzle-orm';
import { releaseMemberTotpStep, totpCode, unusedTotpCode } from '../../../test/totp.test-support.js';
import { verifyMessage } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, memberAuthEnv, signedInMember } from '../../../test/member-auth.test-support.js';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { adminAuditLog } from '../audit/audit.schema.js';
import { users } from '../members/members.schema.js';
import { walletStepUps, wallets } from './wallets.schema.js';
import {
  ANVIL_ADDRESS_0,
  ANVIL_KEY_0,
  ANVIL_KEY_1,
  ANVIL_MNEMONIC,
  errorCodeOf,
  walletCall,
} from '../../../test/wallet-custody.test-support.js';
import { GOOD_PASSWORD } from '../../../test/member-auth.test-support.js';

const lines: string[] = [];
let context: TestContext;
let sink: SmtpSink;
let token: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  context = await createTestContext(memberAuthEnv(sink), undefined, { write: (line) => lines.push(line) });
  token = await signedInMember(context.app, sink, 'keys@example.com');
  const imported = await walletCall(context.app, token, 'POST', '/wallet/import', {
    mnemonic: ANVIL_MNEMONIC,
  });
  expect(imported.statusCode).toBe(201);
}, 60_000);
afterAll(async () => {
  await context.close();
  await sink.close();
});

const reauth = (auth: string, payload: object = { password: GOOD_PASSWORD }) =>
  walletCall(context.app, auth, 'POST', '/wallet/reauth', payload);

describe('step-up re-authentication', () => {
  it('refuses reveals and signatures without a step-up', async () => {
    for (const url of ['/wallet/private-key', '/wallet/mnemonic']) {
      const response = await walletCall(context.app, token, 'POST', url);
      expect(response.statusCode).toBe(403);
      expect(errorCodeOf(response)).toBe('STEP_UP_REQUIRED');
    }
    const sign = await walletCall(context.app, token, 'POST', '/wallet/sign-message', { message: 'hi' });
    expect(errorCodeOf(sign)).toBe('STEP_UP_REQUIRED');
  });

  it('refuses a wrong password, then grants this session five minutes', async () => {
    const wrong = await reauth(token, { password: 'not-the-password-1' });
    expect(wrong.statusCode).toBe(400);
    expect(errorCodeOf(wrong)).toBe('STEP_UP_INVALID');
    const right = await reauth(token);
    expect(right.statusCode).toBe(200);
    const until = Date.parse(right.json<{ stepUpExpiresAt: string }>().stepUpExpiresAt) - Date.now();
    expect(until).toBeGreaterThan(4.9 * 60_000);
    expect(until).toBeLessThanOrEqual(5 * 60_000);
    const info = await walletCall(context.app, token, 'GET', '/wallet/info');
    expect(info.json<{ stepUpExpiresAt: string | null }>().stepUpExpiresAt).not.toBeNull();
  });

  it('is bound to the session: another session of the same member is refused', async () => {
    const other = await loginToken(context.app, 'keys@example.com');
    const response = await walletCall(context.app, other, 'POST', '/wallet/private-key');
    expect(errorCodeOf(response)).toBe('STEP_UP_REQUIRED');
  });

  it('expires: a step-up older than its window is refused', async () => {
    const member = await signedInMember(context.app, sink, 'expired@example.com');
    await walletCall(context.app, member, 'POST', '/wallet/create');
    expect((await reauth(member)).statusCode).toBe(200);
    const [row] = await context.deps.db.select().from(users).where(eq(users.email, 'expired@example.com'));
    await context.deps.db
      .update(walletStepUps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(walletStepUps.userId, row?.id ?? ''));
    const response = await walletCall(context.app, member, 'POST', '/wallet/private-key');
    expect(errorCodeOf(response)).toBe('STEP_UP_REQUIRED');
  });

  it('asks for the TOTP code when two-factor is on', async () => {
    const member = await signedInMember(context.app, sink, 'totp-wallet@example.com');
    const setup = await walletCall(context.app, member, 'POST', '/auth/security/2fa/enable');
    const secret = setup.json<{ secret: string }>().secret;
    const enabled = await walletCall(context.app, member, 'POST', '/auth/security/2fa/verify', {
      code: await totpCode(secret),
    });
    expect(enabled.statusCode).toBe(200);
    expect(errorCodeOf(await reauth(member))).toBe('TWO_FACTOR_CODE_INVALID');
    expect(errorCodeOf(await reauth(member, { password: GOOD_PASSWORD, code: '000000' }))).toBe(
      'TWO_FACTOR_CODE_INVALID',
    );
    // As if the verification had been in an earlier step: the server never takes a step twice.
    await releaseMemberTotpStep(context.deps.db, 'totp-wallet@example.com', secret);
    const withCode = await reauth(member, { password: GOOD_PASSWORD, code: await unusedTotpCode(secret) });
    expect(withCode.statusCode).toBe(200);
  }, 60_000);

  it('55 parallel wrong passwords: the account budget (50) answers 400, the rest 429, and no grant is made', async () => {
    const member = await signedInMember(context.app, sink, 'guessing@example.com');
    const responses = await Promise.all(
      Array.from({ length: 55 }, () => reauth(member, { password: 'wrong-guess-000' })),
    );
    const codes = responses.map((response) => errorCodeOf(response));
    expect(codes.filter((code) => code === 'STEP_UP_INVALID')).toHaveLength(50);
    expect(codes.filter((code) => code === 'RATE_LIMITED')).toHaveLength(5);
    const rightButLocked = await reauth(member);
    expect(rightButLocked.statusCode).toBe(429);
    expect(errorCodeOf(await walletCall(context.app, member, 'POST', '/wallet/private-key'))).toBe(
      'STEP_UP_REQUIRED',
    );
  }, 60_000);

  it('asks a member without a password to set one first', async () => {
    const member = await signedInMember(context.app, sink, 'oauth-only@example.com');
    await context.deps.db
      .update(users)
      .set({ passwordHash: null })
      .where(eq(users.email, 'oauth-only@example.com'));
    const response = await reauth(member, { password: 'anything-at-all' });
    expect(response.statusCode).toBe(409);
    expect(errorCodeOf(response)).toBe('PASSWORD_NOT_SET');
  });
});

describe('reveal and sign', () => {
  it('reveals the key and phrase with no-store, signs EIP-191, audits without the secret and emails each use', async () => {
    expect((await reauth(token)).statusCode).toBe(200);
    const key = await walletCall(context.app, token, 'POST', '/wallet/private-key');
    expect(key.statusCode).toBe(200);
    expect(key.headers['cache-control']).toContain('no-store');
    expect(key.json()).toEqual({ address: ANVIL_ADDRESS_0, privateKey: ANVIL_KEY_0 });
    const phrase = await walletCall(context.app, token, 'POST', '/wallet/mnemonic');
    expect(phrase.json()).toEqual({ address: ANVIL_ADDRESS_0, mnemonic: ANVIL_MNEMONIC });
    const signed = await walletCall(context.app, token, 'POST', '/wallet/sign-message', {
      message: 'gm StreamIt',
    });
    const body = signed.json<{ signature: `0x${string}`; address: `0x${string}` }>();
    expect(
      await verifyMessage({ address: ANVIL_ADDRESS_0, message: 'gm StreamIt', signature: body.signature }),
    ).toBe(true);
    const audit = await context.deps.db
      .select()
      .from(adminAuditLog)
      .where(
        sql`${adminAuditLog.action} like 'wallet.%' and ${adminAuditLog.details}->>'address' = ${ANVIL_ADDRESS_0}`,
      );
    expect(audit.map((row) => row.action).sort()).toEqual([
      'wallet.message_signed',
      'wallet.mnemonic_revealed',
      'wallet.private_key_revealed',
    ]);
    expect(JSON.stringify(audit)).not.toContain(ANVIL_KEY_0.slice(2));
    await expect
      .poll(() => sink.all('keys@example.com', /security alert/).map((email) => email.text ?? ''), {
        timeout: 10_000,
      })
      .toEqual(
        expect.arrayContaining([
          expect.stringContaining('private key was revealed'),
          expect.stringContaining('recovery phrase was revealed'),
          expect.stringContaining('signed a message'),
        ]) as unknown,
      );
  });

  it('keeps revealed secrets out of the idempotency store', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/private-key',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'reveal-key-0001' },
    });
    expect(response.statusCode).toBe(200);
    const stored = await context.deps.db.execute(
      sql`select count(*)::int as n from idempotency_keys where response_body like ${`%${ANVIL_KEY_0.slice(2)}%`}`,
    );
    expect(stored.rows[0]).toEqual({ n: 0 });
  });

  it('says a key imported bare has no recovery phrase', async () => {
    const member = await signedInMember(context.app, sink, 'bare@example.com');
    await walletCall(context.app, member, 'POST', '/wallet/import/private', { privateKey: ANVIL_KEY_1 });
    await reauth(member);
    const response = await walletCall(context.app, member, 'POST', '/wallet/mnemonic');
    expect(response.statusCode).toBe(409);
    expect(errorCodeOf(response)).toBe('WALLET_NO_MNEMONIC');
  });

  it('50 parallel reveals within one step-up: exactly the hourly budget (10) succeed, the rest are 429', async () => {
    const member = await signedInMember(context.app, sink, 'budget@example.com');
    await walletCall(context.app, member, 'POST', '/wallet/create');
    await reauth(member);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => walletCall(context.app, member, 'POST', '/wallet/private-key')),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40);
  });

  it("refuses a key record copied onto another member's wallet row", async () => {
    const member = await signedInMember(context.app, sink, 'thief@example.com');
    const created = await walletCall(context.app, member, 'POST', '/wallet/create');
    const thiefWalletId = created.json<{ wallet: { id: string } }>().wallet.id;
    const [victim] = await context.deps.db.select().from(wallets).where(eq(wallets.address, ANVIL_ADDRESS_0));
    await context.deps.db
      .update(wallets)
      .set({
        keyId: victim?.keyId,
        wrappedDataKey: victim?.wrappedDataKey,
        encryptedPrivateKey: victim?.encryptedPrivateKey,
        encryptedMnemonic: victim?.encryptedMnemonic,
      })
      .where(eq(wallets.id, thiefWalletId));
    await reauth(member);
    const response = await walletCall(context.app, member, 'POST', '/wallet/private-key');
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain(ANVIL_KEY_0.slice(2));
  });
});

describe('secrets never reach the logs', () => {
  it('the redaction paths cover the wallet routes request bodies', () => {
    const planted = { password: GOOD_PASSWORD, privateKey: ANVIL_KEY_1, mnemonic: ANVIL_MNEMONIC };
    context.app.log.info({ req: { body: planted } }, 'body at depth two');
    context.app.log.info({ body: planted }, 'body at depth one');
    const logged = lines.filter((line) => line.includes('body at depth'));
    expect(logged).toHaveLength(2);
    for (const line of logged) expect(line).not.toMatch(/abab|junk|violet-harbour|59c6995e/i);
  });

  it('no log line holds the planted key or phrase in any encoding, after every wallet route ran', async () => {
    const member = await signedInMember(context.app, sink, 'every-route@example.com');
    await walletCall(context.app, member, 'POST', '/wallet/import', { mnemonic: 'not a phrase at all' });
    await walletCall(context.app, member, 'POST', '/wallet/import/private', { privateKey: ANVIL_KEY_0 });
    await walletCall(context.app, member, 'POST', '/wallet/reauth', { password: GOOD_PASSWORD });
    for (const url of ['/wallet/private-key', '/wallet/mnemonic'])
      await walletCall(context.app, member, 'POST', url);
    await walletCall(context.app, member, 'GET', '/wallet/info');
    await walletCall(context.app, member, 'POST', '/wallet/sign-message', { message: 'logs' });
    const keyBytes = Buffer.from(ANVIL_KEY_0.slice(2), 'hex');
    const forms = [
      ANVIL_KEY_0.slice(2),
      keyBytes.toString('base64'),
      keyBytes.toString('base64url'),
      ANVIL_KEY_1.slice(2),
      Buffer.from(ANVIL_KEY_1.slice(2), 'hex').toString('base64'),
      ANVIL_MNEMONIC,
      Buffer.from(ANVIL_MNEMONIC).toString('base64'),
      Buffer.from(ANVIL_MNEMONIC).toString('hex'),
      'test junk',
      GOOD_PASSWORD,
    ].map((form) => form.toLowerCase());
    expect(lines.filter((line) => line.includes('/wallet/private-key')).length).toBeGreaterThan(5);
    for (const line of lines) {
      const lower = line.toLowerCase();
      for (const form of forms) expect(lower.includes(form), `${form} in ${line}`).toBe(false);
    }
  });
});

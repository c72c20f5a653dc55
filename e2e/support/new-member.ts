import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { waitForEmailMatch } from './mailbox.js';
import type { MemberSession } from './sessions.js';

/** Sign-in details of a member a test registered for itself. */
export interface NewMember {
  email: string;
  password: string;
}

/** Solves the server's ALTCHA challenge as the forms do, for calls made through the API. */
export async function solveCaptcha(request: APIRequestContext): Promise<string> {
  const challenge = (await (await request.get('/api/v1/auth/captcha/challenge')).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Registers a fresh member through the real API (captcha included) and verifies it by the emailed code. */
export async function registerVerifiedMember(
  request: APIRequestContext,
  prefix: string,
  names: { firstName: string; lastName: string },
): Promise<NewMember> {
  const email = `${prefix}.${randomBytes(4).toString('hex')}@streamit.test`;
  const password = `${prefix} member passphrase`;
  const registered = await request.post('/api/v1/auth/register', {
    data: { email, password, ...names, captchaToken: await solveCaptcha(request) },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const token = await waitForEmailMatch(email, /(?:Verification code|رمز التحقق): (\d+)/);
  expect((await request.post('/api/v1/auth/verify/email', { data: { email, token } })).status()).toBe(200);
  return { email, password };
}

/** Password sign-in through POST /auth/login. */
export async function logInMember(request: APIRequestContext, member: NewMember): Promise<MemberSession> {
  const login = await request.post('/api/v1/auth/login', { data: member });
  expect(login.status(), await login.text()).toBe(200);
  return (await login.json()) as MemberSession;
}

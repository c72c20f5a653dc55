import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_MEMBER_PASSWORD, totpCode } from './accounts.js';
import { adminOrigin, REPO_ROOT } from './environment.js';
import { storeLanguage } from './language.js';

const run = promisify(execFile);

/** The demo members the server seeds (BASIC member, creator, VIP); see the start banner. */
export const DEMO_MEMBERS = {
  member: 'member@streamit.local',
  creator: 'creator@streamit.local',
  vip: 'vip@streamit.local',
} as const;
export type MemberPersona = keyof typeof DEMO_MEMBERS;

export type AdminRole = 'SUPER_ADMIN' | 'ADMIN' | 'MODERATOR' | 'CONTENT_MODERATOR' | 'ANALYST';

/** What POST /auth/login answers for a password sign-in (contract MemberLoginResponse). */
export interface MemberSession {
  accessToken: string;
  user: {
    id: string;
    email: string | null;
    displayName: string | null;
    firstName: string | null;
    tier: string;
  };
  wallet: unknown;
}

/** What the admin sign-in answers once the authenticator is confirmed (contract AdminLoginResponse). */
export interface AdminSession {
  access_token: string;
  admin: { email: string; name: string; role: AdminRole };
}

/** Signs a demo member in through POST /api/v1/auth/login. */
export async function signInMember(
  request: APIRequestContext,
  persona: MemberPersona,
): Promise<MemberSession> {
  const response = await request.post('/api/v1/auth/login', {
    data: { email: DEMO_MEMBERS[persona], password: DEMO_MEMBER_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as MemberSession;
}

/** Creates an admin of `role` with the product's own command (npm run admin:create) in the test server's data. */
export async function createAdmin(role: AdminRole): Promise<{ email: string; password: string }> {
  const email = `shell.${role.toLowerCase().replace(/_/g, '-')}.${randomBytes(4).toString('hex')}@streamit.test`;
  const password = `shell ${randomBytes(12).toString('hex')}`;
  await run(
    process.execPath,
    [
      path.join(REPO_ROOT, 'apps/server/dist/cli/create-admin.js'),
      '--email',
      email,
      '--name',
      `Shell ${role}`,
      '--role',
      role,
    ],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATA_DIR: process.env.E2E_DATA_DIR,
        ADMIN_PASSWORD: password,
      },
    },
  );
  return { email, password };
}

/** A new admin of `role`, signed in through POST /auth/admin/login and the authenticator enrollment step. */
export async function signInNewAdmin(request: APIRequestContext, role: AdminRole): Promise<AdminSession> {
  const { email, password } = await createAdmin(role);
  const login = await request.post('/api/v1/auth/admin/login', { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  const step = (await login.json()) as { enrollmentToken: string; secret: string };
  const enroll = await request.post('/api/v1/auth/admin/totp/enroll', {
    data: { enrollmentToken: step.enrollmentToken, totpCode: await totpCode(step.secret) },
  });
  expect(enroll.status(), await enroll.text()).toBe(200);
  return (await enroll.json()) as AdminSession;
}

// A staff session is only ever stored on the admin origin, a member session on the member site (decision 091).
async function openSessionOrigin(page: Page, session: MemberSession | AdminSession): Promise<void> {
  const current = page.url() === 'about:blank' ? null : new URL(page.url()).origin;
  if ('accessToken' in session) {
    if (current === null || current === adminOrigin()) await page.goto('/about');
  } else if (current !== adminOrigin()) {
    // Storage is per origin: a language a spec chose on the member site is chosen again on the admin origin.
    const language = current ? await page.evaluate(() => localStorage.getItem('streamit.language')) : null;
    await page.goto(`${adminOrigin()}/admin/login`);
    if (language) await storeLanguage(page, language);
  }
}

/**
 * Hands a session the real API opened to the browser the way the login screens do: the token and user under
 * the app's storage keys (contract STORAGE_KEYS) of the realm's own origin, then the login event.
 */
export async function useSession(page: Page, session: MemberSession | AdminSession): Promise<void> {
  await openSessionOrigin(page, session);
  await page.evaluate((data) => {
    if ('accessToken' in data) {
      localStorage.setItem('streamit.token', data.accessToken);
      localStorage.setItem('streamit.user', JSON.stringify(data.user));
      localStorage.setItem('streamit.wallet', JSON.stringify(data.wallet));
      window.dispatchEvent(new CustomEvent('streamit:login'));
    } else {
      localStorage.setItem('streamit.adminToken', data.access_token);
      localStorage.setItem('streamit.adminUser', JSON.stringify(data.admin));
      window.dispatchEvent(new CustomEvent('streamit:admin-login'));
    }
  }, session);
}

/** A new admin of the role signs in through the staff sign-in screen, enrolling the authenticator. */
export async function signInAdminThroughUi(page: Page, role: AdminRole): Promise<void> {
  const { email, password } = await createAdmin(role);
  // On the member site, as a guest would start; the server moves the page to the admin origin.
  await page.goto('/admin/login');
  const form = page.getByRole('form', { name: 'Staff sign-in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Log in to admin' }).click();
  const enroll = page.getByRole('form', { name: 'Set up your authenticator' });
  const secret = (await enroll.getByTestId('admin-totp-secret').textContent()) ?? '';
  await enroll.getByLabel('Authenticator code').fill(await totpCode(secret));
  await enroll.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

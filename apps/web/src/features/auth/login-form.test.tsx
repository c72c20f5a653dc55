import { STORAGE_KEYS } from '@streamit/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readJsonBody, respondError, respondJson, writeRequests } from '../../test/fake-fetch';
import { makeLoginResponse, serveAuthRoutes, openAuthPage } from './auth-test-support';

async function openLogin() {
  openAuthPage('/auth/login');
  return screen.findByRole('form', { name: 'Log in' });
}

describe('login form', { timeout: 15_000 }, () => {
  it('checks both fields inline and sends nothing while they are wrong', async () => {
    const network = serveAuthRoutes();
    const form = await openLogin();
    await userEvent.type(within(form).getByLabelText('Email'), 'not-an-email');
    await userEvent.click(within(form).getByRole('button', { name: 'Log in' }));

    const email = within(form).getByLabelText('Email');
    await within(form).findByText('Enter a valid email address, like name@example.com.');
    expect(within(form).getByText('Enter your password.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'valid email',
    );
    expect(writeRequests(network)).toEqual([]);
  });

  it('masks the password and leaves it to paste and password managers', async () => {
    serveAuthRoutes();
    const form = await openLogin();
    const password = within(form).getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    expect(within(form).getByLabelText('Email').getAttribute('autocomplete')).toBe('email');
    password.focus();
    await userEvent.paste('pasted passphrase 42');
    expect(password).toHaveProperty('value', 'pasted passphrase 42');
  });

  it("shows the server's message for wrong credentials and keeps the email", async () => {
    serveAuthRoutes({
      '/api/v1/auth/login': respondError(401, 'INVALID_CREDENTIALS', 'Invalid email or password'),
    });
    const form = await openLogin();
    await userEvent.type(within(form).getByLabelText('Email'), 'lina@example.com');
    await userEvent.type(within(form).getByLabelText('Password'), 'wrong password');
    await userEvent.click(within(form).getByRole('button', { name: 'Log in' }));

    expect((await within(form).findByRole('alert')).textContent).toBe('Invalid email or password');
    expect(within(form).getByLabelText('Email')).toHaveProperty('value', 'lina@example.com');
  });

  it('offers email verification when the account is not verified yet', async () => {
    serveAuthRoutes({
      '/api/v1/auth/login': respondError(
        403,
        'EMAIL_NOT_VERIFIED',
        'Please verify your email address before logging in.',
      ),
    });
    const form = await openLogin();
    await userEvent.type(within(form).getByLabelText('Email'), 'lina@example.com');
    await userEvent.type(within(form).getByLabelText('Password'), 'correct horse battery');
    await userEvent.click(within(form).getByRole('button', { name: 'Log in' }));

    const link = await within(form).findByRole('link', { name: 'Verify your email now' });
    expect(link.getAttribute('href')).toBe('/auth/verify-email?email=lina%40example.com');
  });

  it('asks for the second factor, then stores the session and opens the dashboard', async () => {
    const network = serveAuthRoutes({
      '/api/v1/auth/login': respondJson(200, {
        twoFactorRequired: true,
        challengeToken: 'challenge-123',
        expiresAt: '2030-01-01T00:00:00.000Z',
      }),
      '/api/v1/auth/login/2fa': respondJson(200, makeLoginResponse()),
    });
    const form = await openLogin();
    await userEvent.type(within(form).getByLabelText('Email'), 'lina@example.com');
    await userEvent.type(within(form).getByLabelText('Password'), 'correct horse battery');
    await userEvent.click(within(form).getByRole('button', { name: 'Log in' }));

    const code = await screen.findByLabelText('Authentication code');
    expect(document.activeElement).toBe(code);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));

    expect(await screen.findByTestId('dashboard-tier')).toHaveProperty('textContent', 'BASIC');
    expect(window.localStorage.getItem(STORAGE_KEYS.memberToken)).toBe('stm_fresh-session');
    const second = network.requests.find((request) => request.url.endsWith('/auth/login/2fa'));
    expect(readJsonBody(second)).toEqual({ challengeToken: 'challenge-123', code: '123456' });
  });

  it('says when Google and X are not configured', async () => {
    serveAuthRoutes();
    await openLogin();
    const google = await screen.findByRole('button', { name: 'Continue with Google' });
    expect(google).toHaveProperty('disabled', true);
    expect(document.getElementById(google.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Sign-in with this provider is not configured.',
    );
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readJsonBody, respondError, respondJson } from '../../test/fake-fetch';
import { serveAuthRoutes, openAuthPage } from './auth-test-support';

describe('email verification', { timeout: 15_000 }, () => {
  it('verifies with the emailed code and offers to log in', async () => {
    const network = serveAuthRoutes({
      '/api/v1/auth/verify/email': respondJson(200, { message: 'Email verified. You can log in now.' }),
    });
    openAuthPage('/auth/verify-email?email=lina%40example.com');
    const form = await screen.findByRole('form', { name: 'Verify your email' });
    await userEvent.type(within(form).getByLabelText('Verification code'), '482913');
    await userEvent.click(within(form).getByRole('button', { name: 'Verify email' }));

    // The page says it in the reader's language, not the server's English message.
    await screen.findByText('Your email address is confirmed. You can now log in.');
    expect(document.activeElement?.textContent).toBe('Email verified');
    const sent = network.requests.find((request) => request.url.endsWith('/auth/verify/email'));
    expect(readJsonBody(sent)).toEqual({ email: 'lina@example.com', token: '482913' });
  });

  it("shows the spec's message for a wrong code, and resend answers for the typed address", async () => {
    const network = serveAuthRoutes({
      '/api/v1/auth/verify/email': respondError(
        400,
        'INVALID_VERIFICATION_CODE',
        'Invalid or expired verification code',
      ),
      '/api/v1/auth/resend/email/lina%40example.com': respondError(
        409,
        'EMAIL_ALREADY_VERIFIED',
        'Email already verified',
      ),
    });
    openAuthPage('/auth/verify-email?email=lina%40example.com');
    const form = await screen.findByRole('form', { name: 'Verify your email' });
    await userEvent.type(within(form).getByLabelText('Verification code'), '000000');
    await userEvent.click(within(form).getByRole('button', { name: 'Verify email' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Invalid or expired verification code');

    await userEvent.click(within(form).getByRole('button', { name: 'Send a new code' }));
    await within(form).findByText('Email already verified');
    expect(
      network.requests.some(
        (request) =>
          request.method === 'POST' && request.url.endsWith('/auth/resend/email/lina%40example.com'),
      ),
    ).toBe(true);
  });
});

describe('forgot and reset password', { timeout: 15_000 }, () => {
  it('asks for a reset code, then sets the new password with it', async () => {
    const network = serveAuthRoutes({
      '/api/v1/auth/forgot-password/lina%40example.com': respondJson(200, {
        message: 'If an account exists for this email, a reset code has been sent.',
      }),
      '/api/v1/auth/reset-password': respondJson(200, {
        message: 'Your password has been reset. Please log in.',
      }),
    });
    openAuthPage('/auth/forgot-password');
    const forgot = await screen.findByRole('form', { name: 'Forgot password' });
    await userEvent.type(within(forgot).getByLabelText('Email'), 'lina@example.com');
    await userEvent.click(within(forgot).getByRole('button', { name: 'Send reset code' }));
    await screen.findByText('If an account exists for this email, we have sent a password reset code to it.');
    await userEvent.click(screen.getByRole('link', { name: 'Enter the reset code' }));

    const reset = await screen.findByRole('form', { name: 'Reset password' });
    expect(within(reset).getByLabelText('Email')).toHaveProperty('value', 'lina@example.com');
    await userEvent.type(within(reset).getByLabelText('Reset code'), '771204');
    await userEvent.type(within(reset).getByLabelText('New password'), 'brand new passphrase');
    await userEvent.type(within(reset).getByLabelText('Confirm password'), 'brand new passphrase!');
    await userEvent.click(within(reset).getByRole('button', { name: 'Set new password' }));
    await within(reset).findByText('Passwords do not match');

    await userEvent.type(within(reset).getByLabelText('New password'), '!');
    await userEvent.click(within(reset).getByRole('button', { name: 'Set new password' }));
    await screen.findByText('Your password has been reset. Please log in with your new password.');
    const sent = network.requests.find((request) => request.url.endsWith('/auth/reset-password'));
    expect(readJsonBody(sent)).toEqual({
      email: 'lina@example.com',
      code: '771204',
      password: 'brand new passphrase!',
      confirmPassword: 'brand new passphrase!',
    });
  });
});

import { ERRORS } from '@streamit/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  readJsonBody,
  respondError,
  respondJson,
  writeRequests,
  type Responder,
} from '../../test/fake-fetch';
import { captchaRoutes, freshChallengeEachTest } from '../../test/captcha';
import { serveAuthRoutes, openAuthPage } from './auth-test-support';

const challenges = freshChallengeEachTest('sign-up-form-test-secret');

function serve(register: Responder) {
  return serveAuthRoutes({
    ...captchaRoutes(challenges.current),
    '/api/v1/auth/register': register,
  });
}

async function openSignUp(path = '/auth/sign-up') {
  openAuthPage(path);
  return screen.findByRole('form', { name: 'Create your account' });
}

async function fillValid(form: HTMLElement) {
  await userEvent.type(within(form).getByLabelText('First name'), 'Lina');
  await userEvent.type(within(form).getByLabelText('Email'), 'lina@example.com');
  await userEvent.type(within(form).getByLabelText('Password'), 'a long passphrase');
  await userEvent.type(within(form).getByLabelText('Confirm password'), 'a long passphrase');
  await userEvent.click(within(form).getByRole('button', { name: 'Sign up' }));
}

describe('sign-up form', { timeout: 15_000 }, () => {
  it('refuses a short password and a different confirmation inline, before any captcha work', async () => {
    const network = serve(respondJson(201, {}));
    const form = await openSignUp();
    await userEvent.type(within(form).getByLabelText('Email'), 'lina@example.com');
    await userEvent.type(within(form).getByLabelText('Password'), 'short');
    await userEvent.type(within(form).getByLabelText('Confirm password'), 'shorter');
    await userEvent.click(within(form).getByRole('button', { name: 'Sign up' }));

    await within(form).findByText('Password must be at least 8 characters long');
    expect(within(form).getByText('Passwords do not match')).toBeTruthy();
    expect(within(form).getByLabelText('Confirm password').getAttribute('aria-invalid')).toBe('true');
    expect(network.requests.some((request) => request.url.includes('/captcha/'))).toBe(false);
    expect(writeRequests(network)).toEqual([]);
  });

  it('names every missing field of an empty form, the confirmation too', async () => {
    const network = serve(respondJson(201, {}));
    const form = await openSignUp();
    await userEvent.click(within(form).getByRole('button', { name: 'Sign up' }));
    await within(form).findByText('Type your password again to confirm it.');
    expect(within(form).getByLabelText('Confirm password').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(writeRequests(network)).toEqual([]);
  });

  it('refuses a reserved display name however it is disguised, before any request', async () => {
    const network = serve(respondJson(201, {}));
    const form = await openSignUp();
    // Cyrillic "а" and a zero-width space: still "admin".
    await userEvent.type(within(form).getByLabelText('Display name'), 'аdm\u200Bin');
    await userEvent.type(within(form).getByLabelText('Email'), 'lina@example.com');
    await userEvent.type(within(form).getByLabelText('Password'), 'a long passphrase');
    await userEvent.type(within(form).getByLabelText('Confirm password'), 'a long passphrase');
    await userEvent.click(within(form).getByRole('button', { name: 'Sign up' }));

    await within(form).findByText('This display name is reserved. Please choose another one.');
    expect(writeRequests(network)).toEqual([]);
  });

  it('sends the payload with the referral from ?ref= and a solved captcha, then asks for the code', async () => {
    const network = serve(
      respondJson(201, { message: 'Registered', email: 'lina@example.com', verificationRequired: true }),
    );
    const form = await openSignUp('/auth/sign-up?ref=FRIEND7');
    expect(within(form).getByLabelText('Referral code (optional)')).toHaveProperty('value', 'FRIEND7');
    await fillValid(form);

    const verifyForm = await screen.findByRole('form', { name: 'Verify your email' }, { timeout: 5000 });
    expect(within(verifyForm).getByLabelText('Email')).toHaveProperty('value', 'lina@example.com');
    const body = readJsonBody(
      network.requests.find((request) => request.url.endsWith('/auth/register')),
    ) as Record<string, unknown>;
    expect(body).toMatchObject({
      email: 'lina@example.com',
      password: 'a long passphrase',
      firstName: 'Lina',
      referralCode: 'FRIEND7',
    });
    expect(body).not.toHaveProperty('confirmPassword');
    expect(await challenges.isSolved(body.captchaToken)).toBe(true);
  });

  it("shows the server's provider-specific message", async () => {
    const message = 'This email is already registered with Google. Please sign in with Google instead.';
    serve(respondError(409, 'EMAIL_REGISTERED_WITH_GOOGLE', message));
    const form = await openSignUp();
    await fillValid(form);
    expect((await within(form).findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(message);
  });

  it('shows the server refusing a password found in a data breach (decision 081)', async () => {
    const { message } = ERRORS.PASSWORD_BREACHED;
    serve(respondError(400, 'PASSWORD_BREACHED', message));
    const form = await openSignUp();
    await fillValid(form);
    expect((await within(form).findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(message);
  });

  it('explains when the server asks for the extra reCAPTCHA check', async () => {
    serve(respondError(400, 'CAPTCHA_V2_REQUIRED', 'Additional verification is required.'));
    const form = await openSignUp();
    await fillValid(form);
    expect((await within(form).findByRole('alert', {}, { timeout: 5000 })).textContent).toContain(
      'Additional verification is required, and this browser cannot show it.',
    );
  });
});

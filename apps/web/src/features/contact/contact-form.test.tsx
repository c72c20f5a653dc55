import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  installFakeFetch,
  readJsonBody,
  respondByPath,
  respondError,
  respondJson,
  writeRequests,
  type Responder,
} from '../../test/fake-fetch';
import { captchaRoutes, freshChallengeEachTest } from '../../test/captcha';
import { renderApp } from '../../test/render-app';
import { respondSiteConfig } from '../../test/site-config';

const challenges = freshChallengeEachTest('contact-form-test-secret');

function serve(contact: Responder, provider: 'altcha' | 'recaptcha' = 'altcha') {
  return installFakeFetch(
    respondByPath({
      '/api/v1/site/config': respondSiteConfig(),
      ...captchaRoutes(challenges.current, provider),
      '/api/v1/contact/messages': contact,
    }),
  );
}

async function fillAndSend() {
  renderApp('/contact');
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Send us a message' });
  await user.type(within(form).getByLabelText('Your name'), 'Lina Haddad');
  await user.type(within(form).getByLabelText('Your email'), 'lina@example.com');
  await user.selectOptions(within(form).getByLabelText('Subject'), 'partnerships');
  await user.type(
    within(form).getByLabelText('Message'),
    'Our museum would like to share a series on Islamic geometry.',
  );
  await user.click(within(form).getByRole('button', { name: 'Send message' }));
  return { user, form };
}

describe('contact form', () => {
  it('validates every field inline before sending anything', async () => {
    const network = serve(respondJson(202, { message: 'ok', reference: 'X' }));
    renderApp('/contact');
    const form = await screen.findByRole('form', { name: 'Send us a message' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send message' }));

    await within(form).findByText('Enter your name.');
    expect(within(form).getByText('Enter your email address.')).toBeTruthy();
    expect(within(form).getByText('Choose what your message is about.')).toBeTruthy();
    expect(within(form).getByText('Tell us a little more: at least 20 characters.')).toBeTruthy();
    expect(within(form).getByLabelText('Your name').getAttribute('aria-invalid')).toBe('true');
    expect(writeRequests(network)).toEqual([]);
  });

  it('solves the captcha, sends the message and shows the reference', async () => {
    const network = serve(respondJson(202, { message: 'Thanks', reference: 'SIT-7Q2K' }));
    await fillAndSend();

    expect(await screen.findByTestId('contact-reference', {}, { timeout: 5000 })).toHaveProperty(
      'textContent',
      'SIT-7Q2K',
    );
    const sent = network.requests.find((request) => request.url === '/api/v1/contact/messages');
    const body = readJsonBody(sent) as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Lina Haddad',
      email: 'lina@example.com',
      topic: 'partnerships',
      message: 'Our museum would like to share a series on Islamic geometry.',
    });
    expect(body).not.toHaveProperty('subject');
    expect(await challenges.isSolved(body.captchaToken)).toBe(true);
  });

  it("shows the server's answer when it refuses, and keeps what was typed", async () => {
    serve(respondError(400, 'CAPTCHA_FAILED', 'CAPTCHA verification failed. Please try again.'));
    const { form } = await fillAndSend();

    expect(await within(form).findByRole('alert', {}, { timeout: 5000 })).toHaveProperty(
      'textContent',
      'CAPTCHA verification failed. Please try again.',
    );
    expect(within(form).getByLabelText('Your name')).toHaveProperty('value', 'Lina Haddad');
  });

  it('offers the support address when the browser cannot verify the form', async () => {
    serve(respondJson(202, { message: 'ok', reference: 'X' }), 'recaptcha');
    const { form } = await fillAndSend();
    expect((await within(form).findByRole('alert')).textContent).toContain('help@streamit.test');
  });
});

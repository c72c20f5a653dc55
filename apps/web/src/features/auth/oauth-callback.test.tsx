import { STORAGE_KEYS } from '@streamit/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readJsonBody, respondError, respondJson } from '../../test/fake-fetch';
import { makeLoginResponse, serveAuthRoutes, openAuthPage } from './auth-test-support';

describe('OAuth callback', { timeout: 15_000 }, () => {
  it('trades the one-time code once for a session and opens the dashboard', async () => {
    const network = serveAuthRoutes({ '/api/v1/auth/oauth/exchange': respondJson(200, makeLoginResponse()) });
    openAuthPage('/auth/callback?code=one-time-code-123');
    await screen.findByTestId('dashboard-tier', {}, { timeout: 3000 });
    const exchanges = network.requests.filter((request) => request.url.endsWith('/auth/oauth/exchange'));
    expect(exchanges).toHaveLength(1);
    expect(readJsonBody(exchanges[0])).toEqual({ code: 'one-time-code-123' });
    expect(window.localStorage.getItem(STORAGE_KEYS.memberToken)).toBe('stm_fresh-session');
  });

  it('shows the known message for an error code from the server, with a way back', async () => {
    serveAuthRoutes();
    openAuthPage('/auth/callback?error=OAUTH_STATE_INVALID');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This sign-in attempt is invalid or has expired. Please try again.');
    expect(screen.getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe('/auth/login');
  });

  it('never shows text from the address bar: an unknown error is the generic failure', async () => {
    serveAuthRoutes();
    openAuthPage('/auth/callback?error=Call%20us%20at%20555');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Sign-in with the provider failed. Please try again.');
    expect(alert.textContent).not.toContain('555');
  });

  it('explains a missing code without calling the server', async () => {
    const network = serveAuthRoutes();
    openAuthPage('/auth/callback');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This sign-in link is invalid or has expired.',
    );
    expect(network.requests.some((request) => request.url.endsWith('/oauth/exchange'))).toBe(false);
  });

  it("shows the server's message when a used code is refused", async () => {
    const message = 'This sign-in link is invalid or has expired. Please sign in again.';
    serveAuthRoutes({
      '/api/v1/auth/oauth/exchange': respondError(400, 'OAUTH_CODE_INVALID', message),
    });
    openAuthPage('/auth/callback?code=used-code');
    expect((await screen.findByRole('alert')).textContent).toContain(message);
  });
});

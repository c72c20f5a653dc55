import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readJsonBody, respondError, respondJson, type Responder } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';
import { makeMember, storeMember } from '../../../test/sessions';
import { CUSTODIAL_WALLET, walletOverview, serveWallet } from './custody-test-support';

const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const HASH = `0x${'cd'.repeat(32)}`;
const estimate = (affordable: boolean) => ({
  gasUnits: '62000',
  maxFeePerGasWei: '2000000000',
  maxFee: '0.000124',
  gasBalance: '0',
  gasTopUp: true,
  affordable,
});
const welcome = (status: string | null) => ({
  available: true,
  claimed: status !== null,
  amount: '10',
  requirements: { emailVerified: true, walletCreated: status !== null },
  message: '',
  status,
  txHash: status === 'SETTLED' ? HASH : null,
});

function serve(routes: Record<string, Responder>, steppedUp: () => string | null) {
  return serveWallet({
    '/api/v1/wallet/info': (request) =>
      respondJson(200, walletOverview([CUSTODIAL_WALLET], steppedUp()))(request),
    '/api/v1/auth/welcome-tokens-status': respondJson(200, welcome('SETTLED')),
    ...routes,
  });
}

async function openSend() {
  storeMember(makeMember());
  renderApp('/wallet');
  return screen.findByTestId('wallet-send', {}, { timeout: 5000 });
}

async function fill(section: HTMLElement, to: string, amount: string) {
  await userEvent.type(within(section).getByLabelText('Recipient address'), to);
  await userEvent.type(within(section).getByLabelText('Amount (ARTFI)'), amount);
  await userEvent.click(within(section).getByRole('button', { name: 'Review send' }));
}

describe('send ARTFI on /wallet', { timeout: 30_000 }, () => {
  it('reviews with the gas estimate, asks for the password, then sends and shows the transaction', async () => {
    let steppedUp: string | null = null;
    const network = serve(
      {
        '/api/v1/web3/estimate-gas': respondJson(200, estimate(true)),
        '/api/v1/wallet/reauth': (request) => {
          steppedUp = new Date(Date.now() + 300_000).toISOString();
          return respondJson(200, { stepUpExpiresAt: steppedUp })(request);
        },
        '/api/v1/wallet/send': respondJson(201, {
          id: '0e8f6a52-4a43-4d7e-9d0e-2f0c4b1b9a11',
          to: TO,
          artfiAmount: '2.5',
          status: 'CONFIRMED',
          txHash: HASH,
          txUrl: null,
          failureReason: null,
          createdAt: '2026-11-25T07:00:00.000Z',
        }),
      },
      () => steppedUp,
    );
    const section = await openSend();
    await fill(section, TO, '2.5');
    const review = await within(section).findByTestId('wallet-send-review', {}, { timeout: 5000 });
    expect(review.textContent).toContain(`Send 2.5 ARTFI to ${TO}.`);
    expect(review.textContent).toContain('StreamIt will add gas to your wallet first.');
    expect(network.requests.some((request) => request.url.endsWith('/wallet/send'))).toBe(false);
    await userEvent.click(within(section).getByRole('button', { name: 'Confirm and send' }));
    const stepUp = within(section).getByRole('group', { name: 'Confirm it is you' });
    await userEvent.type(within(stepUp).getByLabelText('Password'), 'violet-harbour-lantern-42');
    await userEvent.click(within(stepUp).getByRole('button', { name: 'Confirm' }));
    // Re-authentication, then the send: two answers before the result shows, slow on a busy CI machine.
    const result = await within(section).findByTestId('wallet-send-result', {}, { timeout: 5000 });
    expect(result.textContent).toContain('2.5 ARTFI sent.');
    expect(result.textContent).toContain(HASH);
    const sent = network.requests.find((request) => request.url.endsWith('/wallet/send'));
    expect(readJsonBody(sent)).toEqual({ to: TO, amount: '2.5' });
    expect(sent?.headers.get('idempotency-key')).toBeTruthy();
    expect(screen.getByTestId('wallet-welcome-tokens').textContent).toContain('was paid to your wallet');
  });

  it('checks the address and amount before asking the server, and says when the balance is short', async () => {
    const network = serve({ '/api/v1/web3/estimate-gas': respondJson(200, estimate(false)) }, () =>
      new Date(Date.now() + 300_000).toISOString(),
    );
    const section = await openSend();
    await fill(section, '0x123', '0');
    expect(within(section).getByText(/0x followed by 40 hexadecimal characters/)).toBeTruthy();
    expect(within(section).getByText(/above 0 with at most 18 decimals/)).toBeTruthy();
    expect(network.requests.some((request) => request.url.includes('/web3/estimate-gas'))).toBe(false);
    await userEvent.clear(within(section).getByLabelText('Recipient address'));
    await userEvent.clear(within(section).getByLabelText('Amount (ARTFI)'));
    await fill(section, TO, '99');
    expect((await within(section).findByTestId('wallet-send-review')).textContent).toContain(
      'does not hold this much ARTFI',
    );
    expect(within(section).queryByRole('button', { name: 'Confirm and send' })).toBeNull();
  });

  it("shows the server's refusal of a send", async () => {
    serve(
      {
        '/api/v1/web3/estimate-gas': respondJson(200, estimate(true)),
        '/api/v1/wallet/send': respondError(
          409,
          'WALLET_INSUFFICIENT_ARTFI',
          'Your wallet does not hold enough ARTFI for this send (sends still in flight are counted).',
        ),
      },
      () => new Date(Date.now() + 300_000).toISOString(),
    );
    const section = await openSend();
    await fill(section, TO, '1');
    await userEvent.click(await within(section).findByRole('button', { name: 'Confirm and send' }));
    expect((await within(section).findByRole('alert')).textContent).toContain('does not hold enough ARTFI');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  inSequence,
  installFakeFetch,
  readJsonBody,
  respondByPath,
  respondError,
  respondJson,
} from '../../../test/fake-fetch';
import { renderApp, renderWithProviders } from '../../../test/render-app';
import { makeMember, storeMember } from '../../../test/sessions';
import { RevealSecretSection } from './reveal-secret-section';
import { CUSTODY_ADDRESS, CUSTODIAL_WALLET, walletOverview, serveWallet } from './custody-test-support';

/** What GET /wallet/siwe/nonce answers: the fields the browser wallet signs. */
const SIWE_NONCE = {
  nonce: 'n0nce12345678',
  domain: 'localhost:3000',
  uri: 'http://localhost:3000',
  chainId: 31337,
  statement: 'Link this wallet to my StreamIt account as a payout address.',
  expiresAt: '2026-11-25T04:00:00.000Z',
};

const KEY = `0x${'ab'.repeat(32)}`;
async function openWallet(member = makeMember()) {
  storeMember(member);
  renderApp('/wallet');
  await screen.findByRole('heading', { level: 1, name: 'Crypto Wallet' }, { timeout: 5000 });
}

afterEach(() => {
  delete (window as { ethereum?: unknown }).ethereum;
});

describe('wallet key sections', { timeout: 15_000 }, () => {
  it('creates a wallet, then shows its address with copy and QR, and no key anywhere', async () => {
    let created = false;
    const network = serveWallet({
      '/api/v1/wallet/info': (request) =>
        respondJson(200, walletOverview(created ? [CUSTODIAL_WALLET] : []))(request),
      '/api/v1/wallet/create': (request) => {
        created = true;
        return respondJson(200, { wallet: CUSTODIAL_WALLET, created: true })(request);
      },
    });
    await openWallet();
    const create = await screen.findByTestId('wallet-create');
    expect(screen.getByTestId('wallet-import')).toBeTruthy();
    expect(within(screen.getByTestId('wallet-link')).getByText(/No browser wallet was found/)).toBeTruthy();
    await userEvent.click(within(create).getByRole('button', { name: 'Create my wallet' }));
    const address = await screen.findByTestId('wallet-address');
    expect(within(address).getByTestId('wallet-address-value').textContent).toBe(CUSTODY_ADDRESS);
    await within(address).findByRole('img', { name: 'QR code of the wallet address' });
    expect(screen.queryByTestId('wallet-create')).toBeNull();
    expect(network.requests.some((request) => request.url.endsWith('/wallet/create'))).toBe(true);
    expect(localStorage.getItem('streamit.wallet') ?? '').not.toContain('ab'.repeat(8));
  });

  it('shows the server refusing an imported phrase and clears the field', async () => {
    serveWallet({
      '/api/v1/wallet/info': respondJson(200, walletOverview([])),
      '/api/v1/wallet/import': respondError(
        400,
        'WALLET_MNEMONIC_INVALID',
        'The recovery phrase is not valid. Please check the words and their order.',
      ),
    });
    await openWallet();
    const section = await screen.findByTestId('wallet-import');
    const field = within(section).getByLabelText('Recovery phrase (12 to 24 words)');
    await userEvent.type(field, 'one two three');
    await userEvent.click(within(section).getByRole('button', { name: 'Import wallet' }));
    await within(section).findByRole('alert');
    expect(within(section).getByRole('alert').textContent).toContain('recovery phrase is not valid');
    await waitFor(() => {
      expect((field as HTMLTextAreaElement).value).toBe('');
    });
  });

  it('asks for the password before revealing the key, then reveals it with the step-up', async () => {
    let steppedUp: string | null = null;
    const network = serveWallet({
      '/api/v1/wallet/info': (request) =>
        respondJson(200, walletOverview([CUSTODIAL_WALLET], steppedUp))(request),
      '/api/v1/wallet/reauth': (request) => {
        steppedUp = new Date(Date.now() + 300_000).toISOString();
        return respondJson(200, { stepUpExpiresAt: steppedUp })(request);
      },
      '/api/v1/wallet/private-key': respondJson(200, { address: CUSTODY_ADDRESS, privateKey: KEY }),
    });
    await openWallet();
    const section = await screen.findByTestId('wallet-reveal');
    expect(within(section).getByRole('note').textContent).toContain('Never share them');
    await userEvent.click(within(section).getByRole('button', { name: 'Reveal private key' }));
    const stepUp = within(section).getByRole('group', { name: 'Confirm it is you' });
    // Without two-factor the server asks for the password alone, and so does the form.
    expect(within(stepUp).queryByLabelText('Authentication code')).toBeNull();
    expect(network.requests.some((request) => request.url.endsWith('/wallet/private-key'))).toBe(false);
    await userEvent.type(within(stepUp).getByLabelText('Password'), 'violet-harbour-lantern-42');
    await userEvent.click(within(stepUp).getByRole('button', { name: 'Confirm' }));
    const shown = await within(section).findByTestId('wallet-revealed-secret');
    expect(shown.textContent).toContain(KEY);
    const reauth = network.requests.find((request) => request.url.endsWith('/wallet/reauth'));
    expect(readJsonBody(reauth)).toEqual({ password: 'violet-harbour-lantern-42' });
    await userEvent.click(within(shown).getByRole('button', { name: 'Hide now' }));
    expect(within(section).queryByTestId('wallet-revealed-secret')).toBeNull();
  });

  it('asks a member with two-factor on for the authenticator code as well', async () => {
    serveWallet({ '/api/v1/wallet/info': respondJson(200, walletOverview([CUSTODIAL_WALLET])) });
    await openWallet(makeMember({ twoFactorEnabled: true }));
    const section = await screen.findByTestId('wallet-reveal');
    await userEvent.click(within(section).getByRole('button', { name: 'Reveal private key' }));
    const stepUp = within(section).getByRole('group', { name: 'Confirm it is you' });
    expect(within(stepUp).getByLabelText('Authentication code')).toBeTruthy();
  });

  it('hides a revealed secret by itself after its time', async () => {
    installFakeFetch(
      respondByPath({
        '/api/v1/wallet/info': respondJson(
          200,
          walletOverview([CUSTODIAL_WALLET], new Date(Date.now() + 300_000).toISOString()),
        ),
        '/api/v1/wallet/mnemonic': respondJson(200, {
          address: CUSTODY_ADDRESS,
          mnemonic: 'test junk words',
        }),
      }),
    );
    storeMember(makeMember());
    renderWithProviders(<RevealSecretSection hasMnemonic revealSeconds={1} />);
    await waitFor(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Reveal recovery phrase' }));
      expect(screen.getByTestId('wallet-revealed-secret').textContent).toContain('test junk words');
    });
    await waitFor(
      () => {
        expect(screen.queryByTestId('wallet-revealed-secret')).toBeNull();
      },
      { timeout: 3000 },
    );
  });

  it('links the browser wallet with a signed EIP-4361 message for the server nonce', async () => {
    const calls: { method: string; params?: unknown[] }[] = [];
    (window as { ethereum?: unknown }).ethereum = {
      request: (args: { method: string; params?: unknown[] }) => {
        calls.push(args);
        return Promise.resolve(
          args.method === 'eth_requestAccounts' ? [CUSTODY_ADDRESS.toLowerCase()] : '0xsigned',
        );
      },
    };
    const network = serveWallet({
      '/api/v1/wallet/info': respondJson(200, walletOverview([])),
      '/api/v1/wallet/siwe/nonce': respondJson(200, SIWE_NONCE),
      '/api/v1/wallet/siwe/verify': respondJson(201, {
        ...CUSTODIAL_WALLET,
        kind: 'EXTERNAL',
        hasMnemonic: false,
      }),
    });
    await openWallet();
    const section = await screen.findByTestId('wallet-link');
    await userEvent.click(within(section).getByRole('button', { name: 'Link browser wallet' }));
    await within(section).findByText(`Linked ${CUSTODY_ADDRESS}.`);
    const body = readJsonBody(network.requests.find((request) => request.url.endsWith('/siwe/verify'))) as {
      message: string;
      signature: string;
      makePayout: boolean;
    };
    expect(body.signature).toBe('0xsigned');
    expect(body.makePayout).toBe(false);
    expect(body.message).toMatch(/^localhost:3000 wants you to sign in with your Ethereum account:\n0xf39f/);
    expect(body.message).toContain('Nonce: n0nce12345678');
    expect(body.message).toContain('Chain ID: 31337');
    expect(calls.map((call) => call.method)).toEqual(['eth_requestAccounts', 'personal_sign']);
  });

  it('asks for the password when the server wants a step-up for a first wallet, then links it', async () => {
    (window as { ethereum?: unknown }).ethereum = {
      request: (args: { method: string }) =>
        Promise.resolve(args.method === 'eth_requestAccounts' ? [CUSTODY_ADDRESS.toLowerCase()] : '0xsigned'),
    };
    const network = serveWallet({
      '/api/v1/wallet/info': respondJson(200, walletOverview([])),
      '/api/v1/wallet/reauth': respondJson(200, { stepUpExpiresAt: '2026-11-25T04:05:00.000Z' }),
      '/api/v1/wallet/siwe/nonce': respondJson(200, SIWE_NONCE),
      '/api/v1/wallet/siwe/verify': inSequence(
        respondError(403, 'STEP_UP_REQUIRED', 'Please confirm your password to continue.'),
        respondJson(201, { ...CUSTODIAL_WALLET, kind: 'EXTERNAL', hasMnemonic: false }),
      ),
    });
    await openWallet();
    const section = await screen.findByTestId('wallet-link');
    await userEvent.click(within(section).getByRole('button', { name: 'Link browser wallet' }));
    const stepUp = await within(section).findByRole('group', { name: 'Confirm it is you' });
    await userEvent.type(within(stepUp).getByLabelText('Password'), 'violet-harbour-lantern-42');
    await userEvent.click(within(stepUp).getByRole('button', { name: 'Confirm' }));
    await within(section).findByText(`Linked ${CUSTODY_ADDRESS}.`);
    expect(network.requests.filter((request) => request.url.endsWith('/siwe/verify'))).toHaveLength(2);
  });
});

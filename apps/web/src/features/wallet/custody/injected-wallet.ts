import type { SiweNonce } from '@streamit/contract';

/** The EIP-1193 provider a browser wallet injects as `window.ethereum`. */
export interface InjectedProvider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

/** The injected provider, or null when no browser wallet is installed. */
export function findInjectedProvider(): InjectedProvider | null {
  const candidate = (window as { ethereum?: unknown }).ethereum;
  if (candidate && typeof (candidate as InjectedProvider).request === 'function') {
    return candidate as InjectedProvider;
  }
  return null;
}

/** Asks the wallet for an account (it shows its own consent prompt). */
export async function requestAccount(provider: InjectedProvider): Promise<string> {
  const accounts = await provider.request({ method: 'eth_requestAccounts' });
  const [first] = Array.isArray(accounts) ? (accounts as unknown[]) : [];
  if (typeof first !== 'string') throw new Error('The wallet answered no account');
  return first;
}

/** The EIP-4361 text for the server's fields, as the spec lays it out line by line. */
export function buildSiweMessage(fields: SiweNonce, address: string, issuedAt: Date): string {
  return [
    `${fields.domain} wants you to sign in with your Ethereum account:`,
    address,
    '',
    fields.statement,
    '',
    `URI: ${fields.uri}`,
    'Version: 1',
    `Chain ID: ${fields.chainId}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${issuedAt.toISOString()}`,
    `Expiration Time: ${fields.expiresAt}`,
  ].join('\n');
}

/** personal_sign of the message by the wallet's account. */
export async function signWithInjectedWallet(
  provider: InjectedProvider,
  address: string,
  message: string,
): Promise<string> {
  // Hex-encoded UTF-8, the form every wallet's personal_sign accepts.
  const hex = `0x${[...new TextEncoder().encode(message)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
  const signature = await provider.request({ method: 'personal_sign', params: [hex, address] });
  if (typeof signature !== 'string') throw new Error('The wallet answered no signature');
  return signature;
}

import type { FastifyInstance } from 'fastify';
import { bearer, nextIp } from './member-auth.test-support.js';

/** Anvil's well-known first account: its phrase, key and address (public test vectors). */
export const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';
export const ANVIL_KEY_0 = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
export const ANVIL_ADDRESS_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const ANVIL_KEY_1 = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
export const ANVIL_ADDRESS_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** Calls a wallet route as a member from a fresh client address. */
export function walletCall(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  return app.inject({
    method,
    url: `/api/v1${url}`,
    headers: bearer(token),
    remoteAddress: nextIp(),
    ...(payload ? { payload } : {}),
  });
}

/** The error code of a failed answer. */
export function errorCodeOf(response: { json: () => unknown }): string {
  return (response.json() as { error: { code: string } }).error.code;
}

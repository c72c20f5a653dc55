import { z } from 'zod';

const hexAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'an 0x-prefixed 20-byte hex address');
const hexPrivateKey = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'an 0x-prefixed 32-byte hex private key');
const decimalAmount = z.string().regex(/^\d{1,12}(\.\d{1,18})?$/, 'a decimal amount such as 0.01');

/**
 * Environment variables of the chain and the points → ARTFI exchange, spread into `ConfigSchema`.
 * Without CHAIN_RPC_URL the server spawns a local anvil and deploys ARTFI itself (decision 028).
 */
export const CHAIN_CONFIG = {
  // A real network: all three together (checked in loadConfig); none of them means a local anvil.
  CHAIN_RPC_URL: z.url().optional(),
  TOKEN_ADDRESS: hexAddress.optional(),
  TREASURY_PRIVATE_KEY: hexPrivateKey.optional(),
  // Blocks on top of a payout's block before it counts as settled.
  CHAIN_CONFIRMATIONS: z.coerce.number().int().min(1).max(64).default(1),
  // Block explorer base (e.g. https://sepolia.etherscan.io); transaction links are `<url>/tx/<hash>`.
  CHAIN_EXPLORER_URL: z.url().optional(),
  // ARTFI paid per point exchanged (18 decimals), and the points one exchange and one member's UTC day allow.
  EXCHANGE_ARTFI_PER_POINT: decimalAmount.default('0.01'),
  EXCHANGE_MIN_POINTS: z.coerce.number().int().min(1).default(100),
  EXCHANGE_MAX_POINTS: z.coerce.number().int().min(1).default(100_000),
  EXCHANGE_DAILY_MAX_POINTS: z.coerce.number().int().min(1).default(200_000),
  // An exchange of more points than this needs a verified identity at the KYC provider (issue 30 item 5).
  EXCHANGE_KYC_ABOVE_POINTS: z.coerce.number().int().min(0).default(10_000),
};

/** The problem with a chain configuration that sets only part of a real network, or undefined. */
export function checkChainConfig(config: {
  CHAIN_RPC_URL?: string | undefined;
  TOKEN_ADDRESS?: string | undefined;
  TREASURY_PRIVATE_KEY?: string | undefined;
  EXCHANGE_MIN_POINTS: number;
  EXCHANGE_MAX_POINTS: number;
}): string | undefined {
  const network = [config.CHAIN_RPC_URL, config.TOKEN_ADDRESS, config.TREASURY_PRIVATE_KEY];
  if (network.some(Boolean) && !network.every(Boolean))
    return 'CHAIN_RPC_URL, TOKEN_ADDRESS and TREASURY_PRIVATE_KEY: set all three for a real network, or none for a local anvil';
  if (config.EXCHANGE_MIN_POINTS > config.EXCHANGE_MAX_POINTS)
    return 'EXCHANGE_MIN_POINTS: must not exceed EXCHANGE_MAX_POINTS';
  return undefined;
}

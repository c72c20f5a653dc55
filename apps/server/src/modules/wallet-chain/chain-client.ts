import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  getAddress,
  http,
  parseUnits,
  type Address,
  type Chain as ViemChain,
  type LocalAccount,
  type PublicClient,
  type WalletClient,
  type Transport,
} from 'viem';
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import type { Config } from '../../config.js';
import { loadArtfiArtifact, type ArtfiArtifact } from './artfi-artifact.js';
import { startAnvil } from './anvil-process.js';

/** The chain the server pays on: one viem public and wallet client, the treasury signer and ARTFI. */
export interface Chain {
  publicClient: PublicClient<Transport, ViemChain>;
  walletClient: WalletClient<Transport, ViemChain, LocalAccount>;
  treasury: LocalAccount;
  tokenAddress: Address;
  artifact: ArtfiArtifact;
  chainId: number;
  rpcUrl: string;
  confirmations: number;
  explorerUrl: string | undefined;
  /** True when the server spawned anvil itself. */
  local: boolean;
}

/** A started chain and how to stop what the server spawned for it. */
export interface StartedChain {
  chain: Chain;
  stop(): Promise<void>;
}

// anvil's well-known development mnemonic: its first account is the treasury, only on the local chain.
export const ANVIL_DEV_MNEMONIC = 'test test test test test test test test test test test junk';
/** ARTFI minted to the treasury when the server deploys the token on a local chain. */
export const LOCAL_TREASURY_SUPPLY = parseUnits('1000000000', 18);

/**
 * Transient RPC failures (timeouts, 5xx, dropped connections) are retried with exponential backoff. A redirect
 * is never followed: it would send our signed transactions to another address (ASVS V15.3.2).
 */
export function transportFor(rpcUrl: string): Transport {
  return http(rpcUrl, {
    retryCount: 5,
    retryDelay: 150,
    timeout: 15_000,
    fetchOptions: { redirect: 'error' },
  });
}

/** Builds the clients for one RPC endpoint and treasury signer. */
export async function connectChain(
  rpcUrl: string,
  treasury: LocalAccount,
  options: { tokenAddress: Address; confirmations: number; explorerUrl?: string | undefined; local: boolean },
): Promise<Chain> {
  const probe = createPublicClient({ transport: transportFor(rpcUrl) });
  const chainId = await probe.getChainId();
  const viemChain = defineChain({
    id: chainId,
    name: options.local ? 'anvil' : `chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const transport = transportFor(rpcUrl);
  return {
    publicClient: createPublicClient({ chain: viemChain, transport, pollingInterval: 250 }),
    walletClient: createWalletClient({ chain: viemChain, transport, account: treasury }),
    treasury,
    tokenAddress: getAddress(options.tokenAddress),
    artifact: loadArtfiArtifact(),
    chainId,
    rpcUrl,
    confirmations: options.confirmations,
    explorerUrl: options.explorerUrl,
    local: options.local,
  };
}

/** Deploys ARTFI from the treasury, minting it the local supply, and returns the token's address. */
export async function deployArtfi(rpcUrl: string, treasury: LocalAccount): Promise<Address> {
  const artifact = loadArtfiArtifact();
  const chain = await connectChain(rpcUrl, treasury, {
    tokenAddress: '0x0000000000000000000000000000000000000000',
    confirmations: 1,
    local: true,
  });
  const hash = await chain.walletClient.deployContract({
    abi: artifact.abi,
    bytecode: artifact.bytecode,
    args: [treasury.address, LOCAL_TREASURY_SUPPLY],
  });
  const receipt = await chain.publicClient.waitForTransactionReceipt({ hash });
  if (!receipt.contractAddress) throw new Error('ARTFI deployment produced no contract address');
  return receipt.contractAddress;
}

/** The token deployed on an earlier run of a persisted local chain, if its code is still there. */
async function existingLocalToken(rpcUrl: string, file: string | undefined): Promise<Address | undefined> {
  if (!file || !existsSync(file)) return undefined;
  const { address } = JSON.parse(readFileSync(file, 'utf8')) as { address: Address };
  const code = await createPublicClient({ transport: transportFor(rpcUrl) }).getCode({ address });
  return code && code !== '0x' ? address : undefined;
}

/** A local anvil (in memory, or kept in `stateDir`) with ARTFI deployed and the treasury funded. */
export async function startLocalChain(
  config: Pick<Config, 'CHAIN_CONFIRMATIONS' | 'CHAIN_EXPLORER_URL'>,
  stateDir?: string,
): Promise<StartedChain> {
  const anvil = await startAnvil(stateDir);
  try {
    const treasury = mnemonicToAccount(ANVIL_DEV_MNEMONIC, { addressIndex: 0 });
    const tokenFile = stateDir ? path.join(stateDir, 'artfi-token-address.json') : undefined;
    let tokenAddress = await existingLocalToken(anvil.rpcUrl, tokenFile);
    if (!tokenAddress) {
      tokenAddress = await deployArtfi(anvil.rpcUrl, treasury);
      if (tokenFile) writeFileSync(tokenFile, JSON.stringify({ address: tokenAddress }));
    }
    const chain = await connectChain(anvil.rpcUrl, treasury, {
      tokenAddress,
      confirmations: config.CHAIN_CONFIRMATIONS,
      explorerUrl: config.CHAIN_EXPLORER_URL,
      local: true,
    });
    return { chain, stop: () => anvil.stop() };
  } catch (error) {
    await anvil.stop();
    throw error;
  }
}

/**
 * The configured network (CHAIN_RPC_URL, TOKEN_ADDRESS, TREASURY_PRIVATE_KEY), else a local anvil. Local
 * state is kept in `localStateDir` when given (the embedded database's DATA_DIR), so both survive restarts.
 */
export async function startChain(config: Config, localStateDir?: string): Promise<StartedChain> {
  if (config.CHAIN_RPC_URL && config.TOKEN_ADDRESS && config.TREASURY_PRIVATE_KEY) {
    const treasury = privateKeyToAccount(config.TREASURY_PRIVATE_KEY as `0x${string}`);
    const chain = await connectChain(config.CHAIN_RPC_URL, treasury, {
      tokenAddress: config.TOKEN_ADDRESS as Address,
      confirmations: config.CHAIN_CONFIRMATIONS,
      explorerUrl: config.CHAIN_EXPLORER_URL,
      local: false,
    });
    return { chain, stop: () => Promise.resolve() };
  }
  return startLocalChain(config, localStateDir);
}

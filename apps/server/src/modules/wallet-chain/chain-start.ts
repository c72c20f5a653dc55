import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Address } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import type { Config } from '../../config.js';
import type { ShutdownRegistry } from '../../shutdown.js';
import { ANVIL_DEV_MNEMONIC, connectChain, startChain, type Chain } from './chain-client.js';

interface ChainLogger {
  info(message: string): void;
  error(object: object, message: string): void;
}

/**
 * Starts the chain for the server. The local chain is kept in DATA_DIR only with the embedded database,
 * so the ledger and the chain it points at are reset (or kept) together. A failure is logged in one clear
 * line and answers undefined: exchanges wait in the queue and the wallet screens say the chain is down.
 */
export async function startChainOrExplain(
  config: Config,
  logger: ChainLogger,
  shutdown: ShutdownRegistry,
): Promise<Chain | undefined> {
  const stateDir = config.DATABASE_URL ? undefined : path.join(config.DATA_DIR, 'chain');
  try {
    const started = await startChain(config, stateDir);
    shutdown.add('chain', () => started.stop());
    const { chain } = started;
    if (chain.local && stateDir) publishLocalChain(stateDir, chain, shutdown);
    logger.info(
      `Chain ${chain.chainId} (${chain.local ? 'local anvil' : 'CHAIN_RPC_URL'}): ARTFI at ${chain.tokenAddress}, treasury ${chain.treasury.address}`,
    );
    return chain;
  } catch (error) {
    logger.error(
      { err: error },
      'The chain is unavailable (anvil could not start or the RPC did not answer): exchanges stay queued and the wallet screens say so',
    );
    return undefined;
  }
}

function localRuntimeFile(stateDir: string): string {
  return path.join(stateDir, 'runtime.json');
}

// A worker process (npm run worker) pays on the server's own local chain: it reads where it is from here.
function publishLocalChain(stateDir: string, chain: Chain, shutdown: ShutdownRegistry): void {
  const file = localRuntimeFile(stateDir);
  writeFileSync(file, JSON.stringify({ rpcUrl: chain.rpcUrl, tokenAddress: chain.tokenAddress }), {
    mode: 0o600,
  });
  shutdown.add('chain runtime file', () => {
    rmSync(file, { force: true });
  });
}

/**
 * The chain for a worker process: the configured network, else the local anvil a running server published
 * in DATA_DIR/chain, else undefined (payout jobs then wait for a process that has a chain).
 */
export async function connectWorkerChain(config: Config, logger: ChainLogger): Promise<Chain | undefined> {
  if (config.CHAIN_RPC_URL) return (await startChain(config)).chain;
  try {
    const published = JSON.parse(
      readFileSync(localRuntimeFile(path.join(config.DATA_DIR, 'chain')), 'utf8'),
    ) as {
      rpcUrl: string;
      tokenAddress: Address;
    };
    return await connectChain(published.rpcUrl, mnemonicToAccount(ANVIL_DEV_MNEMONIC), {
      tokenAddress: published.tokenAddress,
      confirmations: config.CHAIN_CONFIRMATIONS,
      explorerUrl: config.CHAIN_EXPLORER_URL,
      local: true,
    });
  } catch (error) {
    logger.error(
      { err: error },
      'No chain for this worker (set CHAIN_RPC_URL, or start the server first): payouts wait',
    );
    return undefined;
  }
}

import path from 'node:path';
import type { Config } from '../../config.js';
import type { ShutdownRegistry } from '../../shutdown.js';
import { startChain, type Chain } from './chain-client.js';

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

import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testEnv } from '../../../test/test-app.js';
import { loadConfig } from '../../config.js';
import type { ShutdownRegistry } from '../../shutdown.js';
import { readTokenBalance } from './treasury-transfer.js';
import { LOCAL_TREASURY_SUPPLY } from './chain-client.js';
import { connectWorkerChain, startChainOrExplain } from './chain-start.js';

function recorder() {
  const lines: string[] = [];
  const steps: (() => Promise<void> | void)[] = [];
  const shutdown: ShutdownRegistry = {
    add: (_name, step) => steps.push(step),
    run: async () => {
      for (const step of steps.reverse()) await step();
    },
  };
  const logger = {
    info: (message: string) => lines.push(`info ${message}`),
    error: (_object: object, message: string) => lines.push(`error ${message}`),
  };
  return { lines, shutdown, logger };
}

describe('starting the chain', () => {
  it('spawns anvil, deploys ARTFI with the treasury funded, and stops it on shutdown', async () => {
    const { lines, shutdown, logger } = recorder();
    const config = loadConfig(testEnv({ DATABASE_URL: 'postgres://unused@127.0.0.1/none' }));
    const chain = await startChainOrExplain(config, logger, shutdown);
    expect(chain?.local).toBe(true);
    if (!chain) return;
    expect(await readTokenBalance(chain, chain.treasury.address)).toBe(LOCAL_TREASURY_SUPPLY);
    expect(lines[0]).toMatch(/^info Chain 31337 \(local anvil\): ARTFI at 0x/);
    await shutdown.run('test');
    await expect(chain.publicClient.getChainId()).rejects.toThrow();
  }, 60_000);

  it('keeps the local chain in DATA_DIR with the embedded database, and a worker process finds it there', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'streamit-chain-'));
    const { shutdown, logger } = recorder();
    try {
      const config = loadConfig(testEnv({ DATA_DIR: dataDir }));
      const chain = await startChainOrExplain(config, logger, shutdown);
      const worker = await connectWorkerChain(config, logger);
      expect(worker?.tokenAddress).toBe(chain?.tokenAddress);
      if (worker) expect(await readTokenBalance(worker, worker.treasury.address)).toBe(LOCAL_TREASURY_SUPPLY);
      await shutdown.run('test');
      expect(existsSync(path.join(dataDir, 'chain', 'runtime.json'))).toBe(false);
      expect(existsSync(path.join(dataDir, 'chain', 'anvil-state.json'))).toBe(true);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('answers undefined with one clear line when the configured RPC does not answer, instead of crashing', async () => {
    const { lines, shutdown, logger } = recorder();
    const config = loadConfig(
      testEnv({
        CHAIN_RPC_URL: 'http://127.0.0.1:9',
        TOKEN_ADDRESS: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
        TREASURY_PRIVATE_KEY: `0x${'11'.repeat(32)}`,
      }),
    );
    expect(await startChainOrExplain(config, logger, shutdown)).toBeUndefined();
    expect(lines).toEqual([expect.stringMatching(/^error The chain is unavailable/)]);
  }, 60_000);

  it('refuses a network configuration with only some of its three variables', () => {
    expect(() => loadConfig(testEnv({ CHAIN_RPC_URL: 'http://127.0.0.1:8545' }))).toThrow(
      /set all three for a real network/,
    );
  });
});

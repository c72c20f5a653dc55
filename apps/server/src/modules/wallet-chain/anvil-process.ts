import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { findFreePort } from '../../embedded/free-port.js';

/** A running local anvil node. */
export interface AnvilNode {
  rpcUrl: string;
  stop(): Promise<void>;
}

const NPM_ARCH: Partial<Record<string, string>> = { x64: 'amd64', arm64: 'arm64' };
const READY_TIMEOUT_MS = 20_000;

/** The anvil binary shipped by `@foundry-rs/anvil`'s platform package (its postinstall is not run). */
export function anvilBinaryPath(): string {
  const arch = NPM_ARCH[process.arch] ?? process.arch;
  const platformPackage = `@foundry-rs/anvil-${process.platform}-${arch}`;
  const manifest = createRequire(import.meta.url).resolve(`${platformPackage}/package.json`);
  const binary = process.platform === 'win32' ? 'anvil.exe' : 'anvil';
  return path.join(path.dirname(manifest), 'bin', binary);
}

async function rpcAnswers(rpcUrl: string): Promise<boolean> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      // Never followed: a redirect would carry our credentials to another address (ASVS V15.3.2).
      redirect: 'error',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    });
    return response.ok;
  } catch {
    return false;
  }
}

async function waitUntilReady(child: ChildProcess, rpcUrl: string, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`anvil exited during start-up: ${output().slice(-500)}`);
    if (await rpcAnswers(rpcUrl)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`anvil did not answer on ${rpcUrl} within ${READY_TIMEOUT_MS / 1000} s`);
}

// Runs anvil under a small sh guard: SIGTERM is passed on (and waited for, so anvil writes its state), and
// when our end of the guard's stdin closes, which happens even when this process is SIGKILLed, anvil is
// stopped too, so a killed server never leaves an orphan node behind.
const GUARD_SCRIPT = [
  'exec 3<&0',
  '"$0" "$@" </dev/null & pid=$!',
  "trap 'kill -TERM $pid 2>/dev/null' TERM INT",
  '{ cat >/dev/null; kill -TERM $pid 2>/dev/null; } <&3 &',
  'wait $pid; wait $pid',
].join('\n');

function spawnGuarded(binary: string, args: string[]): ChildProcess {
  if (process.platform === 'win32') return spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  return spawn('sh', ['-c', GUARD_SCRIPT, binary, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    child.stdin?.end();
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    // SIGTERM lets anvil write its state file; a node that hangs is killed.
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      child.stdin?.end();
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts anvil on a free loopback port (or `port`: a node started again where its clients look). With
 * `stateDir` the chain is kept in `<stateDir>/anvil-state.json` (loaded at start, written every few seconds
 * and on exit); without it the chain lives in memory.
 */
export async function startAnvil(stateDir?: string, port?: number): Promise<AnvilNode> {
  port ??= await findFreePort();
  const args = ['--host', '127.0.0.1', '--port', String(port), '--chain-id', '31337'];
  if (stateDir) {
    mkdirSync(stateDir, { recursive: true });
    args.push('--state', path.join(stateDir, 'anvil-state.json'), '--state-interval', '5');
  }
  const child = spawnGuarded(anvilBinaryPath(), args);
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const spawned = new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', reject);
  });
  await spawned;
  const rpcUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(child, rpcUrl, () => output);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { rpcUrl, stop: () => stopChild(child) };
}

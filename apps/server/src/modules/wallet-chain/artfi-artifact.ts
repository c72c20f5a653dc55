import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Abi, Hex } from 'viem';
import { SERVER_ROOT } from '../../paths.js';

/** The compiled ARTFI token: its ABI, creation bytecode and the hash of the source it came from. */
export interface ArtfiArtifact {
  sourceHash: string;
  compiler: string;
  abi: Abi;
  bytecode: Hex;
}

/** The Solidity source in the repository; the artifact is always derived from it. */
export const ARTFI_SOURCE_PATH = path.join(SERVER_ROOT, 'src', 'modules', 'wallet-chain', 'ArtfiToken.sol');
/** Where `npm run build` writes the artifact. */
export const ARTFI_BUILT_ARTIFACT_PATH = path.join(SERVER_ROOT, 'dist', 'artfi-token.json');

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
}

function sourceHashOf(source: string): string {
  return createHash('sha256').update(source).digest('hex');
}

/** Compiles the token with solc-js (slow: a few seconds to load the compiler). */
export function compileArtfi(source = readFileSync(ARTFI_SOURCE_PATH, 'utf8')): ArtfiArtifact {
  const solc = createRequire(import.meta.url)('solc') as {
    compile(input: string): string;
    version(): string;
  };
  const input = {
    language: 'Solidity',
    sources: { 'ArtfiToken.sol': { content: source } },
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'));
  const contract = output.contracts['ArtfiToken.sol']?.ArtfiToken;
  if (!contract) throw new Error('solc produced no ArtfiToken contract');
  return {
    sourceHash: sourceHashOf(source),
    compiler: solc.version(),
    abi: contract.abi,
    bytecode: `0x${contract.evm.bytecode.object}`,
  };
}

function readArtifact(file: string, sourceHash: string): ArtfiArtifact | undefined {
  if (!existsSync(file)) return undefined;
  const artifact = JSON.parse(readFileSync(file, 'utf8')) as ArtfiArtifact;
  return artifact.sourceHash === sourceHash ? artifact : undefined;
}

/** Writes through a temporary file, so parallel test files never read half an artifact. */
export function writeArtifact(file: string, artifact: ArtfiArtifact): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, JSON.stringify(artifact));
  renameSync(partial, file);
}

/**
 * The artifact for the current source: the one the build wrote, else a cached compile keyed by the
 * source's hash (dev and tests), else a fresh compile stored in that cache. A stale build never wins.
 */
export function loadArtfiArtifact(): ArtfiArtifact {
  const source = readFileSync(ARTFI_SOURCE_PATH, 'utf8');
  const sourceHash = sourceHashOf(source);
  const built = readArtifact(ARTFI_BUILT_ARTIFACT_PATH, sourceHash);
  if (built) return built;
  const cached = path.join(tmpdir(), 'streamit-solc-cache', `artfi-${sourceHash}.json`);
  const fromCache = readArtifact(cached, sourceHash);
  if (fromCache) return fromCache;
  const artifact = compileArtfi(source);
  writeArtifact(cached, artifact);
  return artifact;
}

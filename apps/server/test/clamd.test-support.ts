import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where clamd is: Debian's clamav-daemon (installed by .ci/run) or CLAMD_PATH. */
export const CLAMD = process.env.CLAMD_PATH ?? '/usr/sbin/clamd';

/** The EICAR anti-virus test file: harmless, and what every scanner is built to report. */
export const EICAR = Buffer.from(
  'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*',
  'latin1',
);

/** clamd's StreamMaxLength in these tests: small, so the "too long a stream" answer is quick to reach. */
export const TEST_CLAMD_STREAM_MAX_BYTES = 1024 * 1024;

/**
 * clamd needs Debian's package, which `.ci/run` installs like nginx: in CI a missing clamd fails the suite;
 * on a developer machine without it the suite is reported as skipped.
 */
export const clamdAvailable = existsSync(CLAMD) || Boolean(process.env.CI);

/** A clamd of the test's own: own config, socket and signature database. */
export interface TestClamd {
  /** `unix://` address for ANTIVIRUS_CLAMD_URL. */
  address: string;
  stop(): Promise<void>;
}

// The mirrors are out of reach and ClamAV 1.4 has no built-in EICAR rule (checked: a bare database passes
// it), so the test writes a body signature for the EICAR string, found anywhere in a file (e.g. inside a PDF).
function signatureDatabase(): string {
  return `StreamIt.Test.EICAR:0:*:${EICAR.toString('hex')}\n`;
}

function clamdConfig(dir: string): string {
  return [
    'Foreground yes',
    `DatabaseDirectory ${dir}/db`,
    `LocalSocket ${dir}/clamd.sock`,
    `PidFile ${dir}/clamd.pid`,
    `LogFile ${dir}/clamd.log`,
    `StreamMaxLength ${TEST_CLAMD_STREAM_MAX_BYTES}`,
    // Root in CI: clamd would otherwise switch to the clamav user, who cannot read the test's directory.
    ...(process.getuid?.() === 0 ? ['User root'] : []),
  ].join('\n');
}

function ping(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ path: socketPath }, () => {
      socket.end('zPING\0');
    });
    let reply = '';
    socket.on('data', (chunk: Buffer) => {
      reply += chunk.toString();
    });
    socket.on('close', () => {
      resolve(reply.startsWith('PONG'));
    });
    socket.on('error', () => {
      resolve(false);
    });
  });
}

async function waitForPong(socketPath: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`clamd exited with ${child.exitCode}`);
    if (await ping(socketPath)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('clamd did not answer PING within 10 s');
}

/** Starts clamd with a one-signature database (seconds, not the minutes of the real database). */
export async function startTestClamd(): Promise<TestClamd> {
  const dir = await mkdtemp(path.join(tmpdir(), 'streamit-clamd-'));
  await writeFile(path.join(dir, 'clamd.conf'), clamdConfig(dir));
  await mkdir(path.join(dir, 'db'));
  await writeFile(path.join(dir, 'db', 'streamit-test.ndb'), signatureDatabase());
  const child = spawn(CLAMD, ['-c', path.join(dir, 'clamd.conf')], { stdio: 'ignore' });
  const socketPath = path.join(dir, 'clamd.sock');
  await waitForPong(socketPath, child);
  return {
    address: `unix://${socketPath}`,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

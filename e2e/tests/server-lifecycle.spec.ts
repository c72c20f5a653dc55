import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REPO_ROOT, SERVER_ENTRY, createDataDir } from '../support/environment.js';

interface RunningServer {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
  });
}

function startServer(dataDir: string, port: number): RunningServer {
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'info' },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, output: () => output, exited };
}

async function waitForHealth(port: number): Promise<void> {
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/v1/health`).catch(() => null))?.status, {
      timeout: 120_000,
    })
    .toBe(200);
}

test.describe('npm start lifecycle (production build)', () => {
  test('a second server on the same data directory refuses with a clear message', async () => {
    const second = startServer(process.env.E2E_DATA_DIR ?? '', await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is already using the data directory');
    expect(second.output()).toContain('Stop it first');
  });

  test('Ctrl-C stops the server and PostgreSQL; the next start reuses the data', async () => {
    test.setTimeout(240_000);
    const dataDir = createDataDir('streamit-lifecycle-');
    try {
      const port = await freePort();
      const first = startServer(dataDir, port);
      await waitForHealth(port);
      expect(first.output()).toContain(`StreamIt is running at http://localhost:${port}`);
      expect(first.output()).toContain('Seeded demo-categories-v1');
      first.child.kill('SIGINT');
      expect(await first.exited).toBe(0);
      expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
      expect(existsSync(path.join(dataDir, 'streamit.lock'))).toBe(false);

      const again = startServer(dataDir, port);
      await waitForHealth(port);
      const categories = (await (
        await fetch(`http://127.0.0.1:${port}/api/v1/activities/categories`)
      ).json()) as {
        categories: unknown[];
      };
      expect(categories.categories).toHaveLength(10);
      expect(again.output()).not.toContain('Seeded demo-categories-v1');
      again.child.kill('SIGINT');
      expect(await again.exited).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigSchema, loadConfig, type Config } from '../../config.js';
import { createXClient, getFromX } from '../../modules/social/x-api.client.js';
import { lookUpBreachedPassword } from '../security/breached-passwords.js';
import { buildEgressAllowList, isEgressAllowed, OUTBOUND_URL_KEYS } from './egress-allow-list.js';
import { EgressRefusedError, fetchOutbound, type EgressContext } from './outbound-fetch.js';

/**
 * ASVS V13.2.4, V13.2.5 (decision 089): the server's calls to other services go only to hosts on the egress
 * allow-list. Two real local servers: one configured (allowed), one not; the second must never see a connection.
 */
interface CountingServer {
  server: Server;
  port: number;
  connections: number;
}

async function startCountingServer(): Promise<CountingServer> {
  const server = createServer((_request, response) => response.end('ok'));
  const counting: CountingServer = { server, port: 0, connections: 0 };
  server.on('connection', () => (counting.connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  counting.port = (server.address() as AddressInfo).port;
  return counting;
}

let allowed: CountingServer;
let other: CountingServer;
let context: EgressContext;
const logLines: string[] = [];

beforeAll(async () => {
  [allowed, other] = await Promise.all([startCountingServer(), startCountingServer()]);
  const config = loadConfig({ NODE_ENV: 'test', MOBILUM_API_URL: `http://127.0.0.1:${allowed.port}/kyc/` });
  context = { config, logCapture: { write: (line) => logLines.push(line) } };
});
afterAll(() => Promise.all([allowed, other].map(({ server }) => new Promise((done) => server.close(done)))));
beforeEach(() => {
  allowed.connections = 0;
  other.connections = 0;
  logLines.length = 0;
});

const refusal = () => logLines.map((line) => JSON.parse(line) as Record<string, unknown>).find(isRefusal);
const isRefusal = (line: Record<string, unknown>) => line.event === 'egress.refused';

describe('the egress allow-list (ASVS V13.2.4, V13.2.5)', () => {
  it('lets a request to a configured service through', async () => {
    const response = await fetchOutbound(context, 'kyc', `http://127.0.0.1:${allowed.port}/kyc/v1`, {
      redirect: 'error',
    });
    expect(await response.text()).toBe('ok');
    expect(allowed.connections).toBe(1);
  });

  it('refuses another port or another name for the same machine before connecting, and logs no path', async () => {
    const offList = [
      `http://127.0.0.1:${other.port}/x?token=secret`,
      `http://localhost:${allowed.port}/kyc/v1`,
    ];
    for (const url of offList) {
      await expect(fetchOutbound(context, 'kyc', url, { redirect: 'error' })).rejects.toBeInstanceOf(
        EgressRefusedError,
      );
    }
    expect([allowed.connections, other.connections]).toEqual([0, 0]);
    expect(refusal()).toMatchObject({
      level: 40,
      integration: 'kyc',
      destination: `127.0.0.1:${other.port}`,
    });
    expect(logLines.join('\n')).not.toContain('secret');
  });

  it("answers each integration's usual failure when refused: X unavailable at once, a skipped password check", async () => {
    const offList = `http://127.0.0.1:${other.port}`;
    const x = createXClient({
      egress: context,
      baseUrl: offList,
      bearerToken: 'b',
      cacheMs: 0,
      retryBaseMs: 1,
    });
    await expect(getFromX(x, 'users', '/2/users/me')).rejects.toMatchObject({ code: 'SOCIAL_X_UNAVAILABLE' });
    const warnings: unknown[] = [];
    const log = { warn: (entry: unknown) => warnings.push(entry) };
    expect(await lookUpBreachedPassword(context, offList, 'a password', log)).toBe('unknown');
    expect(warnings).toHaveLength(1);
    expect(other.connections).toBe(0);
    expect(logLines.filter((line) => line.includes('egress.refused'))).toHaveLength(2);
  });

  it('adds OUTBOUND_ALLOWED_HOSTS (a host on any port, or one host:port) and refuses other schemes', () => {
    const config: Config = loadConfig({ OUTBOUND_ALLOWED_HOSTS: 'Hooks.Example.com, 10.0.0.5:8443,[::1]' });
    const list = buildEgressAllowList(config);
    const allows = (url: string) => isEgressAllowed(list, new URL(url));
    expect(allows('https://hooks.example.com:9000/a')).toBe(true);
    expect(allows('https://10.0.0.5:8443/')).toBe(true);
    expect(allows('https://10.0.0.5/')).toBe(false);
    expect(allows('http://[::1]:81/')).toBe(true);
    expect(allows('https://api.x.com/2/users')).toBe(true);
    expect(allows('https://api.x.com:8443/2/users')).toBe(false);
    expect(allows('ftp://api.x.com/')).toBe(false);
    expect(() => loadConfig({ OUTBOUND_ALLOWED_HOSTS: 'https://a.example' })).toThrow(
      /OUTBOUND_ALLOWED_HOSTS/,
    );
  });

  it('leaves no bare fetch in the server code but the egress module and the local anvil probe', () => {
    const source = path.resolve(import.meta.dirname, '../..');
    const files = readdirSync(source, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    const bare = files.filter((file) =>
      /(?<![\w.])fetch\(/.test(readFileSync(path.join(source, file), 'utf8')),
    );
    expect(bare.sort()).toEqual([
      path.join('lib', 'egress', 'outbound-fetch.ts'),
      path.join('modules', 'wallet-chain', 'anvil-process.ts'),
    ]);
  });

  it('derives the list from every configuration key naming an outbound http(s) service', () => {
    const urlKeys = Object.keys(ConfigSchema.shape).filter((key) => /_(URL|ENDPOINT)$/.test(key));
    // Keys for browsers (links, redirects), the database, SMTP and clamd's socket are not destinations of the
    // server's HTTP calls.
    const notOutbound = [
      'PUBLIC_URL',
      'DATABASE_URL',
      'DATABASE_MIGRATION_URL',
      'ANTIVIRUS_CLAMD_URL',
      'SMTP_URL',
      'MEDIA_PUBLIC_BASE_URL',
      'CHAIN_EXPLORER_URL',
      'GOOGLE_AUTH_URL',
      'TWITTER_AUTH_URL',
    ];
    expect(urlKeys.filter((key) => !notOutbound.includes(key)).sort()).toEqual([...OUTBOUND_URL_KEYS].sort());
  });
});

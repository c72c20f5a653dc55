import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { ERRORS } from '@streamit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createTestContext, testEnv, type TestContext } from '../../test/test-app.js';

// The defaults, on purpose: the promise is "408 within 10 s" as shipped, not with test-only settings.
const DEADLINE_MS = 10_000;

let context: TestContext;
let port = 0;

beforeAll(async () => {
  context = await createTestContext({}, (app) => {
    app.post('/test/echo', (request, reply) => reply.send({ size: JSON.stringify(request.body).length }));
  });
  await context.app.listen({ host: '127.0.0.1', port: 0 });
  port = (context.app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await context.close();
});

interface Outcome {
  response: string;
  elapsedMs: number;
}

/** Opens a raw TCP connection, writes `chunks` `gapMs` apart, and collects whatever comes back until close. */
function trickle(chunks: string[], gapMs: number): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket: Socket = connect(port, '127.0.0.1');
    let response = '';
    let timer: NodeJS.Timeout | undefined;
    const sendNext = (index: number) => {
      if (index >= chunks.length || socket.destroyed) return;
      socket.write(chunks[index] ?? '');
      timer = setTimeout(() => {
        sendNext(index + 1);
      }, gapMs);
    };
    socket.on('connect', () => {
      sendNext(0);
    });
    socket.on('data', (data) => {
      response += data.toString();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ response, elapsedMs: Date.now() - started });
    });
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within 20 s; got: ${response}`));
    }, 20_000).unref();
  });
}

function expectTimedOut(outcome: Outcome) {
  expect(outcome.response).toMatch(/^HTTP\/1\.1 408 /);
  expect(outcome.response).toContain(ERRORS.REQUEST_TIMEOUT.message);
  expect(outcome.elapsedMs).toBeLessThan(DEADLINE_MS);
}

describe('slow clients over a real socket', () => {
  it('ships defaults that time out within 10 s', () => {
    const config = loadConfig(testEnv());
    expect(config.HEADERS_TIMEOUT_MS + 1_000).toBeLessThan(DEADLINE_MS);
    expect(config.BODY_RATE_WINDOW_MS * 1.5).toBeLessThan(DEADLINE_MS);
  });

  it('answers 408 to headers sent a line every 2 s (slowloris), and closes the connection', async () => {
    const lines = ['GET /api/v1/health HTTP/1.1\r\n', 'Host: 127.0.0.1\r\n'];
    for (let index = 0; index < 10; index += 1) lines.push(`X-Slow-${index}: ${'a'.repeat(10)}\r\n`);
    expectTimedOut(await trickle(lines, 2_000));
  });

  it('answers 408 to a body trickled a byte a second, and closes the connection', async () => {
    const head =
      'POST /test/echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n';
    const body = `{"a":"${'b'.repeat(992)}"}`.split('');
    expectTimedOut(await trickle([head, ...body], 1_000));
  });

  it('lets a slow but steady body through (about 4 KiB a second)', async () => {
    const payload = `{"a":"${'b'.repeat(24 * 1024)}"}`;
    const head = `POST /test/echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: ${payload.length}\r\n\r\n`;
    const chunks = payload.match(/[\s\S]{1,2048}/g) ?? [];
    const outcome = await trickle([head, ...chunks], 500);
    expect(outcome.response).toMatch(/^HTTP\/1\.1 200 /);
    expect(outcome.response).toContain(`"size":${payload.length}`);
  });
});

describe('request framing over a real socket', () => {
  it('refuses conflicting length headers with 400 and never answers a request smuggled behind them', async () => {
    const smuggled = 'GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
    const heads = [
      'Content-Length: 5\r\nTransfer-Encoding: chunked',
      'Content-Length: 5\r\nContent-Length: 48',
    ];
    for (const lengths of heads) {
      const request = `POST /test/echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${lengths}\r\n\r\n0\r\n\r\n${smuggled}`;
      const { response } = await trickle([request], 0);
      expect(response, lengths).toMatch(/^HTTP\/1\.1 400 /);
      expect(response.match(/HTTP\/1\.1 \d{3} /g), lengths).toHaveLength(1);
    }
  });
});

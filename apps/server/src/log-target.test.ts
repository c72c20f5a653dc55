import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { frameSyslog } from './log-target.js';
import { buildProcessLoggerOptions } from './logger.js';

/**
 * ASVS V16.4.3 (decision 089): with LOG_TARGET the log lines also go to a collector in another process (here a
 * plain TCP listener standing in for rsyslog), as RFC 5424 syslog messages with octet-counting framing.
 */
const RECEIVER = `
const server = require('node:net').createServer((socket) => {
  socket.on('data', (chunk) => process.stdout.write(chunk.toString('base64') + '\\n'));
});
server.listen(0, '127.0.0.1', () => process.stdout.write('PORT ' + server.address().port + '\\n'));
`;

let receiver: ChildProcess;
let port = 0;
const received: Buffer[] = [];

beforeAll(async () => {
  const child = spawn(process.execPath, ['-e', RECEIVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  receiver = child;
  const lines = createInterface({ input: child.stdout });
  port = await new Promise<number>((resolve) => {
    lines.on('line', (line) => {
      if (line.startsWith('PORT ')) resolve(Number(line.slice(5)));
      else received.push(Buffer.from(line, 'base64'));
    });
  });
});
afterAll(() => {
  receiver.kill();
});

/** The messages of an octet-counted stream: `<byte length> <message>` one after another. */
function messagesOf(stream: Buffer): string[] {
  const messages: string[] = [];
  let at = 0;
  while (at < stream.length) {
    const space = stream.indexOf(0x20, at);
    const length = Number(stream.subarray(at, space).toString());
    messages.push(stream.subarray(space + 1, space + 1 + length).toString('utf8'));
    at = space + 1 + length;
  }
  return messages;
}

async function waitForMessages(count: number): Promise<string[]> {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const messages = messagesOf(Buffer.concat(received));
    if (messages.length >= count) return messages;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the collector got ${messagesOf(Buffer.concat(received)).length} of ${count} messages`);
}

describe('log lines shipped to a separate collector (ASVS V16.4.3)', () => {
  it('sends every line, redacted, as a syslog message with its severity, to the process behind LOG_TARGET', async () => {
    const config = loadConfig({ LOG_TARGET: `tcp://127.0.0.1:${port}`, LOG_LEVEL: 'info' });
    const { options, stream } = buildProcessLoggerOptions(config);
    const logger = pino({ ...options, base: { pid: process.pid } }, stream);
    logger.info({ user: { password: 'hunter2-secret' } }, 'signed in: مرحبا');
    logger.warn({ event: 'egress.refused', integration: 'kyc' }, 'refused');
    const [info = '', warn = ''] = await waitForMessages(2);
    expect(info).toMatch(/^<134>1 \d{4}-\d\d-\d\dT[\d:.]+Z \S+ streamit \d+ - - \{/);
    expect(warn).toMatch(/^<132>1 /);
    const body = JSON.parse(info.slice(info.indexOf('{'))) as { msg: string; user: { password: string } };
    expect(body).toMatchObject({ msg: 'signed in: مرحبا', user: { password: '[redacted]' } });
    expect(received.map((chunk) => chunk.toString()).join('')).not.toContain('hunter2-secret');
    expect(warn).toContain('"event":"egress.refused"');
  });

  it('counts the framing in bytes, and refuses a LOG_TARGET that is not tcp:// or tls:// with a port', () => {
    const framed = frameSyslog('{"level":50,"time":0,"msg":"خطأ"}\n');
    const [length, ...rest] = framed.split(' ');
    expect(Number(length)).toBe(Buffer.byteLength(rest.join(' ')));
    expect(rest[0]).toBe('<131>1');
    expect(() => loadConfig({ LOG_TARGET: 'http://collector.example:514' })).toThrow(/LOG_TARGET/);
    expect(() => loadConfig({ LOG_TARGET: 'tcp://collector.example' })).toThrow(/LOG_TARGET/);
  });
});

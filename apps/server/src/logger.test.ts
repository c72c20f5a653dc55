import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { pino, type LoggerOptions } from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { buildLoggerOptions, createLazyChildLogger, REDACTED_PATHS } from './logger.js';

function captureLogger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  const logger = pino({ level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, stream);
  let children = 0;
  const counting = Object.create(logger) as FastifyBaseLogger;
  counting.child = (bindings, options) => {
    children += 1;
    return logger.child(bindings, options);
  };
  return { lines, logger: counting, children: () => children };
}

describe('createLazyChildLogger', () => {
  it('makes no child for lines the level drops, and one child with the bindings for lines it keeps', async () => {
    const { lines, logger, children } = captureLogger('warn');
    const requestLog = createLazyChildLogger(logger, { reqId: 'req-1' }, {});
    requestLog.info({ req: { headers: { authorization: 'Bearer secret' } } }, 'incoming request');
    requestLog.debug('details');
    expect(children()).toBe(0);
    requestLog.warn({ body: { token: 'abc' } }, 'slow');
    requestLog.error('failed');
    await new Promise((resolve) => setImmediate(resolve));
    expect(children()).toBe(1);
    expect(lines).toMatchObject([
      { level: 40, reqId: 'req-1', msg: 'slow', body: { token: '[redacted]' } },
      { level: 50, reqId: 'req-1', msg: 'failed' },
    ]);
  });

  it('keeps a logged value with line breaks on its one JSON line, so it cannot forge another entry', async () => {
    const { lines, logger } = captureLogger('info');
    const forged = 'ok\n{"level":30,"msg":"admin signed in"}\r\nnext';
    createLazyChildLogger(logger, { reqId: 'req-2' }, {}).info({ email: forged }, forged);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual([expect.objectContaining({ reqId: 'req-2', msg: forged, email: forged })]);
  });
});

describe('buildLoggerOptions', () => {
  it('stamps every production log line with UTC epoch milliseconds from the clock', async () => {
    const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'info' });
    const options = buildLoggerOptions(config) as LoggerOptions;
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
        done();
      },
    });
    const before = Date.now();
    pino(options, stream).info('stamped');
    await new Promise((resolve) => setImmediate(resolve));
    const after = Date.now();
    expect(lines).toHaveLength(1);
    const time = lines[0]?.time;
    expect(typeof time).toBe('number');
    expect(time).toBeGreaterThanOrEqual(before);
    expect(time).toBeLessThanOrEqual(after);
  });
});

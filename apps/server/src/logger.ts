import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';

/** Paths pino censors wherever they appear in a log line. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["idempotency-key"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.confirmPassword',
  '*.currentPassword',
  '*.token',
  '*.accessToken',
  '*.access_token',
  '*.refreshToken',
  '*.secret',
  '*.privateKey',
  '*.mnemonic',
  '*.totpCode',
  '*.connectionString',
];

/** pino options: JSON lines, secrets redacted, quiet in tests. */
export function buildLoggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.NODE_ENV === 'test' ? 'silent' : config.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
}

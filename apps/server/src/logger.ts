import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';
import { logDestination } from './log-target.js';
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
  // One level deeper for request bodies logged as `{ req: { body } }` (the wallet routes' secrets).
  '*.*.password',
  '*.*.privateKey',
  '*.*.mnemonic',
  '*.totpCode',
  '*.connectionString',
];

// Query parameters that carry a credential: an OAuth sign-in's state and code, our one-time exchange code on
// /auth/callback, a download link's token and a file link's signature. Single-use or short-lived, but a log line
// outlives them and is read by more people than the account's owner (ASVS V14.2.4, V16.2.5).
const CREDENTIAL_QUERY_KEYS = ['code', 'state', 'token', 'sig'];

/** `url` for a log line: the value of every credential-carrying query parameter censored, the rest kept. */
export function redactRequestUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = new URLSearchParams(url.slice(mark + 1));
  const secret = CREDENTIAL_QUERY_KEYS.filter((key) => query.has(key));
  if (secret.length === 0) return url;
  for (const key of secret) query.set(key, '[redacted]');
  return `${url.slice(0, mark)}?${query.toString()}`;
}

// What a line logs as `req`: Fastify's request, or whatever a caller put there (a plain object in places).
interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request serializer, with the URL's credentials censored. */
function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? redactRequestUrl(request.url) : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Where a test captures every log line (at trace level) instead of the quiet test default. */
export interface LogCapture {
  write(line: string): void;
}

/** pino's options and destination for this process: JSON lines, secrets redacted, quiet in tests unless captured. */
export function buildProcessLoggerOptions(
  config: Config,
  capture?: LogCapture,
): { options: LoggerOptions; stream?: LogCapture | DestinationStream } {
  const redact = { paths: REDACTED_PATHS, censor: '[redacted]' };
  const serializers = { req: serializeRequest };
  if (capture) return { options: { level: 'trace', redact, serializers }, stream: capture };
  const level = config.NODE_ENV === 'test' ? 'silent' : config.LOG_LEVEL;
  const shipped = logDestination(config.LOG_TARGET);
  return { options: { level, redact, serializers }, ...(shipped ? { stream: shipped } : {}) };
}

/** Fastify's logger options: those of buildProcessLoggerOptions, with a test's capture as the stream. */
export function buildLoggerOptions(config: Config, capture?: LogCapture): FastifyServerOptions['logger'] {
  const { options, stream } = buildProcessLoggerOptions(config, capture);
  return stream ? { ...options, stream } : options;
}

/** pino's numeric levels; a logger writes a line when its level's value is at least the threshold. */
const LEVEL_VALUES = { fatal: 60, error: 50, warn: 40, info: 30, debug: 20, trace: 10 } as const;
type Level = keyof typeof LEVEL_VALUES;

function isLevelEnabled(logger: FastifyBaseLogger, level: Level): boolean {
  const threshold =
    (LEVEL_VALUES as Record<string, number | undefined>)[logger.level] ?? Number.POSITIVE_INFINITY;
  return LEVEL_VALUES[level] >= threshold;
}

const BINDINGS = Symbol('bindings');
const CHILD = Symbol('child');

type ChildArgs = Parameters<FastifyBaseLogger['child']>;

interface LazyLogger extends FastifyBaseLogger {
  [BINDINGS]: ChildArgs;
  [CHILD]: FastifyBaseLogger | undefined;
}

// One prototype per parent logger and level: its methods are shared, so a request's logger is one object.
const prototypes = new WeakMap<FastifyBaseLogger, Map<string, FastifyBaseLogger>>();

function buildLazyPrototype(logger: FastifyBaseLogger): FastifyBaseLogger {
  const proto = Object.create(logger) as FastifyBaseLogger;
  const real = (lazy: LazyLogger) => (lazy[CHILD] ??= logger.child(...lazy[BINDINGS]));
  for (const level of Object.keys(LEVEL_VALUES) as Level[]) {
    proto[level] = isLevelEnabled(logger, level)
      ? function write(this: LazyLogger, ...args: unknown[]) {
          const target = real(this);
          Reflect.apply(target[level], target, args);
        }
      : () => undefined;
  }
  proto.child = function child(this: LazyLogger, ...args: ChildArgs) {
    return real(this).child(...args);
  };
  return proto;
}

function lazyPrototypeOf(logger: FastifyBaseLogger): FastifyBaseLogger {
  let byLevel = prototypes.get(logger);
  if (!byLevel) prototypes.set(logger, (byLevel = new Map<string, FastifyBaseLogger>()));
  let proto = byLevel.get(logger.level);
  if (!proto) byLevel.set(logger.level, (proto = buildLazyPrototype(logger)));
  return proto;
}

/**
 * Fastify's per-request child logger, created only when a request first logs at an enabled level.
 * pino serialises (and redacts) a child's bindings when the child is made, so the default factory
 * paid that on every request for lines a `warn` level then drops. A request's logger is one small
 * object over a shared prototype.
 */
export function createLazyChildLogger(
  logger: FastifyBaseLogger,
  ...[bindings, options]: ChildArgs
): FastifyBaseLogger {
  const lazy = Object.create(lazyPrototypeOf(logger)) as LazyLogger;
  // Only what pino's child takes (Fastify also passes the raw request).
  lazy[BINDINGS] = [bindings, options];
  lazy[CHILD] = undefined;
  return lazy;
}

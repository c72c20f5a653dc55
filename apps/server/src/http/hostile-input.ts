import { API_BASE_PATH, AUTH_BODY_LIMIT_BYTES } from '@streamit/contract';
import { Stream } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

const AUTH_PREFIX = `${API_BASE_PATH}/auth/`;
// NUL is the one code point PostgreSQL text cannot store; other C0 controls are legal text.
const NUL = '\u0000';
// In unicode mode a paired surrogate is one code point, so this matches only lone halves.
const LONE_SURROGATE = /\p{Surrogate}/u;
const MAX_DEPTH = 32;

/** True when a string cannot be stored as PostgreSQL text: NUL or a lone UTF-16 surrogate. */
export function isUnstorableText(value: string): boolean {
  return value.includes(NUL) || LONE_SURROGATE.test(value);
}

// A raw stream body (tus PATCH) or bytes are not parsed text: walking a stream's object graph never ends.
// (Parsed query strings are not plain objects either: fast-querystring gives them an empty prototype.)
function isRawBody(value: object): boolean {
  return value instanceof Stream || ArrayBuffer.isView(value) || value instanceof ArrayBuffer;
}

/** Walks parsed input (objects, arrays, strings); true when any key or string value is unstorable. */
export function containsUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isUnstorableText(value);
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.some((item) => containsUnstorableText(item, depth + 1));
  if (isRawBody(value)) return false;
  return Object.entries(value).some(
    ([key, item]) => isUnstorableText(key) || containsUnstorableText(item, depth + 1),
  );
}

function refuseUnstorableInput(request: FastifyRequest): void {
  const { params, query, body } = request;
  if ([params, query, body].some((part) => containsUnstorableText(part))) {
    throw new AppError('VALIDATION_FAILED');
  }
}

/**
 * One gate for every route, before schema validation: path parameters, query and parsed body with
 * text PostgreSQL refuses answer 400 instead of reaching a query and failing there as a 500.
 * Auth routes also get a small body limit, since none of their bodies is more than a few fields.
 */
export function installHostileInputGuard(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(AUTH_PREFIX)) return;
    route.bodyLimit = Math.min(route.bodyLimit ?? AUTH_BODY_LIMIT_BYTES, AUTH_BODY_LIMIT_BYTES);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      refuseUnstorableInput(request);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}

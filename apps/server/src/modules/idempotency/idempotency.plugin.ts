import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { IDEMPOTENCY_KEY_PATTERN, IDEMPOTENT_REPLAYED_HEADER } from '@streamit/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { idempotencyModeOf, isUploadRequest, type IdempotencyMode } from './idempotency.policy.js';
import {
  completeKey,
  findKey,
  releaseKey,
  takeOverLapsedKey,
  reserveKey,
  type KeyIdentity,
  type StoredAnswer,
} from './idempotency.repository.js';

// A request in flight longer than any request may run (REQUEST_TIMEOUT_MS) plus this margin has died with
// its process: its key is taken over by the next retry rather than answering 409 until the 24 h clean-up.
const LEASE_MARGIN_MS = 10_000;

function leaseMsOf(deps: AppDeps): number {
  return deps.config.REQUEST_TIMEOUT_MS + LEASE_MARGIN_MS;
}

// A request that finds its key in flight waits this long for the first answer before a 409.
const IN_FLIGHT_WAIT_MS = 5_000;
const POLL_MS = 50;

/** Requests that own a reserved key, until their answer is stored. */
const owners = new WeakMap<FastifyRequest, KeyIdentity>();

interface Fingerprint {
  route: string;
  requestHash: string;
}

function scopeOf(request: FastifyRequest): string {
  if (request.admin) return `admin:${request.admin.id}`;
  if (request.member) return `member:${request.member.userId}`;
  return `ip:${request.ip}`;
}

function fingerprintOf(request: FastifyRequest, route: string): Fingerprint {
  const canonical = JSON.stringify([request.params ?? null, request.query ?? null, request.body ?? null]);
  return { route, requestHash: createHash('sha256').update(canonical).digest('hex') };
}

function keyOf(request: FastifyRequest, mode: IdempotencyMode): string | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined) {
    if (mode === 'required') throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
    return null;
  }
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) {
    throw new AppError('IDEMPOTENCY_KEY_INVALID');
  }
  return header;
}

/**
 * Owns the key (true) or returns the first request's answer, waiting while it is in flight. The
 * key with another route or request is 409 IDEMPOTENCY_KEY_REUSED; still in flight after the wait, 409;
 * in flight past its lease (the request that held it died), this request takes it over.
 */
async function claimOrAnswer(
  deps: AppDeps,
  identity: KeyIdentity,
  fingerprint: Fingerprint,
): Promise<true | StoredAnswer> {
  const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
  for (;;) {
    if (await reserveKey(deps.db, identity, fingerprint)) return true;
    const row = await findKey(deps.db, identity);
    if (row && (row.route !== fingerprint.route || row.requestHash !== fingerprint.requestHash)) {
      throw new AppError('IDEMPOTENCY_KEY_REUSED');
    }
    if (row?.responseStatus != null) {
      return { status: row.responseStatus, type: row.responseType, body: row.responseBody ?? '' };
    }
    if (await takeOverLapsedKey(deps.db, identity, leaseMsOf(deps))) return true;
    if (Date.now() >= deadline) throw new AppError('IDEMPOTENCY_KEY_IN_USE');
    await sleep(POLL_MS);
  }
}

function replay(reply: FastifyReply, answer: StoredAnswer): FastifyReply {
  reply.code(answer.status).header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  if (answer.type) reply.type(answer.type);
  return reply.send(answer.body);
}

function beginRequest(deps: AppDeps, route: string, mode: IdempotencyMode): preHandlerAsyncHookHandler {
  return async function idempotencyPreHandler(request, reply) {
    if (isUploadRequest(request)) return;
    const key = keyOf(request, mode);
    if (key === null) return;
    const identity = { scope: scopeOf(request), key };
    const outcome = await claimOrAnswer(deps, identity, fingerprintOf(request, route));
    if (outcome === true) owners.set(request, identity);
    else return replay(reply, outcome);
  };
}

// Refusals that ask the member to prove it is them first (decision 080): nothing was done, and the client sends
// the same request, key included, once they have (the store checkout's retry after the password dialog).
const PROVE_IT_FIRST: readonly string[] = ['STEP_UP_REQUIRED', 'RECENT_SIGN_IN_REQUIRED'];

function asksForProof(status: number, payload: string | Buffer | null | undefined): boolean {
  if (status !== 403 || payload == null) return false;
  try {
    const body = JSON.parse(payload.toString()) as { error?: { code?: unknown } };
    return PROVE_IT_FIRST.includes(String(body.error?.code));
  } catch {
    return false;
  }
}

// 5xx and 429 answers say "try again", and a refusal asking for proof says "try again once proven", so they
// are not kept: the key is freed for the retry.
function isKept(status: number, payload: unknown): payload is string | Buffer | null | undefined {
  const storable = payload == null || typeof payload === 'string' || Buffer.isBuffer(payload);
  return status < 500 && status !== 429 && storable && !asksForProof(status, payload);
}

function finishRequest(deps: AppDeps): onSendAsyncHookHandler {
  return async function idempotencyOnSend(request, reply, payload) {
    const identity = owners.get(request);
    if (!identity) return payload;
    owners.delete(request);
    try {
      if (isKept(reply.statusCode, payload)) {
        const type = reply.getHeader('content-type');
        const body = payload == null ? '' : payload.toString();
        await completeKey(deps.db, identity, {
          status: reply.statusCode,
          type: type ? String(type) : null,
          body,
        });
      } else {
        await releaseKey(deps.db, identity);
      }
    } catch (error) {
      // The answer still goes out; the key stays in flight and a retry gets 409 instead of a second effect.
      request.log.error({ err: error }, 'idempotency: storing the answer failed');
    }
    return payload;
  };
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * Stripe-style Idempotency-Key handling for every write route registered after this call: the same
 * key and request replays the stored answer (`Idempotent-Replayed: true`), the key with another
 * request is 409, a request still in flight is waited for. Without a key nothing changes.
 */
export function installIdempotency(app: FastifyInstance, deps: AppDeps): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const mode = idempotencyModeOf(route);
    if (!mode) return;
    const pattern = `${String(route.method)} ${route.url}`;
    // First among the route's pre-handlers, so a replay does no work at all.
    route.preHandler = [beginRequest(deps, pattern, mode), ...asArray(route.preHandler)];
    route.onSend = [...asArray(route.onSend), finishRequest(deps)];
  });
}

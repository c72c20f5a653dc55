import type { FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `required`: the route refuses requests without a key; `off`: the route ignores keys. */
    idempotency?: 'required' | 'off';
  }
}

/** How a route treats an Idempotency-Key. */
export type IdempotencyMode = 'optional' | 'required';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// Answers naming one of these carry a credential (wallet keys by exact name); they are not stored (decision 017).
const SECRET_FIELD = /token|secret|otpauth|recoverycodes|^privatekey$|^mnemonic$/i;

function namesSecret(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false;
  const properties = (node as { properties?: unknown }).properties;
  if (properties && typeof properties === 'object') {
    if (Object.keys(properties).some((name) => SECRET_FIELD.test(name))) return true;
  }
  return Object.values(node).some(namesSecret);
}

/** Whether a route's success answer carries a credential (a session token, a TOTP secret, codes). */
export function answersWithSecret(route: Pick<RouteOptions, 'schema'>): boolean {
  const responses = (route.schema?.response ?? {}) as Record<string, unknown>;
  return Object.entries(responses)
    .filter(([status]) => status.startsWith('2'))
    .some(([, schema]) =>
      namesSecret(
        schema instanceof z.ZodType
          ? z.toJSONSchema(schema, { unrepresentable: 'any', io: 'output' })
          : schema,
      ),
    );
}

/** The idempotency mode of a route, or null when keys are ignored there. */
export function idempotencyModeOf(route: RouteOptions): IdempotencyMode | null {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (!methods.some((method) => WRITE_METHODS.has(method))) return null;
  const configured = route.config?.idempotency;
  if (configured === 'off') return null;
  if (configured === 'required') return 'required';
  return answersWithSecret(route) ? null : 'optional';
}

/**
 * Requests that ignore the key even on an idempotent route: uploads. A multipart body is a file
 * that replaces its slot (idempotent by itself) and tus carries its own resume protocol.
 */
export function isUploadRequest(request: FastifyRequest): boolean {
  const type = request.headers['content-type'] ?? '';
  return type.toLowerCase().startsWith('multipart/') || request.headers['tus-resumable'] !== undefined;
}

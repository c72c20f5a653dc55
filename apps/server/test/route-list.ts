import * as contract from '@streamit/contract';
import { API_BASE_PATH, type Endpoint } from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { listRoutes, type Route } from '../src/modules/admin-auth/admin-auth.test-support.js';

/** A registered route and, when it is a contract endpoint, its endpoint. */
export interface ListedRoute extends Route {
  endpoint: Endpoint | undefined;
}

function isEndpoint(value: unknown): value is Endpoint {
  return (
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value
  );
}

/** Every route of the app with the given methods, each matched to its contract endpoint if any. */
export function listWriteRoutes(app: FastifyInstance, methods: readonly string[]): ListedRoute[] {
  const endpoints = (Object.values(contract) as unknown[]).filter(isEndpoint);
  return listRoutes(app)
    .filter((route) => methods.includes(route.method))
    .map((route) => ({
      ...route,
      endpoint: endpoints.find((e) => e.method === route.method && `${API_BASE_PATH}${e.path}` === route.url),
    }));
}

type JsonSchema = Record<string, unknown>;

const SAMPLE_UUID = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';

// Values tried, in order, against a string's pattern: an email, a 6-digit code, a token, a language tag.
const PATTERN_CANDIDATES = ['walker@example.test', '123456', 'a'.repeat(32), 'en', SAMPLE_UUID];

function sampleString(schema: JsonSchema): string {
  const format = schema.format as string | undefined;
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern);
    const fits = (value: string) => value.length >= ((schema.minLength as number | undefined) ?? 0);
    const match = PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate) && fits(candidate));
    if (match) return match;
  }
  if (format === 'email') return 'walker@example.test';
  if (format === 'uuid') return SAMPLE_UUID;
  if (format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
  if (format === 'uri' || format === 'url') return 'https://example.test/page';
  const min = (schema.minLength as number | undefined) ?? 1;
  const max = (schema.maxLength as number | undefined) ?? 200;
  return 'Sample text for the route walk'.padEnd(min, 'x').slice(0, Math.max(min, Math.min(max, 30)));
}

function sampleNumber(schema: JsonSchema): number {
  const min =
    (schema.minimum as number | undefined) ?? ((schema.exclusiveMinimum as number | undefined) ?? 0) + 1;
  const max = (schema.maximum as number | undefined) ?? Number.MAX_SAFE_INTEGER;
  return Math.min(Math.max(min, 1), max);
}

function sampleObject(schema: JsonSchema, root: JsonSchema): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = (schema.required as string[] | undefined) ?? Object.keys(properties);
  // Email fields may be a trimmed string piped into an email check, whose input side is a plain string.
  const valueOf = (name: string) => {
    const property = properties[name] ?? {};
    return /email/i.test(name) && property.type === 'string'
      ? 'walker@example.test'
      : sampleOf(property, root);
  };
  return Object.fromEntries(required.map((name) => [name, valueOf(name)]));
}

function sampleOf(schema: JsonSchema, root: JsonSchema): unknown {
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').pop() ?? '';
    return sampleOf(((root.$defs ?? {}) as Record<string, JsonSchema>)[name] ?? {}, root);
  }
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const options = (schema.anyOf ?? schema.oneOf ?? schema.allOf) as JsonSchema[] | undefined;
  if (options) return sampleOf(options.find((option) => option.type !== 'null') ?? {}, root);
  const types: unknown[] = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = types.find((t) => t !== 'null');
  if (type === 'string') return sampleString(schema);
  if (type === 'integer' || type === 'number') return sampleNumber(schema);
  if (type === 'boolean') return false;
  if (type === 'array') {
    const count = Math.max((schema.minItems as number | undefined) ?? 1, 1);
    return Array.from({ length: count }, () => sampleOf((schema.items ?? {}) as JsonSchema, root));
  }
  if (type === 'object') return sampleObject(schema, root);
  return null;
}

/** A value that a zod schema accepts, built from its JSON Schema (first enum value, minimal sizes). */
export function sampleFor(schema: z.ZodType | undefined): unknown {
  if (!schema) return undefined;
  const json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
  return sampleOf(json, json);
}

import * as contract from '@streamit/contract';
import { API_BASE_PATH, type Endpoint, type EndpointAuth } from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { listRoutes } from './admin-auth.test-support.js';

/** A registered route, with its contract endpoint when it has one. */
export interface RouteEntry {
  method: string;
  /** Fastify's pattern, e.g. `/api/v1/activities/:id`. */
  url: string;
  endpoint?: Endpoint;
  auth: EndpointAuth;
}

/** A JSON Schema node as zod's `toJSONSchema` writes it (the parts the samplers read). */
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  minItems?: number;
  maxItems?: number;
}

export const SAMPLE_UUID = '4b0e7c59-6a1f-4c56-9d2e-1f0a3b5c7d9e';

function isEndpoint(value: unknown): value is Endpoint {
  // Type guard over the contract's exports, which also hold enums, schemas and helpers.
  return (
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value
  );
}

/** Every endpoint the contract declares. */
export function contractEndpoints(): Endpoint[] {
  return (Object.values(contract) as unknown[]).filter(isEndpoint);
}

// Routes outside the contract (tus, media files, metrics) guard themselves; their realm follows the path.
function realmOfPath(method: string, url: string): EndpointAuth {
  if (method === 'OPTIONS') return 'public';
  if (url.startsWith(`${API_BASE_PATH}/admin/`)) return 'admin';
  if (url.includes('/upload-video')) return 'member';
  return 'public';
}

/** A registered route with its contract endpoint (undefined for tus, media files, metrics). */
export type ListedRoute = RouteEntry;

/** Every route Fastify registered, matched to its contract endpoint where there is one. */
export function buildRouteTable(app: FastifyInstance): RouteEntry[] {
  const byKey = new Map(contractEndpoints().map((e) => [`${e.method} ${API_BASE_PATH}${e.path}`, e]));
  return listRoutes(app).map(({ method, url }) => {
    const endpoint = byKey.get(`${method} ${url}`);
    return { method, url, endpoint, auth: endpoint?.auth ?? realmOfPath(method, url) };
  });
}

/** Every route with one of the given methods, matched to its contract endpoint where there is one. */
export function listWriteRoutes(app: FastifyInstance, methods: readonly string[]): ListedRoute[] {
  return buildRouteTable(app).filter((route) => methods.includes(route.method));
}

/** The input JSON Schema of a zod schema. */
export function jsonSchemaOf(schema: z.ZodType | undefined): JsonSchema | undefined {
  return schema ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : undefined;
}

function sampleString(schema: JsonSchema): string {
  if (schema.format === 'email') return 'hostile@example.test';
  if (schema.format === 'uuid') return SAMPLE_UUID;
  if (schema.format === 'date-time') return new Date().toISOString();
  if (schema.format === 'date') return '2026-01-01';
  if (schema.format === 'uri' || schema.format === 'url') return 'https://example.test/';
  const length = Math.min(Math.max(schema.minLength ?? 0, 8), schema.maxLength ?? 8);
  return 'a'.repeat(length);
}

/** A plausible value for a schema: every property present, one item per array, the first enum value. */
export function sampleValue(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return sampleValue(options.find((option) => option.type !== 'null') ?? options[0] ?? {});
  if (schema.type === 'object') {
    const entries = Object.entries(schema.properties ?? {});
    return Object.fromEntries(entries.map(([key, value]) => [key, sampleValue(value)]));
  }
  if (schema.type === 'array') return schema.maxItems === 0 ? [] : [sampleValue(schema.items ?? {})];
  if (schema.type === 'string') return sampleString(schema);
  if (schema.type === 'integer' || schema.type === 'number') return schema.minimum ?? 1;
  if (schema.type === 'boolean') return false;
  return schema.default ?? null;
}

/** Paths (keys and indexes) of every string inside a value. */
export function stringPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [prefix];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringPaths(item, [...prefix, index]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...prefix, key]));
  }
  return [];
}

/** A deep copy of `value` with `replacement` at `path`. */
export function withValueAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }) as Record<
    string,
    unknown
  >;
  copy[String(head)] = withValueAt(copy[String(head)], rest, replacement);
  return copy;
}

function sampleParam(name: string, schema: JsonSchema | undefined): string {
  const property = schema?.properties?.[name];
  if (property) return String(sampleValue(property));
  if (name === 'uploadId') return 'a'.repeat(16);
  if (name === '*') return 'x';
  return name.toLowerCase().endsWith('id') ? SAMPLE_UUID : 'sample';
}

/** The names of a route pattern's parameters (`*` for a wildcard). */
export function paramNames(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z0-9_]+)|\*/g)].map((match) => match[1] ?? '*');
}

/** Fills a route pattern with plausible values; `raw` values are inserted as given (already encoded). */
export function fillPath(entry: RouteEntry, raw: Record<string, string> = {}): string {
  const schema = jsonSchemaOf(entry.endpoint?.params);
  return entry.url.replace(/:([A-Za-z0-9_]+)|\*/g, (_match, name: string | undefined) => {
    const key = name ?? '*';
    return raw[key] ?? encodeURIComponent(sampleParam(key, schema));
  });
}

/** A JSON Schema node read loosely, for the valid-sample builder below. */
type LooseSchema = Record<string, unknown>;

// Values tried, in order, against a string's pattern: an email, a 6-digit code, a token, a language tag.
const PATTERN_CANDIDATES = ['walker@example.test', '123456', 'a'.repeat(32), 'en', SAMPLE_UUID];

function validSampleString(schema: LooseSchema): string {
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

function validSampleNumber(schema: LooseSchema): number {
  const min =
    (schema.minimum as number | undefined) ?? ((schema.exclusiveMinimum as number | undefined) ?? 0) + 1;
  const max = (schema.maximum as number | undefined) ?? Number.MAX_SAFE_INTEGER;
  return Math.min(Math.max(min, 1), max);
}

function validSampleObject(schema: LooseSchema, root: LooseSchema): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, LooseSchema>;
  const required = (schema.required as string[] | undefined) ?? Object.keys(properties);
  // Email fields may be a trimmed string piped into an email check, whose input side is a plain string.
  const valueOf = (name: string) => {
    const property = properties[name] ?? {};
    return /email/i.test(name) && property.type === 'string'
      ? 'walker@example.test'
      : validSampleOf(property, root);
  };
  return Object.fromEntries(required.map((name) => [name, valueOf(name)]));
}

function validSampleOf(schema: LooseSchema, root: LooseSchema): unknown {
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').pop() ?? '';
    return validSampleOf(((root.$defs ?? {}) as Record<string, LooseSchema>)[name] ?? {}, root);
  }
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const options = (schema.anyOf ?? schema.oneOf ?? schema.allOf) as LooseSchema[] | undefined;
  if (options) return validSampleOf(options.find((option) => option.type !== 'null') ?? {}, root);
  const types: unknown[] = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = types.find((t) => t !== 'null');
  if (type === 'string') return validSampleString(schema);
  if (type === 'integer' || type === 'number') return validSampleNumber(schema);
  if (type === 'boolean') return false;
  if (type === 'array') {
    const count = Math.max((schema.minItems as number | undefined) ?? 1, 1);
    return Array.from({ length: count }, () => validSampleOf((schema.items ?? {}) as LooseSchema, root));
  }
  if (type === 'object') return validSampleObject(schema, root);
  return null;
}

/** A value that a zod schema accepts, built from its JSON Schema (first enum value, minimal sizes). */
export function sampleFor(schema: z.ZodType | undefined): unknown {
  if (!schema) return undefined;
  const json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as LooseSchema;
  return validSampleOf(json, json);
}

import type { z } from 'zod';
import type { Endpoint } from './endpoint.js';
import { describeStaffAccess } from './permission-matrix.js';

/** The access rules document; its part after GENERATED_MARKER is written by `npm run generate:access-rules`. */
export const ACCESS_RULES_FILE = new URL('../../../docs/security/access-rules.md', import.meta.url);

/** Everything after this line of the document is generated; everything before it is written by hand. */
export const GENERATED_MARKER = '<!-- generated from the contract below this line: do not edit by hand -->';

/** How deep nested objects are spelled out; deeper ones show as `{…}`. */
const MAX_DEPTH = 2;

/** The parts of a zod 4 definition this file reads. */
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The schema under optional/nullable/default wrappers, pipes (their input side) and lazy getters. */
function unwrap(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) return unwrap(def.innerType);
  if (def.type === 'pipe' && def.in)
    return unwrap(defOf(def.in).type === 'transform' && def.out ? def.out : def.in);
  if (def.type === 'lazy' && def.getter) return unwrap(def.getter());
  return schema;
}

/** The object shapes a schema is made of: one for an object, several for a union or intersection. */
function shapesOf(schema: z.ZodType): Record<string, z.ZodType>[] {
  const def = defOf(unwrap(schema));
  if (def.type === 'object' && def.shape) return [def.shape];
  if (def.type === 'union' && def.options) return def.options.flatMap(shapesOf);
  if (def.type === 'intersection' && def.left && def.right)
    return [...shapesOf(def.left), ...shapesOf(def.right)];
  return [];
}

/** `name`, `name{a, b}` for a nested object, `name[]{a, b}` for a list of objects. */
function describeField(name: string, schema: z.ZodType, depth: number): string {
  const inner = unwrap(schema);
  const def = defOf(inner);
  const list = def.type === 'array' && def.element ? '[]' : '';
  const target = list ? unwrap(def.element as z.ZodType) : inner;
  if (shapesOf(target).length === 0) return `${name}${list}`;
  return `${name}${list}${depth >= MAX_DEPTH ? '{…}' : `{${describeFields(target, depth + 1)}}`}`;
}

/** The fields of a schema, each once, in the order the schema names them; `—` when it has none. */
export function describeFields(schema: z.ZodType | undefined, depth = 1): string {
  if (!schema) return '—';
  const def = defOf(unwrap(schema));
  if (def.type === 'array' && def.element) return describeField('', def.element, depth);
  const fields = new Map<string, z.ZodType>();
  for (const shape of shapesOf(schema)) {
    for (const [name, field] of Object.entries(shape)) if (!fields.has(name)) fields.set(name, field);
  }
  if (fields.size === 0) return '—';
  return [...fields].map(([name, field]) => describeField(name, field, depth)).join(', ');
}

function isEndpoint(value: unknown): value is Endpoint {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Endpoint>;
  return typeof candidate.path === 'string' && !!candidate.method && !!candidate.auth && !!candidate.response;
}

/** Who may call an endpoint, as the document says it. */
export function describeCaller(endpoint: Endpoint): string {
  if (endpoint.auth === 'public') return 'anyone';
  if (endpoint.auth === 'member')
    return endpoint.staffPermission ? `the member; staff with ${endpoint.staffPermission}` : 'the member';
  return `staff: ${describeStaffAccess(endpoint)}`;
}

const cell = (text: string) => (text === '—' ? text : `\`${text.replace(/\|/g, '\\|')}\``);

function renderRow(endpoint: Endpoint): string {
  const reads = describeFields(endpoint.successStatus === 204 ? undefined : endpoint.response);
  const writes = describeFields(endpoint.body);
  return `| ${endpoint.method} | \`${endpoint.path}\` | ${describeCaller(endpoint)} | ${cell(reads)} | ${cell(writes)} |`;
}

/** Every endpoint of the contract grouped by its first tag, each group sorted by path and method. */
function groupByTag(contract: Readonly<Record<string, unknown>>): Map<string, Endpoint[]> {
  const key = (endpoint: Endpoint) => `${endpoint.path} ${endpoint.method}`;
  const endpoints = Object.values(contract)
    .filter(isEndpoint)
    .sort((a, b) => (key(a) < key(b) ? -1 : 1));
  const groups = new Map<string, Endpoint[]>();
  for (const endpoint of endpoints) {
    const tag = endpoint.tags[0] ?? 'untagged';
    groups.set(tag, [...(groups.get(tag) ?? []), endpoint]);
  }
  return new Map([...groups].sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** The generated part of the document: one table per tag, the fields each caller reads and writes. */
export function renderFieldAccess(contract: Readonly<Record<string, unknown>>): string {
  const head =
    '| method | path | who may call | reads (response fields) | writes (body fields) |\n|---|---|---|---|---|';
  const sections = [...groupByTag(contract)].map(
    ([tag, endpoints]) => `### ${tag}\n\n${head}\n${endpoints.map(renderRow).join('\n')}\n`,
  );
  return `${GENERATED_MARKER}\n\n${sections.join('\n')}`;
}

/** The document with its generated part replaced by `generated`; the hand-written part is kept. */
export function withGeneratedPart(document: string, generated: string): string {
  const index = document.indexOf(GENERATED_MARKER);
  if (index < 0) throw new Error(`access-rules.md lacks the line ${GENERATED_MARKER}`);
  return `${document.slice(0, index)}${generated}`;
}

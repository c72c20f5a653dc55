// Address-bar search values are hints: each reader gives undefined ("not set") for anything malformed, never an
// error. Hand-written rather than zod schemas because every route's validateSearch is on the home page's path.

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a route's validateSearch receives: typed like its result for links, read as untrusted input. */
export type SearchInput<T> = { [K in keyof T]?: unknown };

/** Limits of a text search value; `trim` trims before checking and keeps the trimmed text. */
export interface TextRule {
  max: number;
  min?: number;
  trim?: boolean;
  pattern?: RegExp;
}

/** A string within the rule's length (and pattern), else undefined. */
export function readSearchText(value: unknown, rule: TextRule): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = rule.trim ? value.trim() : value;
  if (text.length < (rule.min ?? 0) || text.length > rule.max) return undefined;
  return !rule.pattern || rule.pattern.test(text) ? text : undefined;
}

/** One of `options`, else undefined. */
export function readSearchOption<T extends string>(value: unknown, options: readonly T[]): T | undefined {
  return options.find((option) => option === value);
}

/** A UUID, else undefined. */
export function readSearchUuid(value: unknown): string | undefined {
  return typeof value === 'string' && UUID_PATTERN.test(value) ? value : undefined;
}

/** A whole number from `min` to `max` (a numeric string counts), else undefined. */
export function readSearchInt(value: unknown, min: number, max: number): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number)) return undefined;
  return number >= min && number <= max ? number : undefined;
}

/** The values that are set, so an address never carries `key=undefined`. */
export function keepSetValues<T extends object>(search: T): T {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as T;
}

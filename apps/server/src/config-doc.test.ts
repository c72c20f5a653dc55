import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigSchema } from './config.js';

/**
 * docs/configuration.md is where operators (and the ASVS ledger: business limits V2.1.3, anti-automation
 * V6.1.1, session lifetimes V7.1.1) read what the server does; it must name every key and state each
 * default as the schema has it.
 */
const DOC = readFileSync(path.resolve(import.meta.dirname, '../../../docs/configuration.md'), 'utf8');
// Resolved against the working directory at start-up, so the schema's default is an absolute path.
const RESOLVED_PATHS = new Set(['DATA_DIR', 'WEB_DIST_DIR']);

function schemaDefault(key: string): unknown {
  const field = ConfigSchema.shape[key as keyof typeof ConfigSchema.shape];
  const parsed = field.safeParse(undefined);
  return parsed.success ? parsed.data : undefined;
}

/** The default column of the key's own table row, when it is one literal such as `20`. */
function documentedLiteral(key: string): string | undefined {
  return new RegExp(`^\\| \`${key}\` \\| \`([^\`|]*)\` \\|`, 'm').exec(DOC)?.[1];
}

describe('docs/configuration.md', () => {
  it('names every configuration key the server reads', () => {
    const keys = Object.keys(ConfigSchema.shape);
    expect(keys.length).toBeGreaterThan(100);
    expect(keys.filter((key) => !DOC.includes(`\`${key}\``))).toEqual([]);
  });

  it('states each default as the schema has it', () => {
    const compared = Object.keys(ConfigSchema.shape).flatMap((key) => {
      const literal = documentedLiteral(key);
      const value = schemaDefault(key);
      // A default computed after parsing (PUBLIC_URL from PORT) or an object is described in words instead.
      const plain = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
      if (literal === undefined || RESOLVED_PATHS.has(key) || !plain) return [];
      return [{ key, documented: literal, schema: String(value) }];
    });
    expect(compared.length).toBeGreaterThan(60);
    expect(compared.filter(({ documented, schema }) => documented !== schema)).toEqual([]);
  });
});

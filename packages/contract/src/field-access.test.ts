import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from './index.js';
import {
  ACCESS_RULES_FILE,
  describeCaller,
  describeFields,
  GENERATED_MARKER,
  renderFieldAccess,
} from './field-access.js';

describe('field-level access rules (docs/security/access-rules.md, ASVS V8.1.2)', () => {
  // Stale: run `npm run generate:access-rules -w packages/contract`.
  it('are up to date with the contract', async () => {
    const document = await readFile(ACCESS_RULES_FILE, 'utf8');
    const generated = document.slice(document.indexOf(GENERATED_MARKER));
    expect(generated).toBe(renderFieldAccess(contract));
  });

  it('spell out nested objects, lists of objects, unions and wrappers', () => {
    const item = z.object({ id: z.string(), owner: z.object({ name: z.string() }).nullable() });
    const page = z.object({ items: z.array(item), total: z.number() });
    expect(describeFields(page)).toBe('items[]{id, owner{…}}, total');
    expect(describeFields(item.optional())).toBe('id, owner{name}');
    expect(
      describeFields(z.union([z.object({ a: z.string() }), z.object({ a: z.string(), b: z.number() })])),
    ).toBe('a, b');
    expect(describeFields(z.object({ tags: z.array(z.string()) }).transform((value) => value))).toBe(
      'tags[]',
    );
    expect(describeFields(undefined)).toBe('—');
  });

  it('name who may call each endpoint', () => {
    expect(describeCaller(contract.getProfileEndpoint)).toBe('the member');
    expect(describeCaller(contract.listReportsEndpoint)).toMatch(/^staff: can/);
  });
});

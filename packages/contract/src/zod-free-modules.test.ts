import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

// What the web's first page imports from the contract (docs/decisions/025-zod-free-web-routes.md). One value import
// of zod here and the bundler places zod, and every schema a lazy page shares, in the first page's chunks.
const ZOD_FREE_MODULES = [
  'client-messages.ts',
  'constants.ts',
  'endpoint.ts',
  'enum-values.ts',
  'errors.ts',
  'route.ts',
  'routes.generated.ts',
  'models/activity-values.ts',
  'models/admin-member-values.ts',
  'models/category-names.ts',
  'models/points-values.ts',
  'models/staff-access.ts',
];

const ROUTE_MODULES = (await readdir(new URL('routes/', import.meta.url))).map((name) => `routes/${name}`);

describe('zod-free contract modules', () => {
  it.each([...ZOD_FREE_MODULES, ...ROUTE_MODULES])('%s imports no zod value', async (file) => {
    const source = await readFile(new URL(file, import.meta.url), 'utf8');
    expect(source).not.toMatch(/^import\s+(?!type\b)[^;]*from\s+'zod'/m);
    expect(source).not.toMatch(/^import\s+(?!type\b)[^;]*from\s+'\.[^']*\.schemas\.js'/m);
  });
});

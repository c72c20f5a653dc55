import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCrossModuleWrites, keepLiterals, readWriteExceptions } from './module-tables.mjs';
import { useTempTrees } from './temp-tree.test-support.mjs';

const writeModules = useTempTrees('module-tables');

const SCHEMAS = {
  'a/a.schema.ts': "export const things = pgTable(\n  'things',\n  { id: uuid('id') },\n);\n",
  'b/b.schema.ts': "export const notes = pgTable('notes', { id: uuid('id') });\n",
};
const where = (writes) =>
  writes.map((write) => `${write.file}:${write.line} ${write.table} (${write.owner})`);

describe('writes go through the owning module (decision 053)', () => {
  it('finds a Drizzle write on another module’s imported table, aliased or through the schema barrel', () => {
    const root = writeModules({
      ...SCHEMAS,
      'b/b.repository.ts': [
        "import { things as t } from '../a/a.schema.js';",
        "import * as schema from '../../db/schema.js';",
        'export const drop = (db) => db.delete(t).where(x);',
        'export const add = (db) => db.insert(schema.things).values({});',
        'export const own = (db) => db.update(notes).set({});',
      ].join('\n'),
    });
    expect(where(findCrossModuleWrites(root))).toEqual([
      'b/b.repository.ts:3 things (a)',
      'b/b.repository.ts:4 things (a)',
    ]);
  });

  it('finds raw SQL writes by table name or interpolated table, and every table a truncate names', () => {
    const root = writeModules({
      ...SCHEMAS,
      'b/b.repository.ts': [
        "import { things } from '../a/a.schema.js';",
        'const lock = sql`SELECT 1 FROM things FOR UPDATE`;',
        'const a = sql`WITH x AS (INSERT INTO public.things (id) VALUES (1)',
        '  ON CONFLICT (id) DO UPDATE SET id = 2) SELECT 1`;',
        'const b = sql`update ${things} set id = 1`;',
        'const c = \'DELETE FROM "things" WHERE true\';',
        'const d = `TRUNCATE TABLE notes, things`;',
      ].join('\n'),
    });
    expect(where(findCrossModuleWrites(root))).toEqual([
      'b/b.repository.ts:3 things (a)',
      'b/b.repository.ts:5 things (a)',
      'b/b.repository.ts:6 things (a)',
      'b/b.repository.ts:7 things (a)',
    ]);
  });

  it('passes cross-module reads, own writes, comments, tests and listed exceptions', () => {
    const root = writeModules({
      ...SCHEMAS,
      'a/a.repository.ts':
        "import { things } from './a.schema.js';\nexport const f = (db) => db.delete(things);\n",
      'b/b.repository.ts': [
        "import { things } from '../a/a.schema.js';",
        '// update things here? no: insert into things goes through a',
        '/* db.update(things) */ // db.delete(things)',
        'export const read = (db) => db.select().from(things);',
        'export const raw = sql`SELECT * FROM things JOIN notes ON true FOR NO KEY UPDATE`;',
        "export const word = 'could not update' + ' things';",
        'export const own = sql`DELETE FROM notes`;',
      ].join('\n'),
      'b/b.test.ts': "import { things } from '../a/a.schema.js';\ndb.insert(things).values({});\n",
      'b/b-seed.test-support.ts': 'const s = sql`insert into things values (1)`;\n',
      'b/b.jobs.ts': 'const s = sql`insert into things values (1)`;\n',
    });
    expect(findCrossModuleWrites(root, new Set(['b/b.jobs.ts|things']))).toEqual([]);
  });

  it('keeps literal text and interpolations, and blanks code and comments', () => {
    const masked = keepLiterals("a('x'); // y\nsql`u ${f(`v`)} w`;");
    expect(masked.replaceAll('\u0001', '_')).toBe('___x________\n____u ${f(_v_)} w__');
  });

  it('reads no exception when the list file is absent', () => {
    expect(readWriteExceptions(path.join(tmpdir(), 'no-such-module-table-exceptions.json')).size).toBe(0);
  });
});

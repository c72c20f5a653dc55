import * as drizzleOrm from 'drizzle-orm';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { compileRowMapper, useCompiledRowMapper, type OrderedField } from './row-mapper.js';

const members = pgTable('members', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  seenAt: timestamp('seen_at', { withTimezone: true }),
  points: integer('points'),
});
const notes = pgTable('notes', { memberId: uuid('member_id').notNull(), body: text('body') });

// Drizzle's own row mapping, exported at run time but not in its types: the reference the compiled one must equal.
const reference = drizzleOrm as unknown as {
  orderSelectedFields(fields: Record<string, unknown>): OrderedField[];
  mapResultRow(fields: OrderedField[], row: unknown[], joins?: Record<string, boolean>): unknown;
};

// Never connects: preparing a query only builds its text.
const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
const db = drizzle({ client: pool });
afterAll(() => pool.end());

/** The mapper a prepared query was given, if any. */
const mapperOf = (query: unknown) =>
  (useCompiledRowMapper(query) as { customResultMapper?: unknown }).customResultMapper;

describe('compileRowMapper (decision 094)', () => {
  it('maps rows exactly as Drizzle does: nested objects, columns, decoded SQL, aliases and nulls', () => {
    const ordered = reference.orderSelectedFields({
      member: members,
      total: sql<number>`sum(1)`.mapWith(Number),
      label: sql<string>`'x'`,
      named: sql<string>`'y'`.as('named'),
      seenAt: members.seenAt,
    });
    const rows = [
      ['a1', 'Amal', '2026-11-30 10:00:00+00', 5, '12', 'x', 'y', '2026-11-30 10:00:00+00'],
      ['b2', 'Badr', null, null, null, null, null, null],
    ];
    const compiled = compileRowMapper(ordered)(rows);
    expect(compiled).toEqual(rows.map((row) => reference.mapResultRow(ordered, row)));
    expect(compiled[0]).toMatchObject({ total: 12, seenAt: new Date('2026-11-30T10:00:00Z') });
  });

  it('is installed on a prepared select, but not where Drizzle nulls an outer-joined nested object', () => {
    const onMember = eq(notes.memberId, members.id);
    const flat = db.select({ id: members.id, body: notes.body }).from(members).leftJoin(notes, onMember);
    // A builder is changed by each join, so every query starts from a new one.
    const nested = () => db.select({ member: members, note: notes }).from(members);
    expect(typeof mapperOf(flat.prepare('row_mapper_flat'))).toBe('function');
    expect(mapperOf(nested().leftJoin(notes, onMember).prepare('row_mapper_outer'))).toBeUndefined();
    expect(typeof mapperOf(nested().innerJoin(notes, onMember).prepare('row_mapper_inner'))).toBe('function');
  });
});

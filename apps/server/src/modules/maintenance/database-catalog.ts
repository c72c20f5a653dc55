import { createHash } from 'node:crypto';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';

/** A table of the product's schema as a backup copies it. */
export interface BackupTable {
  name: string;
  /** Columns a COPY writes and reads, in table order (generated columns are left out). */
  columns: string[];
  /** Primary key columns; an empty list means physical order, which a fresh restore keeps. */
  primaryKey: string[];
}

/** Rows and SHA-256 of a table's COPY text, the figures a backup and its restore must agree on. */
export interface TableDigest {
  rows: number;
  sha256: string;
}

/** The schema a backup covers: the product's own tables (pg-boss's queue schema is working state). */
export const BACKUP_SCHEMA = 'public';

/** A quoted SQL identifier. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Every ordinary table of the schema with its copyable columns and primary key, by name. */
export async function listBackupTables(client: pg.ClientBase): Promise<BackupTable[]> {
  const result = await client.query<{ name: string; columns: string[]; primary_key: string[] | null }>(
    `SELECT c.relname AS name,
       array(SELECT a.attname::text FROM pg_attribute a
             WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
             ORDER BY a.attnum) AS columns,
       (SELECT array(SELECT a.attname::text FROM unnest(i.indkey) WITH ORDINALITY k(attnum, n)
                     JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum ORDER BY k.n)
          FROM pg_index i WHERE i.indrelid = c.oid AND i.indisprimary) AS primary_key
     FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace
     WHERE s.nspname = $1 AND c.relkind = 'r' AND NOT c.relispartition
     ORDER BY c.relname`,
    [BACKUP_SCHEMA],
  );
  return result.rows.map((row) => ({
    name: row.name,
    columns: row.columns,
    primaryKey: row.primary_key ?? [],
  }));
}

/** `schema."table" ("a", "b")`, as COPY names a table and its columns. */
export function copyTarget(table: BackupTable): string {
  return `${BACKUP_SCHEMA}.${quoteIdent(table.name)} (${table.columns.map(quoteIdent).join(', ')})`;
}

/** The COPY that reads a table in a stable order, so a backup and its restore hash the same bytes. */
export function copyOutStatement(table: BackupTable): string {
  const order = table.primaryKey.length ? table.primaryKey.map(quoteIdent).join(', ') : 'ctid';
  const columns = table.columns.map(quoteIdent).join(', ');
  return `COPY (SELECT ${columns} FROM ${BACKUP_SCHEMA}.${quoteIdent(table.name)} ORDER BY ${order}) TO STDOUT`;
}

/** A running digest of COPY text. */
export function createDigest() {
  const hash = createHash('sha256');
  let rows = 0;
  return {
    update(chunk: Buffer | string, lines: number) {
      hash.update(chunk);
      rows += lines;
    },
    finish(): TableDigest {
      return { rows, sha256: hash.digest('hex') };
    },
  };
}

/** Counts the rows in a chunk of COPY text (one newline per row; data never holds a raw newline). */
export function countLines(chunk: Buffer): number {
  let lines = 0;
  for (let index = chunk.indexOf(10); index !== -1; index = chunk.indexOf(10, index + 1)) lines += 1;
  return lines;
}

/** A table's COPY text as a stream of chunks. */
export function streamTableOut(client: pg.ClientBase, table: BackupTable): AsyncIterable<Buffer> {
  return client.query(copyTo(copyOutStatement(table)));
}

/** Reads a table the way a backup does and returns only its digest (to verify a restore). */
export async function digestTable(client: pg.ClientBase, table: BackupTable): Promise<TableDigest> {
  const digest = createDigest();
  for await (const chunk of streamTableOut(client, table)) digest.update(chunk, countLines(chunk));
  return digest.finish();
}

/** The newest migration applied to a database (drizzle's journal), which names its schema version. */
export async function readSchemaVersion(client: pg.ClientBase): Promise<string> {
  const result = await client.query<{ version: string }>(
    `SELECT created_at::text || ' ' || hash AS version FROM drizzle.__drizzle_migrations
     ORDER BY created_at DESC, id DESC LIMIT 1`,
  );
  return result.rows[0]?.version ?? 'none';
}

/** Sequences of the schema with the value the next restore must set. */
export async function listSequences(client: pg.ClientBase) {
  const result = await client.query<{ name: string; last_value: string | null }>(
    `SELECT sequencename AS name, last_value::text FROM pg_sequences WHERE schemaname = $1 ORDER BY sequencename`,
    [BACKUP_SCHEMA],
  );
  return result.rows;
}

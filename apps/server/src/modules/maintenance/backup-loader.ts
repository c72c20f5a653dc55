import { once } from 'node:events';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { AppError } from '../../http/app-error.js';
import { BACKUP_FORMAT, BACKUP_SIGNATURE } from './database-backup.service.js';
import { copyTarget, createDigest, type BackupTable, type TableDigest } from './database-catalog.js';

const COPY_LINE = /^COPY public\."((?:[^"]|"")+)" \(.*\) FROM stdin;$/;
const END_TABLE_LINE = /^-- end table: (\S+) rows: (\d+) sha256: ([0-9a-f]{64})$/;
const SETVAL_LINE = /^SELECT pg_catalog\.setval\('public\."((?:[^"]|"")+)"', (\d+), (true|false)\);$/;
const END_LINE = /^-- end of backup: tables (\d+) rows (\d+)$/;
// Statements of the file that the loader replaces with its own (it never runs SQL from an upload).
const SKIPPED_LINE = /^(--.*|SET [a-z_]+ = [^;]+;|BEGIN;|COMMIT;|TRUNCATE TABLE [^;]+;|)$/;
const FLUSH_BYTES = 64 * 1024;

/** What a loaded file said about itself: each table's rows and digest as the file carried them. */
export interface LoadedBackup {
  digests: Map<string, TableDigest>;
}

function unquote(name: string | undefined): string {
  return (name ?? '').replaceAll('""', '"');
}

function invalid(): never {
  throw new AppError('BACKUP_INVALID');
}

/** One table's COPY in progress: data lines are batched before they are written. */
class TableCopy {
  private readonly digest = createDigest();
  private pending: string[] = [];
  private pendingBytes = 0;
  private readonly stream: Writable;
  private readonly failure: Promise<never>;

  constructor(
    client: pg.PoolClient,
    readonly table: BackupTable,
  ) {
    this.stream = client.query(copyFrom(`COPY ${copyTarget(table)} FROM STDIN`));
    this.failure = once(this.stream, 'error').then(() => invalid());
    this.failure.catch(() => undefined);
  }

  async add(line: string): Promise<void> {
    const text = `${line}\n`;
    this.digest.update(text, 1);
    this.pending.push(text);
    this.pendingBytes += text.length;
    if (this.pendingBytes >= FLUSH_BYTES) await this.flush();
  }

  private async flush(): Promise<void> {
    const chunk = this.pending.join('');
    this.pending = [];
    this.pendingBytes = 0;
    if (!this.stream.write(chunk)) await Promise.race([once(this.stream, 'drain'), this.failure]);
  }

  async finish(): Promise<TableDigest> {
    await this.flush();
    this.stream.end();
    await Promise.race([once(this.stream, 'finish'), this.failure]);
    return this.digest.finish();
  }
}

/** Reads a backup file line by line into a fresh, migrated database through one client's transaction. */
class BackupLoader {
  private lineNumber = 0;
  private copy: TableCopy | undefined;
  private ended = false;
  readonly digests = new Map<string, TableDigest>();
  private readonly fileDigests = new Map<string, TableDigest>();

  constructor(
    private readonly client: pg.PoolClient,
    private readonly tables: ReadonlyMap<string, BackupTable>,
    private readonly schemaVersion: string,
  ) {}

  async accept(line: string): Promise<void> {
    this.lineNumber += 1;
    if (this.ended) {
      if (line !== '') invalid();
    } else if (this.copy) {
      await (line === '\\.' ? this.endCopy() : this.copy.add(line));
    } else if (this.lineNumber === 1) {
      if (line !== BACKUP_SIGNATURE) invalid();
    } else {
      await this.acceptStatement(line);
    }
  }

  private async acceptStatement(line: string): Promise<void> {
    if (line.startsWith('-- format: ')) {
      if (line !== `-- format: ${BACKUP_FORMAT}`) invalid();
      return;
    }
    if (line.startsWith('-- migration: ')) {
      this.checkVersion(line.slice('-- migration: '.length));
      return;
    }
    const copy = COPY_LINE.exec(line);
    const end = END_TABLE_LINE.exec(line);
    const setval = SETVAL_LINE.exec(line);
    const last = END_LINE.exec(line);
    if (copy) this.startCopy(unquote(copy[1]), line);
    else if (end) this.checkTable(end[1] ?? '', Number(end[2]), end[3] ?? '');
    else if (setval) await this.setSequence(unquote(setval[1]), setval[2] ?? '', setval[3] === 'true');
    else if (last) this.end(Number(last[1]));
    else if (!SKIPPED_LINE.test(line)) invalid();
  }

  private checkVersion(version: string): void {
    if (version !== this.schemaVersion) throw new AppError('BACKUP_SCHEMA_MISMATCH');
  }

  private startCopy(name: string, line: string): void {
    const table = this.tables.get(name);
    // Same columns in the same order, or the file is of another schema.
    if (!table || this.fileDigests.has(name) || line !== `COPY ${copyTarget(table)} FROM stdin;`) invalid();
    this.copy = new TableCopy(this.client, table);
  }

  private async endCopy(): Promise<void> {
    const copy = this.copy;
    this.copy = undefined;
    if (copy) this.fileDigests.set(copy.table.name, await copy.finish());
  }

  private checkTable(name: string, rows: number, sha256: string): void {
    const loaded = this.fileDigests.get(name);
    if (!loaded || loaded.rows !== rows || loaded.sha256 !== sha256 || this.digests.has(name)) invalid();
    this.digests.set(name, loaded);
  }

  private async setSequence(name: string, value: string, called: boolean): Promise<void> {
    await this.client.query('SELECT pg_catalog.setval($1::regclass, $2, $3)', [
      `public."${name.replaceAll('"', '""')}"`,
      value,
      called,
    ]);
  }

  private end(tableCount: number): void {
    if (tableCount !== this.tables.size || this.digests.size !== this.tables.size) invalid();
    this.ended = true;
  }

  finish(): LoadedBackup {
    if (!this.ended || this.copy) invalid();
    return { digests: this.digests };
  }
}

/**
 * Loads a backup from `input` with `client` (inside the caller's transaction). It checks the signature,
 * format and schema version, that every table's COPY matches its end line, and that the file is complete;
 * only COPY data and setval values reach the database.
 */
export async function loadBackup(
  client: pg.PoolClient,
  input: Readable,
  tables: readonly BackupTable[],
  schemaVersion: string,
): Promise<LoadedBackup> {
  const loader = new BackupLoader(client, new Map(tables.map((table) => [table.name, table])), schemaVersion);
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) await loader.accept(line);
  return loader.finish();
}

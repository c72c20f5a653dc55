import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Executor } from '../db/database.js';
import type { PublicReadCache } from './public-cache.js';

/** The PostgreSQL channel every API process listens on to drop its public read cache. */
export const PUBLIC_READS_CHANNEL = 'streamit_public_reads';
/** Where each process confirms it dropped its cache for an announced write. */
const ACK_CHANNEL = 'streamit_public_reads_ack';
/** How listener connections show up in pg_stat_activity, so a writer knows how many acks to expect. */
const LISTENER_NAME = 'streamit-cache-listener';
const RECONNECT_DELAY_MS = 1000;
const ACK_TIMEOUT_MS = 500;

/**
 * Tells every process on this database that public reads changed. Inside a transaction PostgreSQL
 * delivers it at commit, so nobody drops their cache before the change is visible.
 */
export async function notifyPublicReadsChanged(db: Executor): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${PUBLIC_READS_CHANNEL}, '')`);
}

/** Notifies with a nonce and says how many listening processes should confirm it. */
async function notifyAndCountListeners(db: Executor, nonce: string): Promise<number> {
  const result = await db.execute<{ listeners: number }>(sql`
    SELECT pg_notify(${PUBLIC_READS_CHANNEL}, ${nonce}),
      (SELECT count(*)::int FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = ${LISTENER_NAME}) AS listeners`);
  return result.rows[0]?.listeners ?? 0;
}

/** A LISTEN connection that clears the cache on every notification, reconnecting after failures. */
export interface InvalidationListener {
  /** Clears every process's cache and waits (briefly) until each listening process confirmed it. */
  announce(db: Executor): Promise<void>;
  close(): Promise<void>;
}

/** Counts confirmations of one announced write until every listening process has answered. */
class AckWaiter {
  private acks = 0;
  private expected = Number.POSITIVE_INFINITY;
  private resolve: () => void = () => undefined;
  readonly done = new Promise<void>((resolve) => {
    this.resolve = resolve;
  });

  ack(): void {
    this.acks += 1;
    if (this.acks >= this.expected) this.resolve();
  }

  expect(count: number): void {
    this.expected = count;
    if (this.acks >= count) this.resolve();
  }
}

/** Resolves after `promise` or `ms`, whichever comes first (a process that died never confirms). */
async function atMost(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  await Promise.race([promise, timeout]);
  clearTimeout(timer);
}

/**
 * Listens on its own connection (not a pool slot). The cache serves only while the listener is
 * connected: a process that cannot hear other processes' writes must not answer from memory.
 * Each announced write is confirmed by every listening process once its cache is clear, and the
 * writer waits for those confirmations, so its caller's next read sees the change on any process.
 */
// eslint-disable-next-line max-lines-per-function -- one closure owns the LISTEN connection, its reconnects and the waiters; split, they would share mutable state through parameters
export function listenForInvalidations(
  connectionOptions: pg.ClientConfig,
  cache: PublicReadCache,
  log: FastifyBaseLogger,
): InvalidationListener {
  const waiters = new Map<string, AckWaiter>();
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const onNotification = (connection: pg.Client, message: pg.Notification) => {
    if (message.channel === ACK_CHANNEL) {
      waiters.get(message.payload ?? '')?.ack();
      return;
    }
    cache.clear();
    if (!message.payload) return;
    connection.query('SELECT pg_notify($1, $2)', [ACK_CHANNEL, message.payload]).catch(() => undefined);
  };
  const connect = async () => {
    const next = new pg.Client({ ...connectionOptions, application_name: LISTENER_NAME });
    next.on('notification', (message) => {
      onNotification(next, message);
    });
    next.on('error', (error) => {
      lose(next, error);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${PUBLIC_READS_CHANNEL}; LISTEN ${ACK_CHANNEL}`);
    } catch (error) {
      lose(next, error);
      return;
    }
    if (closed) return void next.end().catch(() => undefined);
    client = next;
    cache.setEnabled(true);
  };
  const lose = (lost: pg.Client, error: unknown) => {
    cache.setEnabled(false);
    if (client === lost) client = undefined;
    void lost.end().catch(() => undefined);
    if (closed) return;
    log.warn({ err: error }, 'public read cache off until its LISTEN connection is back');
    retry = setTimeout(() => void connect(), RECONNECT_DELAY_MS);
    retry.unref();
  };
  void connect();
  return {
    announce: async (db) => {
      cache.clear();
      const nonce = randomUUID();
      const waiter = new AckWaiter();
      waiters.set(nonce, waiter);
      try {
        const listeners = await notifyAndCountListeners(db, nonce);
        // Not listening ourselves: we cannot hear the confirmations, so do not wait for them.
        if (client) {
          waiter.expect(listeners);
          await atMost(waiter.done, ACK_TIMEOUT_MS);
        }
      } finally {
        waiters.delete(nonce);
      }
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      cache.setEnabled(false);
      await client?.end().catch(() => undefined);
    },
  };
}

import { canMoveExchange, EXCHANGE_COUNTING_STATUSES, type ExchangeStatus } from '@streamit/contract';
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { notePayingWait, recordPayingTx, type RecordedTx } from '../../db/paying-row.js';
import { users } from '../members/members.schema.js';
import { wallets } from '../wallet-custody/wallets.schema.js';
import { pointsExchanges } from './exchange.schema.js';

/** A stored exchange. */
export type ExchangeRow = typeof pointsExchanges.$inferSelect;
/** The columns a new exchange is written with. */
export type NewExchangeRow = typeof pointsExchanges.$inferInsert;

/** Inserts an exchange; the caller holds the member's lock. */
export async function insertExchange(db: Executor, row: NewExchangeRow): Promise<ExchangeRow> {
  const [inserted] = await db.insert(pointsExchanges).values(row).returning();
  if (!inserted) throw new Error('exchange insert returned no row');
  return inserted;
}

/** One exchange by id. */
export async function findExchange(db: Executor, id: string): Promise<ExchangeRow | undefined> {
  const [row] = await db.select().from(pointsExchanges).where(eq(pointsExchanges.id, id));
  return row;
}

/** The member's exchange created under an Idempotency-Key. */
export async function findExchangeByKey(db: Executor, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(pointsExchanges)
    .where(and(eq(pointsExchanges.userId, userId), eq(pointsExchanges.idempotencyKey, key)));
  return row;
}

/** Points the member put into exchanges since the start of the UTC day (rejected and cancelled excluded). */
export async function sumPointsExchangedToday(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${pointsExchanges.pointsAmount}), 0)` })
    .from(pointsExchanges)
    .where(
      and(
        eq(pointsExchanges.userId, userId),
        inArray(pointsExchanges.status, [...EXCHANGE_COUNTING_STATUSES]),
        gte(pointsExchanges.createdAt, sql`date_trunc('day', now() at time zone 'utc') at time zone 'utc'`),
      ),
    );
  return Number(row?.total ?? 0);
}

/**
 * Moves an exchange from one status to another in one conditional UPDATE, with extra columns. Answers the
 * updated row, or undefined when the exchange was no longer in `from` (someone else moved it first). A move
 * the transition table refuses throws before touching the database.
 */
export async function moveExchange(
  db: Executor,
  id: string,
  from: ExchangeStatus,
  to: ExchangeStatus,
  changes: Partial<Omit<NewExchangeRow, 'status'>> = {},
): Promise<ExchangeRow | undefined> {
  if (!canMoveExchange(from, to)) throw new Error(`exchange move ${from} → ${to} is not allowed`);
  const [row] = await db
    .update(pointsExchanges)
    .set({ ...changes, status: to, updatedAt: sql`now()` })
    .where(and(eq(pointsExchanges.id, id), eq(pointsExchanges.status, from)))
    .returning();
  return row;
}

/**
 * Records the payout transaction about to be broadcast, only while the exchange is PAYING with the
 * transaction `row` holds; counts the attempt and when it was recorded.
 */
export function recordPayoutTx(db: Executor, row: ExchangeRow, tx: RecordedTx): Promise<boolean> {
  const extra = {
    txRecordedAt: sql`now()`,
    attempts: sql`${pointsExchanges.attempts} + 1`,
  } satisfies Partial<Record<keyof NewExchangeRow, SQL>>;
  return recordPayingTx(db, pointsExchanges, row, tx, extra);
}

/** Notes why a PAYING exchange waits (its job retries), leaving updated_at for the sweeper. */
export function notePayoutWait(db: Executor, id: string, reason: string): Promise<void> {
  return notePayingWait(db, pointsExchanges, id, reason);
}

/** A page of one member's exchanges, newest first. */
export async function listMemberExchanges(db: Executor, userId: string, limit: number, offset: number) {
  const where = eq(pointsExchanges.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(pointsExchanges)
      .where(where)
      .orderBy(desc(pointsExchanges.createdAt), desc(pointsExchanges.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(pointsExchanges).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** Staff filters of the exchanges list. */
export interface ExchangeFilter {
  status?: ExchangeStatus | undefined;
  userId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

function filterConditions(filter: ExchangeFilter): SQL | undefined {
  return and(
    filter.status ? eq(pointsExchanges.status, filter.status) : undefined,
    filter.userId ? eq(pointsExchanges.userId, filter.userId) : undefined,
    filter.from ? gte(pointsExchanges.createdAt, new Date(`${filter.from}T00:00:00Z`)) : undefined,
    filter.to
      ? lt(pointsExchanges.createdAt, sql`${`${filter.to}T00:00:00Z`}::timestamptz + interval '1 day'`)
      : undefined,
  );
}

/** A page of exchanges with their member's email and names, newest first. */
export async function listExchangesForStaff(
  db: Executor,
  filter: ExchangeFilter,
  limit: number,
  offset: number,
) {
  const where = filterConditions(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        exchange: pointsExchanges,
        email: users.email,
        displayName: users.displayName,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(pointsExchanges)
      .innerJoin(users, eq(users.id, pointsExchanges.userId))
      .where(where)
      .orderBy(desc(pointsExchanges.createdAt), desc(pointsExchanges.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(pointsExchanges).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** Exchanges approved but not settled whose payout may have lost its job (older than `minutes`). */
export async function listStalledPayouts(db: Executor, minutes: number): Promise<string[]> {
  const rows = await db
    .select({ id: pointsExchanges.id })
    .from(pointsExchanges)
    .where(
      and(
        inArray(pointsExchanges.status, ['APPROVED', 'PAYING']),
        lt(pointsExchanges.updatedAt, sql`now() - make_interval(mins => ${minutes})`),
      ),
    )
    .limit(500);
  return rows.map((row) => row.id);
}

/** Transaction-scoped advisory lock on a text key (same hashing as the points ledger's member lock). */
export async function lockOnKey(db: Executor, key: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** The member's payout wallet address (exchanges are paid there), or undefined. */
export async function selectPayoutAddress(db: Executor, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ address: wallets.address })
    .from(wallets)
    .where(and(eq(wallets.userId, userId), eq(wallets.isPayout, true)));
  return row?.address;
}

/** Keeps the posting that closed the exchange (spend or release) on its row. */
export async function setClosePosting(db: Executor, id: string, postingId: string): Promise<ExchangeRow> {
  const [row] = await db
    .update(pointsExchanges)
    .set({ closePostingId: postingId })
    .where(eq(pointsExchanges.id, id))
    .returning();
  if (!row) throw new Error(`exchange ${id} vanished while closing`);
  return row;
}

/** The member's email and names, shown to staff beside an exchange. */
export async function selectExchangeMember(db: Executor, userId: string) {
  const [member] = await db
    .select({
      email: users.email,
      displayName: users.displayName,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(eq(users.id, userId));
  return member ?? { email: null, displayName: null, firstName: null, lastName: null };
}

/** The member's projected points balance. */
export async function selectPointsBalance(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ total: users.totalPoints }).from(users).where(eq(users.id, userId));
  return row?.total ?? 0;
}

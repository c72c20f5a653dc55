import type { CustodialTxStatus } from '@streamit/contract';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { custodialTxs } from './web3.schema.js';

/** A stored custodial transaction. */
export type CustodialTxRow = typeof custodialTxs.$inferSelect;
/** The columns a new custodial transaction is recorded with. */
export type NewCustodialTxRow = typeof custodialTxs.$inferInsert;

/** Records a signed transaction before its broadcast; undefined when the member's purpose key exists. */
export async function insertCustodialTx(
  db: Executor,
  row: NewCustodialTxRow,
): Promise<CustodialTxRow | undefined> {
  const [inserted] = await db
    .insert(custodialTxs)
    .values(row)
    .onConflictDoNothing({ target: [custodialTxs.userId, custodialTxs.purposeKey] })
    .returning();
  return inserted;
}

/** The member's transaction for one purpose (`send:<key>`, `burn:<run>`). */
export async function findCustodialTx(db: Executor, userId: string, purposeKey: string) {
  const [row] = await db
    .select()
    .from(custodialTxs)
    .where(and(eq(custodialTxs.userId, userId), eq(custodialTxs.purposeKey, purposeKey)));
  return row;
}

/**
 * ARTFI still leaving `address` in transactions not mined by the snapshot: SENT ones with a nonce at or
 * above the count mined then. Those below it were mined (already in the balance) or can never be.
 */
export async function sumPendingOutflow(db: Executor, address: string, minedNonce: number): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${custodialTxs.amountWei}), 0)::text` })
    .from(custodialTxs)
    .where(
      and(
        sql`lower(${custodialTxs.fromAddress}) = ${address.toLowerCase()}`,
        eq(custodialTxs.status, 'SENT'),
        gte(custodialTxs.txNonce, minedNonce),
      ),
    );
  return BigInt(row?.total ?? '0');
}

/** Moves a transaction out of SENT in one conditional UPDATE; undefined when someone moved it first. */
export async function settleCustodialTx(
  db: Executor,
  id: string,
  to: Exclude<CustodialTxStatus, 'SENT'>,
  failureReason: string | null = null,
): Promise<CustodialTxRow | undefined> {
  const [row] = await db
    .update(custodialTxs)
    .set({ status: to, failureReason, updatedAt: sql`now()` })
    .where(and(eq(custodialTxs.id, id), eq(custodialTxs.status, 'SENT')))
    .returning();
  return row;
}

/** One transaction by id. */
export async function findCustodialTxById(db: Executor, id: string) {
  const [row] = await db.select().from(custodialTxs).where(eq(custodialTxs.id, id));
  return row;
}

/** The member's latest sends, newest first. */
export function listMemberSends(db: Executor, userId: string, limit: number): Promise<CustodialTxRow[]> {
  return db
    .select()
    .from(custodialTxs)
    .where(and(eq(custodialTxs.userId, userId), sql`${custodialTxs.purposeKey} like 'send:%'`))
    .orderBy(desc(custodialTxs.createdAt))
    .limit(limit);
}

/** SENT transactions older than `minutes`: the sweep resolves them against the chain. */
export async function listStaleSent(db: Executor, minutes: number): Promise<CustodialTxRow[]> {
  return db
    .select()
    .from(custodialTxs)
    .where(
      and(
        eq(custodialTxs.status, 'SENT'),
        lt(custodialTxs.createdAt, sql`now() - make_interval(mins => ${minutes})`),
      ),
    );
}

import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { siweNonces, walletStepUps, wallets } from './wallets.schema.js';

/** A wallet row as stored (key material still sealed). */
export type WalletRow = typeof wallets.$inferSelect;
/** A wallet row to insert. */
export type NewWalletRow = typeof wallets.$inferInsert;

/** The address exchanges and grants are paid to, or undefined when the member has no payout wallet yet. */
export async function findPayoutAddress(db: Executor, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ address: wallets.address })
    .from(wallets)
    .where(and(eq(wallets.userId, userId), eq(wallets.isPayout, true)));
  return row?.address;
}

/** Serialises wallet changes of one member until the transaction ends. */
export async function lockMemberWallets(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`wallets:${userId}`}))`);
}

/** The member's wallets, custodial first, then oldest first. */
export function listWallets(db: Executor, userId: string): Promise<WalletRow[]> {
  return db
    .select()
    .from(wallets)
    .where(eq(wallets.userId, userId))
    .orderBy(asc(wallets.kind), asc(wallets.createdAt));
}

/** The member's custodial wallet, if any. */
export async function findCustodialWallet(db: Executor, userId: string): Promise<WalletRow | undefined> {
  const [row] = await db
    .select()
    .from(wallets)
    .where(and(eq(wallets.userId, userId), eq(wallets.kind, 'CUSTODIAL')));
  return row;
}

/** Inserts a wallet and answers the stored row. */
export async function insertWallet(db: Executor, row: NewWalletRow): Promise<WalletRow> {
  const [inserted] = await db.insert(wallets).values(row).returning();
  if (!inserted) throw new Error('wallet insert returned no row');
  return inserted;
}

/** Makes one of the member's wallets the payout wallet; undefined when the id is not theirs. */
export async function setPayoutWallet(
  tx: Executor,
  userId: string,
  walletId: string,
): Promise<WalletRow | undefined> {
  const [target] = await tx
    .select({ id: wallets.id })
    .from(wallets)
    .where(and(eq(wallets.id, walletId), eq(wallets.userId, userId)));
  if (!target) return undefined;
  await tx
    .update(wallets)
    .set({ isPayout: false })
    .where(and(eq(wallets.userId, userId), eq(wallets.isPayout, true)));
  const [row] = await tx.update(wallets).set({ isPayout: true }).where(eq(wallets.id, walletId)).returning();
  return row;
}

/** Records (or extends) the step-up of one session. */
export async function upsertStepUp(
  db: Executor,
  grant: { sessionId: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db
    .insert(walletStepUps)
    .values(grant)
    .onConflictDoUpdate({ target: walletStepUps.sessionId, set: { expiresAt: grant.expiresAt } });
}

/** When the session's step-up ends, or undefined when it has none in force. */
export async function findActiveStepUp(db: Executor, sessionId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ expiresAt: walletStepUps.expiresAt })
    .from(walletStepUps)
    .where(and(eq(walletStepUps.sessionId, sessionId), gt(walletStepUps.expiresAt, new Date())));
  return row?.expiresAt;
}

/** Stores a SIWE nonce issued to a member. */
export async function insertSiweNonce(
  db: Executor,
  nonce: { nonce: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(siweNonces).values(nonce);
}

/** Consumes a live nonce of this member in one statement; false when unknown, used, expired or another's. */
export async function consumeSiweNonce(db: Executor, nonce: string, userId: string): Promise<boolean> {
  const rows = await db
    .update(siweNonces)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(siweNonces.nonce, nonce),
        eq(siweNonces.userId, userId),
        isNull(siweNonces.consumedAt),
        gt(siweNonces.expiresAt, new Date()),
      ),
    )
    .returning({ nonce: siweNonces.nonce });
  return rows.length === 1;
}

/** Removes expired step-ups and nonces (called by the auth clean-up job). */
export async function deleteExpiredWalletGrants(db: Executor, now = new Date()): Promise<void> {
  await db.delete(walletStepUps).where(lt(walletStepUps.expiresAt, now));
  await db.delete(siweNonces).where(lt(siweNonces.expiresAt, now));
}

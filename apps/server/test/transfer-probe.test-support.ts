// The runner's own test payment: the smallest store a user of the recorded-transfer runner can bring.
import { and, eq, sql } from 'drizzle-orm';
import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { Address, Hex } from 'viem';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../src/db/database.js';
import { wei } from '../src/db/wei-column.js';
import type { Chain, StartedChain } from '../src/modules/wallet-chain/chain-client.js';
import { transferOfColumns } from '../src/modules/wallet-transfers/recorded-columns.js';
import {
  runRecordedTransfer,
  signFromTreasury,
  treasuryPlan,
} from '../src/modules/wallet-transfers/recorded-transfer.runner.js';
import type {
  DeadTransfer,
  RecordedTransferRun,
  TransferHooks,
  TransferPlan,
  TransferStore,
} from '../src/modules/wallet-transfers/recorded-transfer.types.js';
import { createTestContext, type TestContext } from './test-app.js';
import { attachLocalChain } from './wallet-exchange.test-support.js';

/** A table of the tests alone (created by them, in no migration): one payment per row. */
export const transferProbes = pgTable('transfer_probes', {
  id: uuid('id').primaryKey().defaultRandom(),
  toAddress: text('to_address').notNull(),
  amountWei: wei('amount_wei').notNull(),
  status: text('status').notNull().default('PAYING'),
  txHash: text('tx_hash'),
  txNonce: integer('tx_nonce'),
  signedTx: text('signed_tx'),
  failureReason: text('failure_reason'),
});

/** A probe payment row. */
export type ProbeRow = typeof transferProbes.$inferSelect;

/** Creates the probe table in a test database (once; safe to repeat). */
export async function createProbeTable(db: Database): Promise<void> {
  await db.execute(sql`create table if not exists transfer_probes (
    id uuid primary key default gen_random_uuid(), to_address text not null,
    amount_wei numeric(78, 0) not null, status text not null default 'PAYING', tx_hash text,
    tx_nonce integer, signed_tx text, failure_reason text)`);
}

/** A new open payment of `amount` to `to`. */
export async function insertProbe(db: Database, to: Address, amount: bigint): Promise<ProbeRow> {
  const [row] = await db
    .insert(transferProbes)
    .values({ toAddress: to, amountWei: amount.toString() })
    .returning();
  if (!row) throw new Error('no probe row');
  return row;
}

/** One probe payment by id. */
export async function findProbe(db: Database, id: string): Promise<ProbeRow> {
  const [row] = await db.select().from(transferProbes).where(eq(transferProbes.id, id));
  if (!row) throw new Error(`no probe ${id}`);
  return row;
}

async function closeProbe(db: Database, row: ProbeRow, status: string, reason: string | null) {
  const [closed] = await db
    .update(transferProbes)
    .set({ status, failureReason: reason })
    .where(and(eq(transferProbes.id, row.id), eq(transferProbes.status, 'PAYING')))
    .returning();
  return closed ?? row;
}

async function recordProbeTx(db: Database, claimed: ProbeRow, tx: { hash: Hex; nonce: number; signed: Hex }) {
  const [row] = await db
    .update(transferProbes)
    .set({ txHash: tx.hash, txNonce: tx.nonce, signedTx: tx.signed })
    .where(
      and(
        eq(transferProbes.id, claimed.id),
        eq(transferProbes.status, 'PAYING'),
        claimed.txHash === null
          ? sql`${transferProbes.txHash} is null`
          : eq(transferProbes.txHash, claimed.txHash),
      ),
    )
    .returning();
  return row && { row, broadcast: true };
}

/** The probe's store: the row is the idempotency key, the transaction last seen guards the record. */
export function probeStore(db: Database, claimed: ProbeRow): TransferStore<ProbeRow> {
  return {
    recordedOn: transferOfColumns,
    isOpen: (row) => row.status === 'PAYING',
    record: ({ transfer }) => recordProbeTx(db, claimed, transfer),
    confirm: (row) => closeProbe(db, row, 'PAID', null),
    fail: (row, failure) =>
      closeProbe(
        db,
        row,
        'FAILED',
        failure.cause === 'refused' ? 'refused' : `${failure.cause} ${failure.hash}`,
      ),
  };
}

/** Options of a probe run: how a dead transaction is handled, and a plan of the test's own. */
export interface ProbeOptions {
  hooks?: TransferHooks;
  whenDead?: (state: DeadTransfer) => 'sign-again' | 'fail';
  plan?: TransferPlan;
}

/** Pays (or resumes) one probe payment from the treasury through the runner, as a job would. */
export async function runProbe(db: Database, chain: Chain, id: string, options: ProbeOptions = {}) {
  const row = await findProbe(db, id);
  const sign = () => signFromTreasury(chain, row.toAddress as Address, BigInt(row.amountWei));
  const plan = options.plan ?? treasuryPlan(chain, sign, options.whenDead ?? (() => 'sign-again'));
  const run: RecordedTransferRun<ProbeRow> = { store: probeStore(db, row), plan, row, hooks: options.hooks };
  return runRecordedTransfer(db, chain, run);
}

/** The app on its own database, a local chain and the probe table: a suite of payments through the runner. */
export interface TransferSuite {
  context: TestContext;
  chain: StartedChain;
}

/** The set-up the runner's tests and the crash tests share: started before the suite, stopped after it. */
export function useTransferSuite(): TransferSuite {
  const suite = {} as TransferSuite;
  beforeAll(async () => {
    suite.context = await createTestContext();
    suite.chain = await attachLocalChain(suite.context);
    await createProbeTable(suite.context.deps.db);
  }, 60_000);
  afterAll(async () => {
    await suite.context.close();
    await suite.chain.stop();
  });
  return suite;
}

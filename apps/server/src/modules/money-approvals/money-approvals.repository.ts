import { FOUR_EYES_DEFAULTS, type FourEyesThresholds, type MoneyApprovalStatus } from '@streamit/contract';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { alias } from 'drizzle-orm/pg-core';
import { adminUsers } from '../admins/admins.schema.js';
import { siteSettings } from '../site-settings/site-settings.schema.js';
import { moneyApprovals } from './money-approvals.schema.js';

export type MoneyApprovalRow = typeof moneyApprovals.$inferSelect;
export type NewMoneyApprovalRow = typeof moneyApprovals.$inferInsert;

/** A request with the names of its maker and (once decided) its checker. */
export interface NamedMoneyApprovalRow {
  approval: MoneyApprovalRow;
  makerName: string;
  checkerName: string | null;
}

/** The thresholds as stored in site settings, or the defaults while the settings row does not exist. */
export async function selectFourEyesThresholds(db: Executor): Promise<FourEyesThresholds> {
  const [row] = await db
    .select({ pointsAbove: siteSettings.fourEyesPointsAbove, artfiAbove: siteSettings.fourEyesArtfiAbove })
    .from(siteSettings);
  return row ?? { ...FOUR_EYES_DEFAULTS };
}

/** Inserts a request; undefined when one is already open for the same kind and subject. */
export async function insertMoneyApproval(
  db: Executor,
  row: NewMoneyApprovalRow,
): Promise<MoneyApprovalRow | undefined> {
  const [inserted] = await db.insert(moneyApprovals).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** The open request for a kind and subject. */
export async function findOpenMoneyApproval(
  db: Executor,
  kind: string,
  subject: string,
): Promise<MoneyApprovalRow | undefined> {
  const [row] = await db
    .select()
    .from(moneyApprovals)
    .where(
      and(
        eq(moneyApprovals.kind, kind),
        eq(moneyApprovals.subject, subject),
        eq(moneyApprovals.status, 'PENDING'),
      ),
    );
  return row;
}

/** One request by id. */
export async function findMoneyApproval(db: Executor, id: string): Promise<MoneyApprovalRow | undefined> {
  const [row] = await db.select().from(moneyApprovals).where(eq(moneyApprovals.id, id));
  return row;
}

/**
 * Moves a PENDING request to `to` for a checker who is not its maker, in one statement: of any number of
 * parallel decisions exactly one gets the row (the others wait on its lock, then find it decided).
 */
export async function decideMoneyApproval(
  db: Executor,
  id: string,
  checkerId: string,
  to: 'APPROVED' | 'REJECTED',
  reason: string | null,
): Promise<MoneyApprovalRow | undefined> {
  const [row] = await db
    .update(moneyApprovals)
    .set({ status: to, checkerId, reason, decidedAt: sql`now()` })
    .where(
      and(
        eq(moneyApprovals.id, id),
        eq(moneyApprovals.status, 'PENDING'),
        ne(moneyApprovals.makerId, checkerId),
      ),
    )
    .returning();
  return row;
}

/** APPROVED → EXECUTED with what the move answered; in the checker's transaction. */
export async function markMoneyApprovalExecuted(
  db: Executor,
  id: string,
  result: unknown,
): Promise<MoneyApprovalRow> {
  const [row] = await db
    .update(moneyApprovals)
    .set({ status: 'EXECUTED', result })
    .where(and(eq(moneyApprovals.id, id), eq(moneyApprovals.status, 'APPROVED')))
    .returning();
  if (!row) throw new Error(`money approval ${id} was not APPROVED when it executed`);
  return row;
}

const makers = alias(adminUsers, 'makers');
const checkers = alias(adminUsers, 'checkers');

function namedApprovals(db: Executor) {
  return db
    .select({ approval: moneyApprovals, makerName: makers.name, checkerName: checkers.name })
    .from(moneyApprovals)
    .innerJoin(makers, eq(makers.id, moneyApprovals.makerId))
    .leftJoin(checkers, eq(checkers.id, moneyApprovals.checkerId));
}

/** One request with both names. */
export async function findNamedMoneyApproval(
  db: Executor,
  id: string,
): Promise<NamedMoneyApprovalRow | undefined> {
  const [row] = await namedApprovals(db).where(eq(moneyApprovals.id, id));
  return row;
}

/** A page of requests in one status, newest first, with both names. */
export async function listNamedMoneyApprovals(
  db: Executor,
  status: MoneyApprovalStatus,
  limit: number,
  offset: number,
): Promise<{ rows: NamedMoneyApprovalRow[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    namedApprovals(db)
      .where(eq(moneyApprovals.status, status))
      .orderBy(desc(moneyApprovals.createdAt), desc(moneyApprovals.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(moneyApprovals).where(eq(moneyApprovals.status, status)),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

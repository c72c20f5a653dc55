import { MONEY_APPROVAL_KINDS, MONEY_APPROVAL_STATUSES, MONEY_APPROVAL_UNITS } from '@streamit/contract';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/enum-check.js';
import { instant, instantNow, primaryUuid, requiredRef } from '../../db/table-columns.js';
import { adminUsers } from '../admins/admins.schema.js';

/**
 * Money moves above the four-eyes threshold (decision 063): the maker's action, kept with everything needed
 * to run it later through its own code path, until a different staff member approves (and it runs, in the
 * same transaction) or rejects it.
 */
export const moneyApprovals = pgTable(
  'money_approvals',
  {
    id: primaryUuid(),
    kind: text('kind').notNull(),
    /** One open request per thing moved (an exchange, the maker's Idempotency-Key, …). */
    subject: text('subject').notNull(),
    /** The maker's validated input, as the executing code path takes it. */
    payload: jsonb('payload').notNull(),
    amount: text('amount'),
    unit: text('unit').notNull(),
    subjectUserId: uuid('subject_user_id'),
    exchangeId: uuid('exchange_id'),
    note: text('note'),
    status: text('status').notNull().default('PENDING'),
    makerId: requiredRef('maker_id', () => adminUsers.id),
    makerIp: text('maker_ip').notNull(),
    checkerId: uuid('checker_id').references(() => adminUsers.id),
    reason: text('reason'),
    /** What the executed move answered (the exchange, grant, burn run or posting), for the audit trail. */
    result: jsonb('result'),
    createdAt: instantNow('created_at'),
    decidedAt: instant('decided_at'),
  },
  (table) => [
    uniqueIndex('money_approvals_one_open_per_subject')
      .on(table.kind, table.subject)
      .where(sql`${table.status} = 'PENDING'`),
    index('money_approvals_status_created_idx').on(table.status, table.createdAt),
    enumCheck('money_approvals_kind_check', table.kind, MONEY_APPROVAL_KINDS),
    enumCheck('money_approvals_status_check', table.status, MONEY_APPROVAL_STATUSES),
    enumCheck('money_approvals_unit_check', table.unit, MONEY_APPROVAL_UNITS),
    // The rule itself, in the table: nobody checks their own request.
    check(
      'money_approvals_checker_not_maker',
      sql`${table.checkerId} is null or ${table.checkerId} <> ${table.makerId}`,
    ),
  ],
);

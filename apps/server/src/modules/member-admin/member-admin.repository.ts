import type { AdminMemberFilter, AdminMemberSort, SuspendedMembersQuery } from '@streamit/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  lt,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import { suspensionInForce, users } from '../members/members.schema.js';
import { DAY_MS } from '../../lib/utc-days.js';

export type MemberRow = typeof users.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function textCondition(q: string): SQL | undefined {
  const pattern = likePattern(q);
  return or(
    UUID.test(q) ? eq(users.id, q) : undefined,
    ilike(users.email, pattern),
    ilike(users.displayName, pattern),
    ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, pattern),
  );
}

function flag(value: 'true' | 'false' | undefined, condition: SQL): SQL | undefined {
  if (value === undefined) return undefined;
  return value === 'true' ? condition : not(condition);
}

/** The WHERE of the shared member filters (decision 035): the list and its export narrow members alike. */
export function memberFilterConditions(filter: AdminMemberFilter): SQL | undefined {
  const statusCondition =
    filter.status === undefined
      ? undefined
      : flag(filter.status === 'SUSPENDED' ? 'true' : 'false', suspensionInForce);
  return and(
    filter.tier ? eq(users.tier, filter.tier) : undefined,
    statusCondition,
    flag(filter.creator, eq(users.isContentCreator, true)),
    flag(filter.verified, isNotNull(users.emailVerifiedAt)),
    filter.joinedFrom ? gte(users.createdAt, new Date(filter.joinedFrom)) : undefined,
    filter.joinedTo ? lt(users.createdAt, new Date(Date.parse(filter.joinedTo) + DAY_MS)) : undefined,
    filter.q ? textCondition(filter.q) : undefined,
  );
}

const SORTS: Record<AdminMemberSort, { key: SQL | AnyPgColumn; direction: 'asc' | 'desc' }> = {
  joined_desc: { key: users.createdAt, direction: 'desc' },
  joined_asc: { key: users.createdAt, direction: 'asc' },
  points_desc: { key: users.totalPoints, direction: 'desc' },
  points_asc: { key: users.totalPoints, direction: 'asc' },
  email_asc: { key: sql`coalesce(${users.email}, '')`, direction: 'asc' },
};

/** Rows after the cursor member in the chosen order; the key is read from the cursor row itself. */
function afterCursor(sort: AdminMemberSort, cursor: string): SQL {
  const { key, direction } = SORTS[sort];
  const cursorKey = sql`(select ${key}, ${users.id} from ${users} where ${users.id} = ${cursor})`;
  return direction === 'desc'
    ? sql`(${key}, ${users.id}) < ${cursorKey}`
    : sql`(${key}, ${users.id}) > ${cursorKey}`;
}

/** One page of members (one more than `limit`, to tell whether another page follows). */
export function selectMemberPage(
  db: Executor,
  query: AdminMemberFilter & { sort: AdminMemberSort; cursor?: string | undefined; limit: number },
): Promise<MemberRow[]> {
  const { key, direction } = SORTS[query.sort];
  const order = direction === 'desc' ? desc : asc;
  return db
    .select()
    .from(users)
    .where(
      and(memberFilterConditions(query), query.cursor ? afterCursor(query.sort, query.cursor) : undefined),
    )
    .orderBy(order(key), order(users.id))
    .limit(query.limit + 1);
}

/** Members whose email or id is exactly `q`, or whose display name is `q` ignoring case. */
export function selectExactMembers(db: Executor, q: string): Promise<MemberRow[]> {
  return db
    .select()
    .from(users)
    .where(
      or(
        UUID.test(q) ? eq(users.id, q) : undefined,
        eq(users.email, q.toLowerCase()),
        sql`lower(${users.displayName}) = lower(${q})`,
      ),
    )
    .orderBy(desc(users.createdAt))
    .limit(10);
}

function suspendedCondition(status: SuspendedMembersQuery['status']): SQL | undefined {
  if (status === 'timed') return and(suspensionInForce, isNotNull(users.suspendedUntil));
  if (status === 'indefinite') return and(suspensionInForce, sql`${users.suspendedUntil} is null`);
  return suspensionInForce;
}

/** A page of members whose suspension is in force, most recently suspended first, and their count. */
export async function selectSuspendedPage(db: Executor, query: SuspendedMembersQuery) {
  const where = suspendedCondition(query.status);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.suspendedAt), desc(users.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ value: count() }).from(users).where(where);
  return { rows, total: total?.value ?? 0 };
}

/** Locks the named members' rows in id order (no deadlock between two bulk calls); the ids found. */
export async function lockMembers(db: Executor, ids: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}

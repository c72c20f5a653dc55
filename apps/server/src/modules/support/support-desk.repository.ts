import type { ListDeskTicketsQuery } from '@streamit/contract';
import { and, count, desc, eq, gte, ilike, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { activities } from '../activities/activities.schema.js';
import { adminUsers } from '../admins/admins.schema.js';
import { memberSessions } from '../sessions/sessions.schema.js';
import { watchSessions } from '../watch/watch.schema.js';
import { supportCannedReplies, supportTickets as t } from './support.schema.js';
import type { TicketRow } from './support.repository.js';

/** SQL of "a target is missed as of `now`", matching breachesOf (a paused clock reads its pause time). */
export function breachingCondition(now: Date): SQL {
  const running = sql`coalesce(${t.pausedAt}, ${now.toISOString()}::timestamptz)`;
  return sql`(coalesce(${t.firstResponseAt}, ${running}) > ${t.firstResponseDueAt}
    or coalesce(${t.resolvedAt}, ${running}) > ${t.resolutionDueAt})`;
}

const OPEN_STATUSES = sql`${t.status} not in ('RESOLVED', 'CLOSED')`;

function assigneeCondition(assignee: string | undefined, adminId: string): SQL | undefined {
  if (assignee === undefined) return undefined;
  if (assignee === 'none') return isNull(t.assigneeId);
  return eq(t.assigneeId, assignee === 'me' ? adminId : assignee);
}

function textCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const number = /^#?\d{1,9}$/.test(q) ? eq(t.number, Number(q.replace('#', ''))) : undefined;
  return or(ilike(t.subject, pattern), ilike(t.email, pattern), number);
}

function deskConditions(query: ListDeskTicketsQuery, adminId: string, now: Date): SQL | undefined {
  return and(
    query.status ? eq(t.status, query.status) : undefined,
    query.priority ? eq(t.priority, query.priority) : undefined,
    query.tier ? eq(t.tier, query.tier) : undefined,
    query.category ? eq(t.category, query.category) : undefined,
    query.from ? gte(t.createdAt, new Date(query.from)) : undefined,
    query.to ? lte(t.createdAt, new Date(query.to)) : undefined,
    query.breaching === 'true' ? and(OPEN_STATUSES, breachingCondition(now)) : undefined,
    assigneeCondition(query.assignee, adminId),
    textCondition(query.q),
  );
}

const PRIORITY_RANK = sql`array_position(array['URGENT','HIGH','MEDIUM','NORMAL','LOW'], ${t.priority})`;

/** A page of the desk queue: most urgent first, then the nearest resolution due time. */
export function listDeskTicketRows(
  db: Executor,
  query: ListDeskTicketsQuery,
  adminId: string,
  now: Date,
): Promise<TicketRow[]> {
  return db
    .select()
    .from(t)
    .where(deskConditions(query, adminId, now))
    .orderBy(PRIORITY_RANK, t.resolutionDueAt, t.number)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
}

export async function countDeskTickets(
  db: Executor,
  query: ListDeskTicketsQuery,
  adminId: string,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(t)
    .where(deskConditions(query, adminId, now));
  return row?.total ?? 0;
}

/** Whether an admin may be given tickets: active, with the desk flag. */
export async function isDeskStaff(db: Executor, adminId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(
      and(eq(adminUsers.id, adminId), eq(adminUsers.canManageUsers, true), isNull(adminUsers.disabledAt)),
    );
  return row !== undefined;
}

/** The name of a staff member, for the desk's "assigned to". */
export async function findStaffName(
  db: Executor,
  adminId: string,
): Promise<{ id: string; name: string } | undefined> {
  const [row] = await db
    .select({ id: adminUsers.id, name: adminUsers.name })
    .from(adminUsers)
    .where(eq(adminUsers.id, adminId));
  return row;
}

/** The member's last sign-ins and watched activities, and their other tickets. */
export async function findMemberHistory(db: Executor, userId: string, ticketId: string) {
  const [logins, watched, others] = await Promise.all([
    db
      .select({ at: memberSessions.createdAt, ip: memberSessions.ip, method: memberSessions.method })
      .from(memberSessions)
      .where(eq(memberSessions.userId, userId))
      .orderBy(desc(memberSessions.createdAt))
      .limit(5),
    db
      .select({ activityId: watchSessions.activityId, title: activities.title, at: watchSessions.startedAt })
      .from(watchSessions)
      .innerJoin(activities, eq(activities.id, watchSessions.activityId))
      .where(eq(watchSessions.userId, userId))
      .orderBy(desc(watchSessions.startedAt))
      .limit(5),
    db
      .select()
      .from(t)
      .where(and(eq(t.userId, userId), ne(t.id, ticketId)))
      .orderBy(desc(t.createdAt))
      .limit(5),
  ]);
  return { logins, watched, others };
}

/** The desk's figures as of `now`; medians in minutes over answered and resolved tickets. */
export async function readSupportStats(db: Executor, now: Date) {
  const open = await db
    .select({ priority: t.priority, total: count() })
    .from(t)
    .where(OPEN_STATUSES)
    .groupBy(t.priority);
  const running = sql`coalesce(${t.pausedAt}, ${now.toISOString()}::timestamptz)`;
  const [figures] = await db
    .select({
      firstResponse: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${t.firstResponseAt} - ${t.createdAt}) / 60)`,
      resolution: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${t.resolvedAt} - ${t.createdAt}) / 60 - ${t.pausedMs} / 60000.0)`,
      firstBreaches: sql<number>`count(*) filter (where coalesce(${t.firstResponseAt}, ${running}) > ${t.firstResponseDueAt})::int`,
      resolutionBreaches: sql<number>`count(*) filter (where coalesce(${t.resolvedAt}, ${running}) > ${t.resolutionDueAt})::int`,
      csatAverage: sql<number | null>`avg(${t.csatScore})::float8`,
      csatCount: sql<number>`count(${t.csatScore})::int`,
    })
    .from(t);
  return { open, figures };
}

export function listCannedReplyRows(db: Executor) {
  return db.select().from(supportCannedReplies).orderBy(supportCannedReplies.title);
}

export async function insertCannedReply(db: Executor, row: typeof supportCannedReplies.$inferInsert) {
  const [created] = await db.insert(supportCannedReplies).values(row).returning();
  if (!created) throw new Error('canned reply insert returned nothing');
  return created;
}

/** Sets a canned reply's title and text; undefined when there is no such reply. */
export async function updateCannedReplyRow(
  db: Executor,
  id: string,
  values: { title: string; body: string },
) {
  const [row] = await db
    .update(supportCannedReplies)
    .set(values)
    .where(eq(supportCannedReplies.id, id))
    .returning();
  return row;
}

export async function deleteCannedReplyRow(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .delete(supportCannedReplies)
    .where(eq(supportCannedReplies.id, id))
    .returning({ id: supportCannedReplies.id });
  return rows.length > 0;
}

import type { ListCreatorApplicationsQuery } from '@streamit/contract';
import { and, asc, desc, eq, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { users } from '../members/members.schema.js';
import { creatorApplications } from './creator-applications.schema.js';

export type ApplicationRow = typeof creatorApplications.$inferSelect;
export type NewApplicationRow = typeof creatorApplications.$inferInsert;
/** The fields a member writes on applying or resubmitting. */
export type ApplicationFields = Pick<
  NewApplicationRow,
  'applicantType' | 'contentFormats' | 'bio' | 'portfolioLinks' | 'sampleLink' | 'country'
>;

/** The member's creator state, row-locked: applications and decisions on one member run one at a time. */
export async function lockMemberCreatorState(db: Executor, userId: string) {
  const [row] = await db
    .select({ isContentCreator: users.isContentCreator, creatorStatus: users.creatorStatus })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/** The member's creator state, unlocked. */
export async function findMemberCreatorState(db: Executor, userId: string) {
  const [row] = await db
    .select({ isContentCreator: users.isContentCreator, creatorStatus: users.creatorStatus })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Stores a new application; undefined when the member already has an open one (the partial unique index). */
export async function insertApplication(db: Executor, row: NewApplicationRow) {
  const [created] = await db.insert(creatorApplications).values(row).onConflictDoNothing().returning();
  return created;
}

/** The member's applications, newest first. */
export function listApplicationsOf(db: Executor, userId: string): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(creatorApplications)
    .where(eq(creatorApplications.userId, userId))
    .orderBy(desc(creatorApplications.seq));
}

/** Moves the member's CHANGES_REQUESTED application back to PENDING with their edits. */
export async function resubmitApplication(db: Executor, userId: string, fields: ApplicationFields) {
  const [row] = await db
    .update(creatorApplications)
    .set({ ...fields, status: 'PENDING', agreementAcceptedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(creatorApplications.userId, userId), eq(creatorApplications.status, 'CHANGES_REQUESTED')))
    .returning();
  return row;
}

/** The applications with these ids, row-locked in id order (so two bulk reviews cannot deadlock). */
export function lockApplications(db: Executor, ids: string[]): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(creatorApplications)
    .where(inArray(creatorApplications.id, ids))
    .orderBy(asc(creatorApplications.id))
    .for('update');
}

/** A staff decision written onto applications. */
export interface DecisionUpdate {
  status: string;
  reason: string | null;
  reviewerAdminId: string;
  reapplyAllowedAfter: Date | null;
}

export function decideApplications(db: Executor, ids: string[], decision: DecisionUpdate) {
  return db
    .update(creatorApplications)
    .set({ ...decision, decidedAt: sql`now()`, updatedAt: sql`now()` })
    .where(inArray(creatorApplications.id, ids))
    .returning();
}

/** Applicants' addresses and names by user id. */
export function findApplicants(db: Executor, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id, email: users.email, displayName: users.displayName })
    .from(users)
    .where(inArray(users.id, userIds));
}

function queueConditions(query: ListCreatorApplicationsQuery): SQL | undefined {
  const text = query.q ? `%${query.q.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  return and(
    query.status ? eq(creatorApplications.status, query.status) : undefined,
    query.applicantType ? eq(creatorApplications.applicantType, query.applicantType) : undefined,
    query.country ? eq(creatorApplications.country, query.country) : undefined,
    query.from ? gte(creatorApplications.createdAt, new Date(query.from)) : undefined,
    query.to ? lte(creatorApplications.createdAt, new Date(query.to)) : undefined,
    query.cursor ? lt(creatorApplications.seq, query.cursor) : undefined,
    text
      ? or(ilike(creatorApplications.bio, text), ilike(users.email, text), ilike(users.displayName, text))
      : undefined,
  );
}

/** One page of the review queue, newest first, with each applicant; fetches one extra row to know if more exist. */
export function listQueue(db: Executor, query: ListCreatorApplicationsQuery) {
  return db
    .select({ application: creatorApplications, email: users.email, displayName: users.displayName })
    .from(creatorApplications)
    .innerJoin(users, eq(users.id, creatorApplications.userId))
    .where(queueConditions(query))
    .orderBy(desc(creatorApplications.seq))
    .limit(query.limit + 1);
}

/** One application with its applicant. */
export async function findApplicationWithApplicant(db: Executor, id: string) {
  const [row] = await db
    .select({ application: creatorApplications, email: users.email, displayName: users.displayName })
    .from(creatorApplications)
    .innerJoin(users, eq(users.id, creatorApplications.userId))
    .where(eq(creatorApplications.id, id));
  return row;
}

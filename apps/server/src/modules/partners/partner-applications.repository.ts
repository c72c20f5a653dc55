import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { users } from '../members/members.schema.js';
import { partnerApplications } from './partners.schema.js';

export type PartnerApplicationRow = typeof partnerApplications.$inferSelect;
export type NewPartnerApplication = typeof partnerApplications.$inferInsert;

/** An application with its contact's e-mail, as every answer shows it. */
export interface ApplicationWithContact {
  application: PartnerApplicationRow;
  contactEmail: string;
}

const withContact = { application: partnerApplications, contactEmail: users.email };

/** Inserts an application; null when a partial unique index says one is already open (org or contact). */
export async function insertPartnerApplication(
  db: Executor,
  values: NewPartnerApplication,
): Promise<PartnerApplicationRow | null> {
  const [row] = await db.insert(partnerApplications).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** The contact's e-mail and whether it is verified. */
export async function findContact(db: Executor, userId: string) {
  const [row] = await db
    .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Applications newest first, optionally of one status or one contact. */
export async function listPartnerApplications(
  db: Executor,
  filter: { status?: string | undefined; contactUserId?: string; limit: number },
): Promise<ApplicationWithContact[]> {
  const rows = await db
    .select(withContact)
    .from(partnerApplications)
    .innerJoin(users, eq(users.id, partnerApplications.contactUserId))
    .where(
      and(
        filter.status ? eq(partnerApplications.status, filter.status) : undefined,
        filter.contactUserId ? eq(partnerApplications.contactUserId, filter.contactUserId) : undefined,
      ),
    )
    .orderBy(desc(partnerApplications.createdAt))
    .limit(filter.limit);
  return rows.map((row) => ({ ...row, contactEmail: row.contactEmail ?? '' }));
}

/** Locks one application for a decision. */
export async function lockPartnerApplication(
  db: Executor,
  id: string,
): Promise<ApplicationWithContact | undefined> {
  const [row] = await db
    .select(withContact)
    .from(partnerApplications)
    .innerJoin(users, eq(users.id, partnerApplications.contactUserId))
    .where(eq(partnerApplications.id, id))
    .for('update', { of: partnerApplications });
  return row ? { ...row, contactEmail: row.contactEmail ?? '' } : undefined;
}

/** Writes a decision on a SUBMITTED application. */
export async function decidePartnerApplication(
  db: Executor,
  id: string,
  decision: { status: string; reason: string | null; reviewerAdminId: string; partnerId: string | null },
): Promise<PartnerApplicationRow> {
  const [row] = await db
    .update(partnerApplications)
    .set({ ...decision, decidedAt: new Date() })
    .where(and(eq(partnerApplications.id, id), eq(partnerApplications.status, 'SUBMITTED')))
    .returning();
  if (!row) throw new Error('a locked SUBMITTED application could not be decided');
  return row;
}

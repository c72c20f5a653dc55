import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { users } from '../members/members.schema.js';
import { partnerMembers, partners } from './partners.schema.js';

export type PartnerRow = typeof partners.$inferSelect;
type NewPartner = typeof partners.$inferInsert;

/** A partner with its owner, as staff and the portal show it. */
export interface PartnerWithOwner {
  partner: PartnerRow;
  ownerUserId: string;
  ownerEmail: string | null;
}

const withOwner = { partner: partners, ownerUserId: partnerMembers.userId, ownerEmail: users.email };

/** Creates the partner and makes `ownerUserId` its OWNER. */
export async function insertPartnerWithOwner(
  db: Executor,
  values: NewPartner,
  ownerUserId: string,
): Promise<PartnerRow> {
  const [row] = await db.insert(partners).values(values).returning();
  if (!row) throw new Error('partner insert returned nothing');
  await db.insert(partnerMembers).values({ partnerId: row.id, userId: ownerUserId, role: 'OWNER' });
  return row;
}

function selectWithOwner(db: Executor) {
  return db
    .select(withOwner)
    .from(partners)
    .innerJoin(
      partnerMembers,
      and(eq(partnerMembers.partnerId, partners.id), eq(partnerMembers.role, 'OWNER')),
    )
    .innerJoin(users, eq(users.id, partnerMembers.userId));
}

/** Partners newest first, optionally of one status. */
export function listPartnerRows(db: Executor, status: string | undefined): Promise<PartnerWithOwner[]> {
  return selectWithOwner(db)
    .where(status ? eq(partners.status, status) : undefined)
    .orderBy(desc(partners.createdAt));
}

/** Locks one partner row for a lifecycle change. */
export async function lockPartner(db: Executor, id: string): Promise<PartnerWithOwner | undefined> {
  const [row] = await selectWithOwner(db).where(eq(partners.id, id)).for('update', { of: partners });
  return row;
}

/** Moves a partner to `status` with staff's reason. */
export async function setPartnerStatus(
  db: Executor,
  id: string,
  status: string,
  reason: string,
): Promise<PartnerRow> {
  const [row] = await db
    .update(partners)
    .set({ status, statusReason: reason, updatedAt: new Date() })
    .where(eq(partners.id, id))
    .returning();
  if (!row) throw new Error('a locked partner could not be updated');
  return row;
}

/** The partner a member belongs to (the newest, should they belong to several). */
export async function findPartnerOfMember(
  db: Executor,
  userId: string,
): Promise<PartnerWithOwner | undefined> {
  const [mine] = await db
    .select({ partnerId: partnerMembers.partnerId })
    .from(partnerMembers)
    .where(eq(partnerMembers.userId, userId))
    .orderBy(desc(partnerMembers.createdAt))
    .limit(1);
  if (!mine) return undefined;
  const [row] = await selectWithOwner(db).where(eq(partners.id, mine.partnerId));
  return row;
}

/** The id of the partner a member owns, if any. */
export async function findOwnedPartnerId(db: Executor, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ partnerId: partnerMembers.partnerId })
    .from(partnerMembers)
    .where(and(eq(partnerMembers.userId, userId), eq(partnerMembers.role, 'OWNER')))
    .orderBy(desc(partnerMembers.createdAt))
    .limit(1);
  return row?.partnerId;
}

/** One partner's row, or undefined. */
export async function findPartnerRow(db: Executor, id: string): Promise<PartnerRow | undefined> {
  const [row] = await db.select().from(partners).where(eq(partners.id, id));
  return row;
}

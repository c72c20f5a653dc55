import { and, count, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { users } from '../members/members.schema.js';
import { partnerInvitations } from './partner-invitations.schema.js';
import { partnerMembers, partners } from './partners.schema.js';

export type InvitationRow = typeof partnerInvitations.$inferSelect;
type NewInvitation = typeof partnerInvitations.$inferInsert;

const waiting = and(isNull(partnerInvitations.acceptedAt), isNull(partnerInvitations.revokedAt));

/** Withdraws the partner's expired waiting invitations to `email`, so a new one can take their place. */
export async function revokeExpiredInvitations(db: Executor, partnerId: string, email: string, now: Date) {
  await db
    .update(partnerInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(partnerInvitations.partnerId, partnerId),
        eq(partnerInvitations.email, email),
        waiting,
        lte(partnerInvitations.expiresAt, now),
      ),
    );
}

/** How many invitations of the partner are waiting and not expired. */
export async function countWaitingInvitations(db: Executor, partnerId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(partnerInvitations)
    .where(and(eq(partnerInvitations.partnerId, partnerId), waiting, gt(partnerInvitations.expiresAt, now)));
  return row?.n ?? 0;
}

/** Inserts an invitation; undefined when one to that address is already waiting (the partial unique index). */
export async function insertInvitation(
  db: Executor,
  values: NewInvitation,
): Promise<InvitationRow | undefined> {
  const [row] = await db.insert(partnerInvitations).values(values).onConflictDoNothing().returning();
  return row;
}

/** The partner's invitations, newest first (at most 100: the waiting ones are capped far lower). */
export function listInvitations(db: Executor, partnerId: string): Promise<InvitationRow[]> {
  return db
    .select()
    .from(partnerInvitations)
    .where(eq(partnerInvitations.partnerId, partnerId))
    .orderBy(desc(partnerInvitations.createdAt))
    .limit(100);
}

/** Revokes a waiting invitation of the partner; undefined when there is none by that id. */
export async function revokeInvitation(db: Executor, partnerId: string, id: string, now: Date) {
  const [row] = await db
    .update(partnerInvitations)
    .set({ revokedAt: sql`coalesce(${partnerInvitations.revokedAt}, ${now})` })
    .where(
      and(
        eq(partnerInvitations.id, id),
        eq(partnerInvitations.partnerId, partnerId),
        isNull(partnerInvitations.acceptedAt),
      ),
    )
    .returning();
  return row;
}

/**
 * Takes a waiting, unexpired invitation by its token's hash for `userId`: one conditional UPDATE, so of many
 * accepts at once exactly one gets the row back.
 */
export async function claimInvitation(db: Executor, tokenHash: string, userId: string, now: Date) {
  const [row] = await db
    .update(partnerInvitations)
    .set({ acceptedAt: now, acceptedByUserId: userId })
    .where(and(eq(partnerInvitations.tokenHash, tokenHash), waiting, gt(partnerInvitations.expiresAt, now)))
    .returning();
  return row;
}

/** A waiting invitation by its token's hash, with the partner's name. */
export async function findInvitationByToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ invitation: partnerInvitations, partnerName: partners.name })
    .from(partnerInvitations)
    .innerJoin(partners, eq(partners.id, partnerInvitations.partnerId))
    .where(eq(partnerInvitations.tokenHash, tokenHash));
  return row;
}

/** Whether the member already belongs to a partner (one partner per member: the portal shows one). */
export async function belongsToPartner(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ partnerId: partnerMembers.partnerId })
    .from(partnerMembers)
    .where(eq(partnerMembers.userId, userId))
    .limit(1);
  return row !== undefined;
}

/** Adds an invited person to the partner. */
export async function insertPartnerMember(db: Executor, partnerId: string, userId: string) {
  await db.insert(partnerMembers).values({ partnerId, userId, role: 'MEMBER' }).onConflictDoNothing();
}

/** Removes an invited person (never the owner); whether someone was removed. */
export async function deletePartnerMember(db: Executor, partnerId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(partnerMembers)
    .where(
      and(
        eq(partnerMembers.partnerId, partnerId),
        eq(partnerMembers.userId, userId),
        eq(partnerMembers.role, 'MEMBER'),
      ),
    )
    .returning({ userId: partnerMembers.userId });
  return rows.length > 0;
}

/** The partner's people with their names and addresses, the owner first. */
export function listPartnerPeople(db: Executor, partnerId: string) {
  return db
    .select({
      userId: partnerMembers.userId,
      role: partnerMembers.role,
      since: partnerMembers.createdAt,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      displayName: users.displayName,
    })
    .from(partnerMembers)
    .innerJoin(users, eq(users.id, partnerMembers.userId))
    .where(eq(partnerMembers.partnerId, partnerId))
    .orderBy(desc(sql`${partnerMembers.role} = 'OWNER'`), desc(partnerMembers.createdAt));
}

/** The member's e-mail address, lower-cased (null for an account without one). */
export async function findMemberEmail(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ? row.email.toLowerCase() : null;
}

/** Deletes every invitation sent to `email` (a member deleting their account: the typed address goes too). */
export async function deleteInvitationsTo(db: Executor, email: string): Promise<void> {
  await db.delete(partnerInvitations).where(eq(partnerInvitations.email, email.toLowerCase()));
}

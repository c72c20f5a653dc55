import {
  PARTNER_INVITATION_TTL_DAYS,
  PARTNER_INVITATIONS_PENDING_MAX,
  type AcceptedPartnerInvitation,
  type PartnerInvitation,
  type PartnerPeople,
} from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { generateToken, hashToken } from '../../lib/security/tokens.js';
import { insertOutboxEmails } from '../email/email.queries.js';
import { partnerInvitationEmail } from './partner-invitation-email.js';
import {
  belongsToPartner,
  claimInvitation,
  countWaitingInvitations,
  deletePartnerMember,
  findInvitationByToken,
  findMemberEmail,
  insertInvitation,
  insertPartnerMember,
  listInvitations,
  listPartnerPeople,
  revokeExpiredInvitations,
  revokeInvitation,
  type InvitationRow,
} from './partner-invitations.repository.js';
import { findPartnerOfMember } from './partners.repository.js';
import { DAY_MS } from '../../lib/utc-days.js';

/** The partner the member owns; PARTNER_ACCESS_REQUIRED for none, PARTNER_OWNER_REQUIRED for an invited person. */
export async function requireOwnedPartner(deps: AppDeps, userId: string) {
  const found = await findPartnerOfMember(deps.db, userId);
  if (!found) throw new AppError('PARTNER_ACCESS_REQUIRED');
  if (found.ownerUserId !== userId) throw new AppError('PARTNER_OWNER_REQUIRED');
  return found.partner;
}

function statusOf(row: InvitationRow, now: Date): PartnerInvitation['status'] {
  if (row.acceptedAt) return 'ACCEPTED';
  if (row.revokedAt) return 'REVOKED';
  return row.expiresAt <= now ? 'EXPIRED' : 'PENDING';
}

function toInvitation(row: InvitationRow, now = new Date()): PartnerInvitation {
  return {
    id: row.id,
    email: row.email,
    status: statusOf(row, now),
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** POST /partner/invitations: a single-use link (its hash stored) e-mailed in English and Arabic. */
export async function invitePartnerPerson(
  deps: AppDeps,
  userId: string,
  rawEmail: string,
): Promise<PartnerInvitation> {
  const partner = await requireOwnedPartner(deps, userId);
  if (partner.status === 'CANCELLED') throw new AppError('PARTNER_NOT_ACTIVE');
  const email = rawEmail.trim().toLowerCase();
  const token = generateToken('code');
  const now = new Date();
  return deps.db.transaction(async (tx) => {
    await revokeExpiredInvitations(tx, partner.id, email, now);
    if ((await countWaitingInvitations(tx, partner.id, now)) >= PARTNER_INVITATIONS_PENDING_MAX)
      throw new AppError('PARTNER_INVITATIONS_TOO_MANY');
    const row = await insertInvitation(tx, {
      partnerId: partner.id,
      email,
      tokenHash: hashToken(token),
      invitedByUserId: userId,
      expiresAt: new Date(now.getTime() + PARTNER_INVITATION_TTL_DAYS * DAY_MS),
    });
    if (!row) throw new AppError('PARTNER_INVITATION_PENDING');
    const link = `${deps.config.publicUrl}/partner/join?token=${encodeURIComponent(token)}`;
    const message = partnerInvitationEmail(email, partner.name, link, PARTNER_INVITATION_TTL_DAYS);
    await insertOutboxEmails(tx, [message], Boolean(deps.config.SMTP_URL));
    return toInvitation(row, now);
  });
}

/** GET /partner/people: the owner and invited people, and the invitations with their state. */
export async function getPartnerPeople(deps: AppDeps, userId: string): Promise<PartnerPeople> {
  const partner = await requireOwnedPartner(deps, userId);
  const [people, invitations] = await Promise.all([
    listPartnerPeople(deps.db, partner.id),
    listInvitations(deps.db, partner.id),
  ]);
  const now = new Date();
  return {
    people: people.map((person) => ({
      userId: person.userId,
      name:
        person.displayName ??
        ([person.firstName, person.lastName].filter(Boolean).join(' ') || person.email || ''),
      email: person.email ?? '',
      role: person.role as 'OWNER' | 'MEMBER',
      since: person.since.toISOString(),
    })),
    invitations: invitations.map((row) => toInvitation(row, now)),
  };
}

/** POST /partner/invitations/:id/revoke: a waiting invitation stops working at once. */
export async function revokePartnerInvitation(
  deps: AppDeps,
  userId: string,
  id: string,
): Promise<PartnerInvitation> {
  const partner = await requireOwnedPartner(deps, userId);
  const row = await revokeInvitation(deps.db, partner.id, id, new Date());
  if (!row) throw new AppError('PARTNER_INVITATION_NOT_FOUND');
  return toInvitation(row);
}

/** DELETE /partner/people/:userId: the person loses the portal at once; the owner cannot be removed. */
export async function removePartnerPerson(
  deps: AppDeps,
  userId: string,
  personId: string,
): Promise<PartnerPeople> {
  const partner = await requireOwnedPartner(deps, userId);
  if (!(await deletePartnerMember(deps.db, partner.id, personId)))
    throw new AppError('PARTNER_PERSON_NOT_FOUND');
  return getPartnerPeople(deps, userId);
}

/**
 * POST /partner/invitations/accept: the signed-in member whose address was invited joins as MEMBER. The
 * claim is one conditional UPDATE, so of any number of accepts at once one joins and the rest find it used.
 */
export async function acceptPartnerInvitation(
  deps: AppDeps,
  userId: string,
  token: string,
): Promise<AcceptedPartnerInvitation> {
  const tokenHash = hashToken(token);
  const found = await findInvitationByToken(deps.db, tokenHash);
  if (!found) throw new AppError('PARTNER_INVITATION_INVALID');
  if ((await findMemberEmail(deps.db, userId)) !== found.invitation.email)
    throw new AppError('PARTNER_INVITATION_EMAIL_MISMATCH');
  return deps.db.transaction(async (tx) => {
    const claimed = await claimInvitation(tx, tokenHash, userId, new Date());
    if (!claimed) throw new AppError('PARTNER_INVITATION_INVALID');
    if (await belongsToPartner(tx, userId)) throw new AppError('PARTNER_ALREADY_MEMBER');
    await insertPartnerMember(tx, claimed.partnerId, userId);
    return { partnerId: claimed.partnerId, partnerName: found.partnerName };
  });
}

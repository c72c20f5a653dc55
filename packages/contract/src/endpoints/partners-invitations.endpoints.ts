import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { PARTNER_MEMBER_ROLES } from '../models/partners.js';

/** How long an invitation to a partner's portal can be accepted. */
export const PARTNER_INVITATION_TTL_DAYS = 7;
/** Pending invitations a partner may have at once (a bound on e-mails one owner can make us send). */
export const PARTNER_INVITATIONS_PENDING_MAX = 20;
export const PARTNER_INVITATION_STATUSES = ['PENDING', 'ACCEPTED', 'REVOKED', 'EXPIRED'] as const;
export type PartnerInvitationStatus = (typeof PARTNER_INVITATION_STATUSES)[number];

/** POST /partner/invitations: the e-mail address of the person the owner invites. */
export const PartnerInvitationBodySchema = z.strictObject({ email: z.email().max(254) });
export type PartnerInvitationBody = z.infer<typeof PartnerInvitationBodySchema>;

export const PartnerInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  status: z.enum(PARTNER_INVITATION_STATUSES),
  expiresAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
});
export type PartnerInvitation = z.infer<typeof PartnerInvitationSchema>;

/** One person of the partner: the owner or someone who accepted an invitation. */
export const PartnerPersonSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(PARTNER_MEMBER_ROLES),
  since: z.iso.datetime(),
});
export type PartnerPerson = z.infer<typeof PartnerPersonSchema>;

/** GET /partner/people: the partner's people and its invitations, newest first (owner only). */
export const PartnerPeopleSchema = z.object({
  people: z.array(PartnerPersonSchema),
  invitations: z.array(PartnerInvitationSchema),
});
export type PartnerPeople = z.infer<typeof PartnerPeopleSchema>;

/** POST /partner/invitations/accept: the token from the invitation e-mail. */
export const AcceptPartnerInvitationBodySchema = z.strictObject({ token: z.string().min(20).max(200) });
export type AcceptPartnerInvitationBody = z.infer<typeof AcceptPartnerInvitationBodySchema>;

export const AcceptedPartnerInvitationSchema = z.object({ partnerId: z.uuid(), partnerName: z.string() });
export type AcceptedPartnerInvitation = z.infer<typeof AcceptedPartnerInvitationSchema>;

const member = { tags: ['partners'], auth: 'member' } as const;

/** POST /partner/invitations: the owner invites someone by e-mail (a single-use link, valid 7 days). */
export const invitePartnerPersonEndpoint = defineEndpoint({
  ...member,
  method: 'POST',
  path: '/partner/invitations',
  summary: "Invite someone to the partner's portal by e-mail",
  body: PartnerInvitationBodySchema,
  response: PartnerInvitationSchema,
  successStatus: 201,
});

/** GET /partner/people: the owner lists the partner's people and invitations. */
export const listPartnerPeopleEndpoint = defineEndpoint({
  ...member,
  method: 'GET',
  path: '/partner/people',
  summary: "The partner's people and invitations",
  response: PartnerPeopleSchema,
});

/** POST /partner/invitations/{id}/revoke: the owner withdraws a pending invitation. */
export const revokePartnerInvitationEndpoint = defineEndpoint({
  ...member,
  method: 'POST',
  path: '/partner/invitations/:id/revoke',
  summary: 'Revoke a pending invitation',
  params: z.strictObject({ id: z.uuid() }),
  response: PartnerInvitationSchema,
});

/** DELETE /partner/people/{userId}: the owner removes an invited person (never the owner). */
export const removePartnerPersonEndpoint = defineEndpoint({
  ...member,
  method: 'DELETE',
  path: '/partner/people/:userId',
  summary: "Remove someone from the partner's portal",
  params: z.strictObject({ userId: z.uuid() }),
  response: PartnerPeopleSchema,
});

/** POST /partner/invitations/accept: the signed-in member whose e-mail was invited joins the partner. */
export const acceptPartnerInvitationEndpoint = defineEndpoint({
  ...member,
  method: 'POST',
  path: '/partner/invitations/accept',
  summary: 'Accept an invitation to a partner portal',
  body: AcceptPartnerInvitationBodySchema,
  response: AcceptedPartnerInvitationSchema,
});

import type {
  AcceptedPartnerInvitation,
  PartnerInvitation,
  PartnerPeople,
  PartnerPortal,
} from '@streamit/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorOf, injectAs, useAdminSuite } from '../../../test/admin-auth.test-support.js';
import { createSignedInMember, type TestMember } from '../../../test/moderation.test-support.js';
import { approvedPartner } from '../../../test/partners.test-support.js';
import { hashToken } from '../../lib/security/tokens.js';
import { emailOutbox } from '../email/email.schema.js';
import { users } from '../members/members.schema.js';
import { partnerInvitationEmail } from './partner-invitation-email.js';
import { partnerInvitations } from './partner-invitations.schema.js';
import { partnerMembers } from './partners.schema.js';

const suite = useAdminSuite('ADMIN');
const db = () => suite.context.deps.db;

const call = (member: TestMember, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  injectAs(suite.context.app, member.token, {
    method,
    url: `/api/v1${url}`,
    ...(payload ? { payload } : {}),
  });

async function emailOf(member: TestMember): Promise<string> {
  const [row] = await db().select({ email: users.email }).from(users).where(eq(users.id, member.id));
  return row?.email ?? '';
}

/** The token in the newest invitation e-mail to `email` (what the invited person clicks). */
async function tokenSentTo(email: string): Promise<string> {
  const [row] = await db()
    .select({ text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, 'partner-invitation')))
    .orderBy(sql`${emailOutbox.createdAt} desc`)
    .limit(1);
  const token = /\/partner\/join\?token=([\w-]+)/.exec(row?.text ?? '')?.[1];
  if (!token) throw new Error(`no invitation e-mail to ${email}`);
  return token;
}

async function ownerWithInvitee() {
  const owner = await createSignedInMember(suite.context);
  const partner = await approvedPartner(suite.context, suite.admin.token, owner);
  const invitee = await createSignedInMember(suite.context);
  const email = await emailOf(invitee);
  const invited = await call(owner, 'POST', '/partner/invitations', { email: email.toUpperCase() });
  expect(invited.statusCode, invited.body).toBe(201);
  return { owner, partner, invitee, email, invitation: invited.json<PartnerInvitation>() };
}

describe('inviting people to the partner portal', () => {
  it('e-mails a single-use link whose token is stored only as its hash; the invitee reads the portal', async () => {
    const { owner, partner, invitee, email, invitation } = await ownerWithInvitee();
    expect(invitation).toMatchObject({ email, status: 'PENDING' });
    const token = await tokenSentTo(email);
    const [stored] = await db()
      .select()
      .from(partnerInvitations)
      .where(eq(partnerInvitations.id, invitation.id));
    expect(stored?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    const accepted = await call(invitee, 'POST', '/partner/invitations/accept', { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<AcceptedPartnerInvitation>()).toEqual({
      partnerId: partner.id,
      partnerName: partner.name,
    });
    const portal = await call(invitee, 'GET', '/partner/portal');
    expect(portal.json<PartnerPortal>().partner.id).toBe(partner.id);
    expect((await call(invitee, 'GET', '/partner/portal/days')).statusCode).toBe(200);
    // Owner actions stay the owner's.
    for (const [method, url, payload] of [
      ['POST', '/partner/invitations', { email: 'someone@example.test' }],
      ['GET', '/partner/people', undefined],
      ['POST', `/partner/invitations/${invitation.id}/revoke`, undefined],
    ] as const) {
      const refused = await call(invitee, method, url, payload);
      expect([refused.statusCode, errorOf(refused).code]).toEqual([403, 'PARTNER_OWNER_REQUIRED']);
    }
    expect((await call(invitee, 'GET', '/partner/webhook')).statusCode).toBe(403);
    const again = await call(invitee, 'POST', '/partner/invitations/accept', { token });
    expect([again.statusCode, errorOf(again).code]).toEqual([410, 'PARTNER_INVITATION_INVALID']);
    const people = (await call(owner, 'GET', '/partner/people')).json<PartnerPeople>();
    expect(people.people.map((person) => person.role)).toEqual(['OWNER', 'MEMBER']);
    expect(people.invitations).toMatchObject([{ id: invitation.id, status: 'ACCEPTED' }]);
    // Removing the person closes the portal to them at once.
    const removed = await call(owner, 'DELETE', `/partner/people/${invitee.id}`);
    expect(removed.json<PartnerPeople>().people).toHaveLength(1);
    expect((await call(invitee, 'GET', '/partner/portal')).statusCode).toBe(403);
    const notOwner = await call(owner, 'DELETE', `/partner/people/${owner.id}`);
    expect([notOwner.statusCode, errorOf(notOwner).code]).toEqual([404, 'PARTNER_PERSON_NOT_FOUND']);
  });

  it('refuses another address, a revoked invitation, an expired one, and a second waiting one', async () => {
    const { owner, invitee, email, invitation } = await ownerWithInvitee();
    const token = await tokenSentTo(email);
    const other = await createSignedInMember(suite.context);
    const wrong = await call(other, 'POST', '/partner/invitations/accept', { token });
    expect([wrong.statusCode, errorOf(wrong).code]).toEqual([403, 'PARTNER_INVITATION_EMAIL_MISMATCH']);
    const twice = await call(owner, 'POST', '/partner/invitations', { email });
    expect([twice.statusCode, errorOf(twice).code]).toEqual([409, 'PARTNER_INVITATION_PENDING']);
    const revoked = await call(owner, 'POST', `/partner/invitations/${invitation.id}/revoke`);
    expect(revoked.json<PartnerInvitation>().status).toBe('REVOKED');
    const gone = await call(invitee, 'POST', '/partner/invitations/accept', { token });
    expect([gone.statusCode, errorOf(gone).code]).toEqual([410, 'PARTNER_INVITATION_INVALID']);
    // A fresh invitation that expires: accepting it is refused, and the owner may invite the address again.
    const fresh = await call(owner, 'POST', '/partner/invitations', { email });
    expect(fresh.statusCode, fresh.body).toBe(201);
    await db()
      .update(partnerInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(partnerInvitations.id, fresh.json<PartnerInvitation>().id));
    const late = await call(invitee, 'POST', '/partner/invitations/accept', {
      token: await tokenSentTo(email),
    });
    expect([late.statusCode, errorOf(late).code]).toEqual([410, 'PARTNER_INVITATION_INVALID']);
    const listed = (await call(owner, 'GET', '/partner/people')).json<PartnerPeople>();
    expect(listed.invitations.map((row) => row.status)).toEqual(['EXPIRED', 'REVOKED']);
    expect((await call(owner, 'POST', '/partner/invitations', { email })).statusCode).toBe(201);
    const stranger = await createSignedInMember(suite.context);
    const none = await call(stranger, 'GET', '/partner/people');
    expect([none.statusCode, errorOf(none).code]).toEqual([403, 'PARTNER_ACCESS_REQUIRED']);
  });

  it('turns 50 accepts of one invitation at once into one membership', async () => {
    const { partner, invitee, email } = await ownerWithInvitee();
    const token = await tokenSentTo(email);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call(invitee, 'POST', '/partner/invitations/accept', { token })),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 410)).toHaveLength(49);
    const rows = await db()
      .select()
      .from(partnerMembers)
      .where(and(eq(partnerMembers.partnerId, partner.id), eq(partnerMembers.userId, invitee.id)));
    expect(rows).toHaveLength(1);
  });

  it('writes the invitation e-mail in English and Arabic with the link', () => {
    const email = partnerInvitationEmail(
      'a@example.test',
      'Gallery One',
      'https://x.example/partner/join?token=t',
      7,
    );
    expect(email.kind).toBe('partner-invitation');
    expect(email.text).toContain('https://x.example/partner/join?token=t');
    expect(email.text).toContain('7 days');
    expect(email.versions?.ar?.text).toContain('قبول الدعوة');
    expect(email.versions?.ar?.text).toContain('https://x.example/partner/join?token=t');
  });
});

import type { PartnerApplication } from '@streamit/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInAdmin, errorOf, useAdminSuite } from '../../../test/admin-auth.test-support.js';
import { createSignedInMember } from '../../../test/moderation.test-support.js';
import { applyAsPartner, sampleOrganisation, staffCall } from '../../../test/partners.test-support.js';
import { adminAuditLog } from '../audit/audit.schema.js';
import { emailOutbox } from '../email/email.schema.js';
import { users } from '../members/members.schema.js';
import { partnerMembers } from './partners.schema.js';

const suite = useAdminSuite('ADMIN');

const review = (id: string, payload: object, token = suite.admin.token) =>
  staffCall(suite.context, token, 'POST', `/admin/partner-applications/${id}/review`, payload);

async function submitted() {
  const member = await createSignedInMember(suite.context);
  const response = await applyAsPartner(suite.context, member, sampleOrganisation());
  expect(response.statusCode, response.body).toBe(201);
  return { member, application: response.json<PartnerApplication>() };
}

async function emailsTo(userId: string) {
  const [user] = await suite.context.deps.db.select().from(users).where(eq(users.id, userId));
  return suite.context.deps.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, user?.email ?? ''));
}

describe('partner applications', () => {
  it('takes one open application per contact and per organisation, even when a hundred arrive at once', async () => {
    const { member, application } = await submitted();
    expect(application.status).toBe('SUBMITTED');
    const again = await applyAsPartner(suite.context, member, sampleOrganisation());
    expect([again.statusCode, errorOf(again).code]).toEqual([409, 'PARTNER_APPLICATION_OPEN']);
    const other = await createSignedInMember(suite.context);
    const sameOrg = sampleOrganisation({ organisationName: application.organisationName.toUpperCase() });
    expect((await applyAsPartner(suite.context, other, sameOrg)).statusCode).toBe(409);
    const members = await Promise.all(Array.from({ length: 100 }, () => createSignedInMember(suite.context)));
    const body = sampleOrganisation();
    const raced = await Promise.all(members.map((each) => applyAsPartner(suite.context, each, body)));
    expect(raced.map((response) => response.statusCode).sort()).toEqual([
      201,
      ...Array.from({ length: 99 }, () => 409),
    ]);
  });

  it("answers bad input with the spec's message and refuses an unverified contact", async () => {
    const member = await createSignedInMember(suite.context);
    const bad = await applyAsPartner(suite.context, member, sampleOrganisation({ website: 'not a link' }));
    expect([bad.statusCode, errorOf(bad).message]).toEqual([
      400,
      'Please check your input data and try again.',
    ]);
    await suite.context.deps.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, member.id));
    const unverified = await applyAsPartner(suite.context, member, sampleOrganisation());
    expect([unverified.statusCode, errorOf(unverified).code]).toEqual([403, 'PARTNER_CONTACT_UNVERIFIED']);
  });

  it('approving makes the contact the owner of a new partner, audited and e-mailed; a second decision is refused', async () => {
    const { member, application } = await submitted();
    const approved = await review(application.id, { decision: 'APPROVE' });
    expect(approved.statusCode, approved.body).toBe(200);
    const decided = approved.json<PartnerApplication>();
    expect(decided.status).toBe('APPROVED');
    const owners = await suite.context.deps.db
      .select()
      .from(partnerMembers)
      .where(and(eq(partnerMembers.userId, member.id), eq(partnerMembers.role, 'OWNER')));
    expect(owners.map((row) => row.partnerId)).toEqual([decided.partnerId]);
    const audit = await suite.context.deps.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, application.id));
    expect(audit.map((row) => [row.action, row.actorAdminId])).toEqual([
      ['partner_application.approve', suite.admin.id],
    ]);
    expect((await emailsTo(member.id)).map((row) => row.kind)).toEqual(['partner-decision']);
    for (const decision of ['APPROVE', 'REJECT'] as const) {
      const refused = await review(application.id, { decision, reason: 'Twice' });
      expect([refused.statusCode, errorOf(refused).code]).toEqual([409, 'PARTNER_APPLICATION_WRONG_STATE']);
      expect(errorOf(refused).message).toContain('already APPROVED');
    }
  });

  it('a rejection needs a reason, is e-mailed with it, and frees the contact to apply again', async () => {
    const { member, application } = await submitted();
    const noReason = await review(application.id, { decision: 'REJECT' });
    expect(noReason.statusCode).toBe(400);
    const rejected = await review(application.id, { decision: 'REJECT', reason: 'Not an art organisation' });
    expect(rejected.json<PartnerApplication>()).toMatchObject({ status: 'REJECTED', partnerId: null });
    const [email] = await emailsTo(member.id);
    expect(email?.textBody).toContain('Not an art organisation');
    expect((await applyAsPartner(suite.context, member, sampleOrganisation())).statusCode).toBe(201);
  });

  it('is refused to staff without canManageCreators, and to an unknown id', async () => {
    const analyst = await createSignedInAdmin(suite.context, 'ANALYST');
    const { application } = await submitted();
    expect((await review(application.id, { decision: 'APPROVE' }, analyst.token)).statusCode).toBe(403);
    const list = await staffCall(suite.context, analyst.token, 'GET', '/admin/partner-applications');
    expect(list.statusCode).toBe(403);
    const unknown = await review('00000000-0000-4000-8000-000000000000', { decision: 'APPROVE' });
    expect([unknown.statusCode, errorOf(unknown).code]).toEqual([404, 'PARTNER_APPLICATION_NOT_FOUND']);
  });
});

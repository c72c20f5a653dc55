import { PARTNER_ACTIONS, type Partner, type PartnerAction, type PartnerStatus } from '@streamit/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInAdmin, errorOf, useAdminSuite } from '../../../test/admin-auth.test-support.js';
import { createSignedInMember } from '../../../test/moderation.test-support.js';
import { approvedPartner, staffCall } from '../../../test/partners.test-support.js';
import { adminAuditLog } from '../audit/audit.schema.js';
import { emailOutbox } from '../email/email.schema.js';
import { users } from '../members/members.schema.js';

const suite = useAdminSuite('ADMIN');

const move = (id: string, action: PartnerAction, token = suite.admin.token) =>
  staffCall(suite.context, token, 'POST', `/admin/partners/${id}/${action}`, { reason: `Because ${action}` });

/** A partner brought to `status` through the API. */
async function partnerIn(status: PartnerStatus): Promise<Partner> {
  const owner = await createSignedInMember(suite.context);
  const partner = await approvedPartner(suite.context, suite.admin.token, owner);
  if (status === 'SUSPENDED') await move(partner.id, 'suspend');
  if (status === 'CANCELLED') await move(partner.id, 'cancel');
  return partner;
}

// Every status × every action: what the table in the contract allows, and nothing else.
const EXPECTED: Record<PartnerStatus, Record<PartnerAction, PartnerStatus | null>> = {
  ACTIVE: { suspend: 'SUSPENDED', activate: null, cancel: 'CANCELLED' },
  SUSPENDED: { suspend: null, activate: 'ACTIVE', cancel: 'CANCELLED' },
  CANCELLED: { suspend: null, activate: null, cancel: null },
};

describe('partner lifecycle', () => {
  for (const [from, actions] of Object.entries(EXPECTED) as [
    PartnerStatus,
    Record<PartnerAction, PartnerStatus | null>,
  ][])
    for (const action of PARTNER_ACTIONS) {
      const to = actions[action];
      it(`${from} + ${action} → ${to ?? 'refused with the reason'}`, async () => {
        const partner = await partnerIn(from);
        const response = await move(partner.id, action);
        if (to) {
          expect(response.statusCode, response.body).toBe(200);
          expect(response.json<Partner>()).toMatchObject({ status: to, statusReason: `Because ${action}` });
          return;
        }
        expect([response.statusCode, errorOf(response).code]).toEqual([409, 'PARTNER_TRANSITION_REFUSED']);
        expect(errorOf(response).message).toContain(`is ${from}`);
      });
    }

  it('audits and e-mails the owner on every change', async () => {
    const owner = await createSignedInMember(suite.context);
    const partner = await approvedPartner(suite.context, suite.admin.token, owner);
    for (const action of ['suspend', 'activate', 'cancel'] as const)
      expect((await move(partner.id, action)).statusCode).toBe(200);
    const audit = await suite.context.deps.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, partner.id))
      .orderBy(adminAuditLog.id);
    expect(audit.map((row) => row.action)).toEqual(['partner.suspend', 'partner.activate', 'partner.cancel']);
    const [user] = await suite.context.deps.db.select().from(users).where(eq(users.id, owner.id));
    const emails = await suite.context.deps.db
      .select({ kind: emailOutbox.kind })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, user?.email ?? ''))
      .orderBy(emailOutbox.createdAt);
    expect(emails.map((row) => row.kind)).toEqual([
      'partner-decision',
      'partner-suspend',
      'partner-activate',
      'partner-cancel',
    ]);
  });

  it('needs a reason, canManageCreators, and a known partner', async () => {
    const partner = await partnerIn('ACTIVE');
    const noReason = await staffCall(
      suite.context,
      suite.admin.token,
      'POST',
      `/admin/partners/${partner.id}/suspend`,
      {},
    );
    expect(noReason.statusCode).toBe(400);
    const analyst = await createSignedInAdmin(suite.context, 'ANALYST');
    expect((await move(partner.id, 'suspend', analyst.token)).statusCode).toBe(403);
    const unknown = await move('00000000-0000-4000-8000-000000000000', 'suspend');
    expect([unknown.statusCode, errorOf(unknown).code]).toEqual([404, 'PARTNER_NOT_FOUND']);
  });
});

import {
  PARTNER_APPLICATION_TRANSITIONS,
  type ListPartnerApplicationsQuery,
  type PartnerApplication,
  type PartnerApplicationBody,
  type PartnerApplicationList,
  type PartnerReviewDecision,
} from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Transaction } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { insertOutboxEmails } from '../email/email.queries.js';
import {
  decidePartnerApplication,
  findContact,
  insertPartnerApplication,
  listPartnerApplications,
  lockPartnerApplication,
  type ApplicationWithContact,
} from './partner-applications.repository.js';
import { partnerDecisionEmail } from './partner-emails.js';
import { toPartnerApplication } from './partner-view.js';
import { insertPartnerWithOwner } from './partners.repository.js';

/** The staff member deciding, for the audit log. */
export interface StaffActor {
  adminId: string;
  ip: string;
}

/**
 * POST /partner-applications. The contact is the signed-in member, and their e-mail must be verified so the
 * decision reaches them (decision 061). One open application per organisation and per contact: the partial
 * unique indexes refuse a second one, even when two arrive at once.
 */
export async function applyPartner(
  deps: AppDeps,
  userId: string,
  body: Required<PartnerApplicationBody>,
): Promise<PartnerApplication> {
  const contact = await findContact(deps.db, userId);
  if (!contact?.email) throw new AppError('UNAUTHENTICATED');
  if (!contact.verifiedAt) throw new AppError('PARTNER_CONTACT_UNVERIFIED');
  const row = await insertPartnerApplication(deps.db, { ...body, contactUserId: userId });
  if (!row) throw new AppError('PARTNER_APPLICATION_OPEN');
  return toPartnerApplication({ application: row, contactEmail: contact.email });
}

/** GET /partner-applications/mine. */
export async function listMyPartnerApplications(
  deps: AppDeps,
  userId: string,
): Promise<PartnerApplicationList> {
  const rows = await listPartnerApplications(deps.db, { contactUserId: userId, limit: 20 });
  return { items: rows.map(toPartnerApplication) };
}

/** GET /admin/partner-applications. */
export async function listPartnerApplicationQueue(
  deps: AppDeps,
  query: ListPartnerApplicationsQuery,
): Promise<PartnerApplicationList> {
  const rows = await listPartnerApplications(deps.db, query);
  return { items: rows.map(toPartnerApplication) };
}

async function createPartnerFrom(tx: Transaction, { application }: ApplicationWithContact) {
  const { organisationName: name, kind, website, country, logoUrl } = application;
  const values = { applicationId: application.id, name, kind, website, country, logoUrl };
  return insertPartnerWithOwner(tx, values, application.contactUserId);
}

async function lockSubmitted(tx: Transaction, id: string) {
  const locked = await lockPartnerApplication(tx, id);
  if (!locked) throw new AppError('PARTNER_APPLICATION_NOT_FOUND');
  if (locked.application.status !== 'SUBMITTED')
    throw new AppError(
      'PARTNER_APPLICATION_WRONG_STATE',
      `This application is already ${locked.application.status}; only a SUBMITTED application can be decided.`,
    );
  return locked;
}

/**
 * POST /admin/partner-applications/:id/review. Under the application's row lock: approving creates the
 * partner and makes the contact its OWNER; the decision, the audit line and the e-mail land together.
 */
export function reviewPartnerApplication(
  deps: AppDeps,
  actor: StaffActor,
  id: string,
  review: { decision: PartnerReviewDecision; reason: string },
): Promise<PartnerApplication> {
  return deps.db.transaction(async (tx) => {
    const locked = await lockSubmitted(tx, id);
    const partner = review.decision === 'APPROVE' ? await createPartnerFrom(tx, locked) : null;
    const row = await decidePartnerApplication(tx, id, {
      status: PARTNER_APPLICATION_TRANSITIONS[review.decision].to,
      reason: review.reason || null,
      reviewerAdminId: actor.adminId,
      partnerId: partner?.id ?? null,
    });
    await recordAuditEvent(tx, {
      actorAdminId: actor.adminId,
      action: `partner_application.${review.decision.toLowerCase()}`,
      targetType: 'partner_application',
      targetId: id,
      ip: actor.ip,
      details: { partnerId: partner?.id ?? null, reason: review.reason },
    });
    const email = partnerDecisionEmail(
      locked.contactEmail,
      review.decision,
      row.organisationName,
      review.reason,
    );
    await insertOutboxEmails(tx, [email], Boolean(deps.config.SMTP_URL));
    return toPartnerApplication({ application: row, contactEmail: locked.contactEmail });
  });
}

import {
  canMoveCreatorApplication,
  CREATOR_APPLICATION_TRANSITIONS,
  CREATOR_REAPPLY_COOL_OFF_DAYS,
  type CreatorApplication,
  type CreatorApplicationQueue,
  type CreatorApplicationStatus,
  type CreatorReviewDecision,
  type ListCreatorApplicationsQuery,
  type ReviewedCreatorApplication,
} from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Transaction } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { insertOutboxEmails } from '../email/email.queries.js';
import { creatorDecisionEmail } from './creator-emails.js';
import { toApplication, toReviewedApplication } from './creator-application-view.js';
import {
  decideApplications,
  findApplicants,
  findApplicationWithApplicant,
  listQueue,
  lockApplications,
  type ApplicationRow,
} from './creator-applications.repository.js';
import { setCreatorStatus } from '../members/members.queries.js';
import { DAY_MS } from '../../lib/utc-days.js';

/** Who decides, for the audit log. */
export interface Reviewer {
  adminId: string;
  ip: string;
}

/** A decision on some applications. */
export interface Review {
  decision: CreatorReviewDecision;
  reason: string;
}

/** Refuses the whole review when any application is missing or not in a state the decision may leave. */
function assertAllMovable(ids: string[], rows: ApplicationRow[], decision: CreatorReviewDecision): void {
  if (rows.length !== ids.length) {
    throw new AppError(
      'CREATOR_APPLICATION_NOT_FOUND',
      `${ids.length - rows.length} of the applications were not found; nothing was decided.`,
    );
  }
  const stuck = rows.filter(
    (row) => !canMoveCreatorApplication(row.status as CreatorApplicationStatus, decision),
  );
  if (stuck.length === 0) return;
  const list = stuck.map((row) => `${row.id} (${row.status})`).join(', ');
  throw new AppError(
    'CREATOR_APPLICATION_WRONG_STATE',
    `${stuck.length} of the applications are not PENDING, so nothing was decided: ${list}`,
  );
}

/** Members' creator fields follow the decision, in the decision's transaction. */
async function applyToMembers(tx: Transaction, userIds: string[], decision: CreatorReviewDecision) {
  if (decision === 'APPROVE') await setCreatorStatus(tx, userIds, 'APPROVED', true);
  else if (decision === 'REJECT') await setCreatorStatus(tx, userIds, 'REJECTED');
}

async function auditAndEmail(
  tx: Transaction,
  deps: AppDeps,
  reviewer: Reviewer,
  rows: ApplicationRow[],
  review: Review,
) {
  for (const row of rows) {
    await recordAuditEvent(tx, {
      actorAdminId: reviewer.adminId,
      action: `creator_application.${review.decision.toLowerCase()}`,
      targetType: 'creator_application',
      targetId: row.id,
      ip: reviewer.ip,
      details: { userId: row.userId, reason: review.reason, bulk: rows.length > 1 },
    });
  }
  const applicants = await findApplicants(
    tx,
    rows.map((row) => row.userId),
  );
  const emails = applicants.flatMap(({ email }) =>
    email ? [creatorDecisionEmail(email, review.decision, review.reason)] : [],
  );
  await insertOutboxEmails(tx, emails, Boolean(deps.config.SMTP_URL));
}

/**
 * Decides applications in one transaction, all or none: rows are locked, every one must be PENDING, then
 * the applications, their members' creator fields, the audit log and the emails are written together.
 */
export function reviewApplications(
  deps: AppDeps,
  reviewer: Reviewer,
  ids: string[],
  review: Review,
): Promise<CreatorApplication[]> {
  return deps.db.transaction(async (tx) => {
    const locked = await lockApplications(tx, ids);
    assertAllMovable(ids, locked, review.decision);
    const rejected = review.decision === 'REJECT';
    const decided = await decideApplications(tx, ids, {
      status: CREATOR_APPLICATION_TRANSITIONS[review.decision].to,
      reason: review.reason || null,
      reviewerAdminId: reviewer.adminId,
      reapplyAllowedAfter: rejected ? new Date(Date.now() + CREATOR_REAPPLY_COOL_OFF_DAYS * DAY_MS) : null,
    });
    await applyToMembers(
      tx,
      decided.map((row) => row.userId),
      review.decision,
    );
    await auditAndEmail(tx, deps, reviewer, decided, review);
    return decided.map(toApplication);
  });
}

/** POST /admin/creator-applications/:id/review. */
export async function reviewApplication(
  deps: AppDeps,
  reviewer: Reviewer,
  id: string,
  review: Review,
): Promise<CreatorApplication> {
  const [decided] = await reviewApplications(deps, reviewer, [id], review);
  if (!decided) throw new AppError('CREATOR_APPLICATION_NOT_FOUND');
  return decided;
}

/** GET /admin/creator-applications. */
export async function listCreatorApplications(
  deps: AppDeps,
  query: ListCreatorApplicationsQuery,
): Promise<CreatorApplicationQueue> {
  const rows = await listQueue(deps.db, query);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toReviewedApplication),
    nextCursor: rows.length > query.limit && last ? last.application.seq : null,
  };
}

/** GET /admin/creator-applications/:id. */
export async function getCreatorApplication(deps: AppDeps, id: string): Promise<ReviewedCreatorApplication> {
  const row = await findApplicationWithApplicant(deps.db, id);
  if (!row) throw new AppError('CREATOR_APPLICATION_NOT_FOUND');
  return toReviewedApplication(row);
}

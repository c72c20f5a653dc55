import type {
  BulkModerationResult,
  ModerationDecision,
  ModerationFeedback,
  ModerationOutcome,
  ModerationQueuePage,
  ModerationQueueQuery,
} from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Transaction } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { insertOutboxEmails } from '../email/email.queries.js';
import { findMediaAssets } from '../media/media.queries.js';
import { mediaUrl } from '../media/media-paths.js';
import { findUserById } from '../members/members.queries.js';
import { contentDecisionEmail, type DecidedContent } from './content-decision-email.js';
import {
  countQueue,
  insertDecision,
  listDecisionsForCreator,
  listQueue,
  lockActivity,
} from './moderation.repository.js';
import { setModeratedStatus } from '../activities/activities.queries.js';

/** Who decides, from where. */
export interface Moderator {
  adminId: string;
  ip: string;
}

const NEXT_STATUS = { APPROVE: 'PUBLISHED', REJECT: 'REJECTED', REQUEST_CHANGES: 'DRAFT' } as const;

async function previewMedia(deps: AppDeps, activityId: string) {
  const assets = await findMediaAssets(deps.db, activityId, ['THUMBNAIL', 'PREVIEW', 'HLS_MASTER']);
  const url = (kind: string) => {
    const asset = assets.find((item) => item.kind === kind);
    return asset ? mediaUrl(asset.storageKey) : null;
  };
  return { thumbnailUrl: url('THUMBNAIL'), previewUrl: url('PREVIEW'), hlsUrl: url('HLS_MASTER') };
}

/** GET /admin/content/moderation-queue, with preview media for each item. */
export async function getModerationQueue(
  deps: AppDeps,
  query: ModerationQueueQuery,
): Promise<ModerationQueuePage> {
  const [rows, total] = await Promise.all([listQueue(deps.db, query), countQueue(deps.db, query)]);
  const media = await Promise.all(rows.map((row) => previewMedia(deps, row.activity.id)));
  return {
    items: rows.map(({ activity, creatorName, category }, index) => ({
      id: activity.id,
      type: activity.type,
      slug: activity.slug,
      title: activity.title,
      description: activity.description,
      status: activity.status,
      creatorId: activity.creatorId,
      creatorName,
      category: category?.id ? category : null,
      publishAt: activity.publishAt?.toISOString() ?? null,
      createdAt: activity.createdAt.toISOString(),
      updatedAt: activity.updatedAt.toISOString(),
      media: media[index] ?? { thumbnailUrl: null, previewUrl: null, hlsUrl: null },
    })),
    page: query.page,
    limit: query.limit,
    total,
  };
}

/** The creator hears of the decision by e-mail, queued in the decision's transaction (none without an address). */
async function emailCreator(
  tx: Transaction,
  deps: AppDeps,
  decision: ModerationDecision,
  item: DecidedContent & { creatorId: string | null },
) {
  const creator = item.creatorId ? await findUserById(tx, item.creatorId) : undefined;
  if (!creator?.email) return;
  const email = contentDecisionEmail(creator.email, decision, item, deps.config.publicUrl);
  await insertOutboxEmails(tx, [email], Boolean(deps.config.SMTP_URL));
}

/** Decides on one pending item: new status, the creator-visible reason, an audit row and the creator's e-mail, together. */
export async function moderateContent(
  deps: AppDeps,
  moderator: Moderator,
  id: string,
  decision: { decision: ModerationDecision; reason?: string | undefined },
): Promise<ModerationOutcome> {
  return deps.db.transaction(async (tx) => {
    const activity = await lockActivity(tx, id);
    if (!activity) throw new AppError('NOT_FOUND');
    if (activity.status !== 'PENDING_REVIEW') throw new AppError('CONTENT_NOT_PENDING');
    // Four eyes on staff-written content: its author never decides on it (decision 069).
    if (activity.staffAuthorId === moderator.adminId) throw new AppError('MODERATION_OWN_CONTENT');
    const status = NEXT_STATUS[decision.decision];
    const reason = decision.reason ?? null;
    await setModeratedStatus(tx, id, status);
    await insertDecision(tx, {
      activityId: id,
      adminId: moderator.adminId,
      decision: decision.decision,
      reason,
    });
    await recordAuditEvent(tx, {
      actorAdminId: moderator.adminId,
      action: 'content.moderated',
      targetType: 'activity',
      targetId: id,
      ip: moderator.ip,
      details: { decision: decision.decision, reason, from: activity.status, to: status },
    });
    await emailCreator(tx, deps, decision.decision, { ...activity, reason });
    return { id, decision: decision.decision, status };
  });
}

/** The same decision on several items; each one stands alone, so one refusal does not undo the rest. */
export async function bulkModerateContent(
  deps: AppDeps,
  moderator: Moderator,
  body: { ids: string[]; decision: ModerationDecision; reason?: string | undefined },
): Promise<BulkModerationResult> {
  const results: BulkModerationResult['results'] = [];
  for (const id of new Set(body.ids)) {
    try {
      const outcome = await moderateContent(deps, moderator, id, body);
      results.push({ id, ok: true, status: outcome.status, error: null });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ id, ok: false, status: null, error: error.code });
    }
  }
  return { results };
}

/** GET /creator/moderation-feedback: what moderators decided on my content, and why. */
export async function getModerationFeedback(deps: AppDeps, userId: string): Promise<ModerationFeedback> {
  const rows = await listDecisionsForCreator(deps.db, userId);
  return {
    items: rows.map(({ decision, activity }) => ({
      activityId: activity.id,
      title: activity.title,
      status: activity.status,
      decision: decision.decision,
      reason: decision.reason,
      decidedAt: decision.createdAt.toISOString(),
    })),
  };
}

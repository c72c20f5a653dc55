import type { CanvasViewIncrementBody, CanvasViewIncrementResult } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import type { Moderator } from './moderation.service.js';
import { addViews } from '../activities/activities.queries.js';

/**
 * POST /admin/trigger-canvas-view-increment: adds `increment` views to an activity's counter (e.g.
 * visitors who saw a canvas at an offline exhibition), audited with the reason, and to its manual
 * views, which never pay out. The route requires an Idempotency-Key; the shared idempotency plugin
 * replays the first answer for it.
 */
export async function triggerCanvasViewIncrement(
  deps: AppDeps,
  moderator: Moderator,
  body: CanvasViewIncrementBody,
): Promise<CanvasViewIncrementResult> {
  return deps.db.transaction(async (tx) => {
    const updated = await addViews(tx, body.activityId, body.increment);
    if (!updated) throw new AppError('NOT_FOUND');
    await recordAuditEvent(tx, {
      actorAdminId: moderator.adminId,
      action: 'content.view_count_incremented',
      targetType: 'activity',
      targetId: body.activityId,
      ip: moderator.ip,
      details: { increment: body.increment, reason: body.reason, viewCount: updated.viewCount },
    });
    return {
      activityId: body.activityId,
      increment: body.increment,
      viewCount: updated.viewCount,
      appliedAt: new Date().toISOString(),
    };
  });
}

import { createHash } from 'node:crypto';
import type { CanvasViewIncrementBody, CanvasViewIncrementResult } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import {
  addViews,
  findIdempotencyKey,
  insertIdempotencyKey,
  lockIdempotencyKey,
} from './moderation.repository.js';
import type { Moderator } from './moderation.service.js';

const ACTION = 'canvas_view_increment';
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

/** The Idempotency-Key header, or 400 when it is missing or malformed. */
export function idempotencyKeyOf(header: string | string[] | undefined): string {
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  return header;
}

function hashOf(body: CanvasViewIncrementBody): string {
  const canonical = JSON.stringify([body.activityId, body.increment, body.reason]);
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * POST /admin/trigger-canvas-view-increment: adds `increment` views to an activity's counter (e.g.
 * visitors who saw a canvas at an offline exhibition), audited with the reason, and to its manual
 * views, which never pay out. The same key
 * returns the first answer without counting again; the key with other data is 409.
 */
export async function triggerCanvasViewIncrement(
  deps: AppDeps,
  moderator: Moderator,
  key: string,
  body: CanvasViewIncrementBody,
): Promise<CanvasViewIncrementResult> {
  const requestHash = hashOf(body);
  return deps.db.transaction(async (tx) => {
    await lockIdempotencyKey(tx, moderator.adminId, key);
    const previous = await findIdempotencyKey(tx, moderator.adminId, key);
    if (previous) {
      if (previous.action !== ACTION || previous.requestHash !== requestHash) {
        throw new AppError('IDEMPOTENCY_KEY_REUSED');
      }
      return previous.response as CanvasViewIncrementResult;
    }
    const updated = await addViews(tx, body.activityId, body.increment);
    if (!updated) throw new AppError('NOT_FOUND');
    const result = {
      ...{ activityId: body.activityId, increment: body.increment, viewCount: updated.viewCount },
      appliedAt: new Date().toISOString(),
    };
    await recordAuditEvent(tx, {
      ...{ actorAdminId: moderator.adminId, action: 'content.view_count_incremented' },
      ...{ targetType: 'activity', targetId: body.activityId, ip: moderator.ip },
      details: {
        increment: body.increment,
        reason: body.reason,
        viewCount: updated.viewCount,
        idempotencyKey: key,
      },
    });
    await insertIdempotencyKey(tx, {
      ...{
        adminId: moderator.adminId,
        key,
        action: ACTION,
        requestHash,
        responseStatus: 200,
        response: result,
      },
    });
    return result;
  });
}

import type { ContentOverride, ContentOverrideValues, CreatorOverride, Tier } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import type { PointsOperator } from './points-admin.service.js';
import {
  activityExists,
  deleteContentOverride,
  deleteCreatorOverride,
  insertContentOverride,
  insertCreatorOverride,
  memberExists,
  selectContentOverrideById,
  selectContentOverrides,
  selectCreatorOverride,
  selectCreatorOverrides,
  updateContentOverride,
  updateCreatorOverride,
  type ContentOverrideRow,
  type ContentRuleValues,
  type CreatorOverrideRow,
} from './points-overrides.repository.js';

function creatorOf(row: CreatorOverrideRow): CreatorOverride {
  const { id, creatorId, multiplierBp, version } = row;
  return { id, creatorId, multiplierBp, version, updatedAt: row.updatedAt.toISOString() };
}

function contentOf(row: ContentOverrideRow): ContentOverride {
  const { id, activityId, basePoints, allowRepeats, cooldownSeconds, version } = row;
  const requiredTier = row.requiredTier as Tier | null;
  return {
    id,
    activityId,
    basePoints,
    allowRepeats,
    cooldownSeconds,
    requiredTier,
    version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The stored rule values of a request, every field present. */
export function ruleValuesOf(input: ContentOverrideValues): ContentRuleValues {
  return {
    basePoints: input.basePoints ?? null,
    allowRepeats: input.allowRepeats ?? false,
    cooldownSeconds: input.cooldownSeconds ?? null,
    requiredTier: input.requiredTier ?? null,
  };
}

async function audit(
  db: Executor,
  operator: PointsOperator,
  action: string,
  target: [string, string],
  details: object,
) {
  await recordAuditEvent(db, {
    actorAdminId: operator.adminId,
    action: `points.config.${action}`,
    ip: operator.ip,
    targetType: target[0],
    targetId: target[1],
    details: { ...details },
  });
}

const found = <T>(row: T | null): T => {
  if (!row) throw new AppError('NOT_FOUND');
  return row;
};

/** GET /admin/points-config/creator. */
export async function listCreatorOverrides(deps: AppDeps) {
  return { items: (await selectCreatorOverrides(deps.db)).map(creatorOf) };
}

/** GET /admin/points-config/creator/:id. */
export async function getCreatorOverride(deps: AppDeps, id: string) {
  return creatorOf(found(await selectCreatorOverride(deps.db, id)));
}

/** POST /admin/points-config/creator: 404 for an unknown member, 409 when they already have one. */
export function createCreatorOverride(
  deps: AppDeps,
  operator: PointsOperator,
  input: { creatorId: string; multiplierBp: number },
) {
  return deps.db.transaction(async (tx) => {
    if (!(await memberExists(tx, input.creatorId))) throw new AppError('NOT_FOUND');
    const row = await insertCreatorOverride(tx, input.creatorId, input.multiplierBp);
    if (!row) throw new AppError('CONFLICT');
    await audit(tx, operator, 'creator_created', ['points_creator_override', row.id], {
      after: creatorOf(row),
    });
    return creatorOf(row);
  });
}

/** PUT /admin/points-config/creator/:id: versioned, 404 when gone, 409 on a stale version. */
export function changeCreatorOverride(
  deps: AppDeps,
  operator: PointsOperator,
  id: string,
  input: { multiplierBp: number; version: number },
) {
  return deps.db.transaction(async (tx) => {
    const before = found(await selectCreatorOverride(tx, id));
    const row = await updateCreatorOverride(tx, id, input.version, input.multiplierBp);
    if (!row) throw new AppError('CONFLICT');
    await audit(tx, operator, 'creator_updated', ['points_creator_override', id], {
      before: creatorOf(before),
      after: creatorOf(row),
    });
    return creatorOf(row);
  });
}

/** DELETE /admin/points-config/creator/:id. */
export function removeCreatorOverride(deps: AppDeps, operator: PointsOperator, id: string) {
  return deps.db.transaction(async (tx) => {
    const row = found(await deleteCreatorOverride(tx, id));
    await audit(tx, operator, 'creator_deleted', ['points_creator_override', id], { before: creatorOf(row) });
    return { id, deleted: true as const };
  });
}

/** GET /admin/points-config/content. */
export async function listContentOverrides(deps: AppDeps) {
  return { items: (await selectContentOverrides(deps.db)).map(contentOf) };
}

/** GET /admin/points-config/content/:id. */
export async function getContentOverride(deps: AppDeps, id: string) {
  return contentOf(found(await selectContentOverrideById(deps.db, id)));
}

/** POST /admin/points-config/content: 404 for an unknown activity, 409 when it already has rules. */
export function createContentOverride(
  deps: AppDeps,
  operator: PointsOperator,
  input: ContentOverrideValues & { activityId: string },
) {
  return deps.db.transaction(async (tx) => {
    if (!(await activityExists(tx, input.activityId))) throw new AppError('NOT_FOUND');
    const row = await insertContentOverride(tx, input.activityId, ruleValuesOf(input));
    if (!row) throw new AppError('CONFLICT');
    await audit(tx, operator, 'content_created', ['points_content_override', row.id], {
      after: contentOf(row),
    });
    return contentOf(row);
  });
}

/** PUT /admin/points-config/content/:id: versioned, 404 when gone, 409 on a stale version. */
export function changeContentOverride(
  deps: AppDeps,
  operator: PointsOperator,
  id: string,
  input: ContentOverrideValues & { version: number },
) {
  return deps.db.transaction(async (tx) => {
    const before = found(await selectContentOverrideById(tx, id));
    const row = await updateContentOverride(tx, id, input.version, ruleValuesOf(input));
    if (!row) throw new AppError('CONFLICT');
    await audit(tx, operator, 'content_updated', ['points_content_override', id], {
      before: contentOf(before),
      after: contentOf(row),
    });
    return contentOf(row);
  });
}

/** DELETE /admin/points-config/content/:id. */
export function removeContentOverride(deps: AppDeps, operator: PointsOperator, id: string) {
  return deps.db.transaction(async (tx) => {
    const row = found(await deleteContentOverride(tx, id));
    await audit(tx, operator, 'content_deleted', ['points_content_override', id], { before: contentOf(row) });
    return { id, deleted: true as const };
  });
}

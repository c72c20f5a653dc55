import type { CategoryMultiplier } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import type { PointsOperator } from './points-admin.service.js';
import {
  countCategories,
  deleteCategoryMultiplier,
  insertCategoryMultiplier,
  selectCategoryMultipliers,
  updateCategoryMultiplier,
  upsertCategoryMultipliers,
  type CategoryMultiplierRow,
} from './points-category.repository.js';

type Item = { categoryId: string; multiplierBp: number };

function itemOf(row: CategoryMultiplierRow): CategoryMultiplier {
  const { categoryId, multiplierBp, version } = row;
  return { id: row.id, categoryId, multiplierBp, version, updatedAt: row.updatedAt.toISOString() };
}

async function audit(db: Executor, operator: PointsOperator, action: string, id: string, details: object) {
  await recordAuditEvent(db, {
    actorAdminId: operator.adminId,
    action: `points.config.${action}`,
    ip: operator.ip,
    targetType: 'points_category_multiplier',
    targetId: id,
    details: { ...details },
  });
}

async function assertCategoriesExist(db: Executor, ids: string[]): Promise<void> {
  if ((await countCategories(db, ids)) !== ids.length) throw new AppError('NOT_FOUND');
}

/** GET /admin/points-config/category. */
export async function listCategoryMultipliers(deps: AppDeps) {
  return { items: (await selectCategoryMultipliers(deps.db)).map(itemOf) };
}

/** POST /admin/points-config/category: 409 when the category already has a multiplier. */
export function createCategoryMultiplier(deps: AppDeps, operator: PointsOperator, input: Item) {
  return deps.db.transaction(async (tx) => {
    await assertCategoriesExist(tx, [input.categoryId]);
    const row = await insertCategoryMultiplier(tx, input.categoryId, input.multiplierBp);
    if (!row) throw new AppError('CONFLICT');
    await audit(tx, operator, 'category_created', row.id, { after: itemOf(row) });
    return itemOf(row);
  });
}

/** POST /admin/points-config/category/bulk: one upsert, one audit entry listing every category. */
export function bulkSetCategoryMultipliers(deps: AppDeps, operator: PointsOperator, items: Item[]) {
  return deps.db.transaction(async (tx) => {
    await assertCategoriesExist(
      tx,
      items.map((item) => item.categoryId),
    );
    const rows = await upsertCategoryMultipliers(tx, items);
    await audit(tx, operator, 'category_bulk_set', 'bulk', { after: rows.map(itemOf) });
    return { items: rows.map(itemOf) };
  });
}

/** PUT /admin/points-config/category/:id: versioned, 409 on a stale version. */
export function changeCategoryMultiplier(
  deps: AppDeps,
  operator: PointsOperator,
  id: string,
  input: { multiplierBp: number; version: number },
) {
  return deps.db.transaction(async (tx) => {
    const row = await updateCategoryMultiplier(tx, id, input.version, input.multiplierBp);
    if (!row) throw new AppError('CONFLICT');
    await audit(tx, operator, 'category_updated', id, {
      before: { version: input.version },
      after: itemOf(row),
    });
    return itemOf(row);
  });
}

/** DELETE /admin/points-config/category/:id. */
export function removeCategoryMultiplier(deps: AppDeps, operator: PointsOperator, id: string) {
  return deps.db.transaction(async (tx) => {
    const row = await deleteCategoryMultiplier(tx, id);
    if (!row) throw new AppError('NOT_FOUND');
    await audit(tx, operator, 'category_deleted', id, { before: itemOf(row) });
    return { id, deleted: true as const };
  });
}

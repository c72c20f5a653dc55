import type { AdminCreatorList, AdminCreatorListQuery, CreatorStatus } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { decodeCursor, encodeCursor } from '../browse/browse-cursor.js';
import { listCreatorsForStaff } from './creator-staff-list.repository.js';

/** GET /admin/creators. */
export async function listCreators(deps: AppDeps, query: AdminCreatorListQuery): Promise<AdminCreatorList> {
  const rows = await listCreatorsForStaff(deps.db, query, decodeCursor(query.cursor));
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ sortKey: _key, createdAt, creatorStatus, ...row }) => ({
      ...row,
      creatorStatus: creatorStatus as CreatorStatus,
      createdAt: createdAt.toISOString(),
    })),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor({ key: last.sortKey, id: last.userId }) : null,
  };
}

import type { AdminCreatorListQuery } from '@streamit/contract';
import { and, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import type { BrowseCursor } from '../browse/browse-cursor.js';
import { creatorBans } from '../creators/creators.queries.js';
import { users } from '../members/members.schema.js';
import { creatorProfiles } from './creator-profiles.schema.js';

const CREATED_KEY = sql<number>`(extract(epoch from ${users.createdAt}) * 1000000)::float8`;

function adminFilters(query: AdminCreatorListQuery, cursor?: BrowseCursor): SQL[] {
  const where: SQL[] = [
    query.status
      ? eq(users.creatorStatus, query.status)
      : sql`(${users.isContentCreator} or ${users.creatorStatus} = 'BANNED')`,
  ];
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const match = or(
      ilike(users.email, pattern),
      ilike(users.displayName, pattern),
      ilike(creatorProfiles.handle, pattern),
    );
    if (match) where.push(match);
  }
  if (cursor) where.push(sql`(${CREATED_KEY}, ${users.id}) < (${cursor.key}::float8, ${cursor.id}::uuid)`);
  return where;
}

/** Creators and banned members for staff, newest first, one row more than asked. */
export function listCreatorsForStaff(db: Executor, query: AdminCreatorListQuery, cursor?: BrowseCursor) {
  return db
    .select({
      userId: users.id,
      email: users.email,
      displayName: users.displayName,
      handle: creatorProfiles.handle,
      creatorStatus: users.creatorStatus,
      banReason: creatorBans.reason,
      createdAt: users.createdAt,
      sortKey: sql<number>`${CREATED_KEY}`.mapWith(Number),
    })
    .from(users)
    .leftJoin(creatorProfiles, eq(creatorProfiles.userId, users.id))
    .leftJoin(creatorBans, and(eq(creatorBans.userId, users.id), isNull(creatorBans.liftedAt)))
    .where(and(...adminFilters(query, cursor)))
    .orderBy(desc(CREATED_KEY), desc(users.id))
    .limit(query.limit + 1);
}

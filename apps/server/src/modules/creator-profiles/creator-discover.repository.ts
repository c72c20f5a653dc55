import type { CreatorSort } from '@streamit/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import type { BrowseCursor } from '../browse/browse-cursor.js';
import { contentCategories } from '../catalog/catalog.schema.js';
import { users } from '../members/members.schema.js';
import { CARD_COLUMNS, PUBLIC_CREATOR, VIEW_TOTAL } from './creator-profiles.repository.js';
import { creatorProfiles } from './creator-profiles.schema.js';

/** One discover page: filters, the sort's key, the cursor after the last card, and the page size. */
export interface DiscoverPageQuery {
  q?: string;
  category?: string;
  sort: CreatorSort;
  cursor?: BrowseCursor;
  limit: number;
}

// Every key is a number so one cursor shape serves all sorts; ties are broken by the user id.
const SORT_KEYS: Record<CreatorSort, SQL<number>> = {
  popular: sql<number>`${VIEW_TOTAL}::float8`,
  new: sql<number>`(extract(epoch from ${creatorProfiles.createdAt}) * 1000000)::float8`,
  most_followed: sql<number>`${creatorProfiles.followerCount}::float8`,
};

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function filtersOf(query: DiscoverPageQuery): SQL[] {
  const where: SQL[] = [PUBLIC_CREATOR];
  if (query.q) {
    const pattern = likePattern(query.q);
    where.push(
      sql`(${creatorProfiles.handle} ilike ${pattern} or ${creatorProfiles.displayName} ilike ${pattern})`,
    );
  }
  if (query.category) {
    where.push(sql`exists (select 1 from ${contentCategories} where ${contentCategories.slug} = ${query.category}
      and ${contentCategories.id} = any(${creatorProfiles.categoryIds}))`);
  }
  return where;
}

/** Public creators for the discover page, keyset-paginated on (sort key, user id), one row more than asked. */
export function findDiscoverPage(db: Executor, query: DiscoverPageQuery) {
  const key = SORT_KEYS[query.sort];
  const where = filtersOf(query);
  if (query.cursor) {
    where.push(
      sql`(${key}, ${creatorProfiles.userId}) < (${query.cursor.key}::float8, ${query.cursor.id}::uuid)`,
    );
  }
  return db
    .select({ ...CARD_COLUMNS, sortKey: sql<number>`${key}`.mapWith(Number) })
    .from(creatorProfiles)
    .innerJoin(users, eq(users.id, creatorProfiles.userId))
    .where(and(...where))
    .orderBy(sql`${key} desc`, sql`${creatorProfiles.userId} desc`)
    .limit(query.limit + 1);
}

import {
  ActivitySortSchema,
  type ActivityListQuery,
  type ActivitySort,
  type ActivityType,
} from '@streamit/contract';
import { z } from 'zod';

/** Kinds a member can pick on /activities; FEATURED has its own curated page. */
export const BROWSE_KINDS = ['VIDEO', 'QUIZ', 'GAME'] as const satisfies readonly ActivityType[];
export type BrowseKind = (typeof BROWSE_KINDS)[number];

/** Sort orders in the order the sort menu offers them; newest is the default. */
export const BROWSE_SORTS = ActivitySortSchema.options;
export const DEFAULT_SORT: ActivitySort = 'newest';

/** Results per page of a grid. */
export const DEFAULT_PAGE_SIZE = 24;

// A bad value in a shared link falls back to "not set" instead of breaking the page.
const text = (max: number) => z.string().trim().min(1).max(max).optional().catch(undefined);

/**
 * Filters kept in the address of /view-all and the activity lists: category (slug), tag (slug), q (search
 * text), sort, and limit (page size; not offered in the UI, it lets a shared link ask for smaller pages).
 */
export const BrowseSearchSchema = z.object({
  category: text(120),
  tag: text(120),
  q: text(100),
  /** A creator's id: the watch page's creator line links to their videos. */
  creator: z.uuid().optional().catch(undefined),
  sort: ActivitySortSchema.optional().catch(undefined),
  limit: z.coerce.number().int().min(1).max(50).optional().catch(undefined),
});
export type BrowseSearch = z.infer<typeof BrowseSearchSchema>;

/** /activities adds the kind chips. */
export const ActivitiesSearchSchema = BrowseSearchSchema.extend({
  type: z.enum(BROWSE_KINDS).optional().catch(undefined),
});
export type ActivitiesSearch = z.infer<typeof ActivitiesSearchSchema>;

/** The GET /activities query for the filters in the address (without the cursor). */
export function toListQuery(
  search: ActivitiesSearch,
  type?: ActivityType,
): Omit<ActivityListQuery, 'cursor'> {
  return {
    sort: search.sort ?? DEFAULT_SORT,
    limit: search.limit ?? DEFAULT_PAGE_SIZE,
    ...definedOnly({
      type: type ?? search.type,
      category: search.category,
      tag: search.tag,
      q: search.q,
      creator: search.creator,
    }),
  };
}

function definedOnly<T extends Record<string, string | undefined>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * The search params after one filter changes: empty values and the default sort are dropped so addresses
 * stay short, and the page size a link asked for is kept.
 */
export function withFilter<S extends ActivitiesSearch>(
  search: S,
  key: keyof ActivitiesSearch,
  value: string,
): S {
  const next: Record<string, unknown> = { ...search, [key]: value.trim() === '' ? undefined : value.trim() };
  if (next.sort === DEFAULT_SORT) next.sort = undefined;
  return Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined)) as S;
}

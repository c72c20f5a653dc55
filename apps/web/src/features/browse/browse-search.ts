import {
  ACTIVITY_SORTS,
  type ActivityListQuery,
  type ActivitySort,
  type ActivityType,
} from '@streamit/contract';
import {
  keepSetValues,
  readSearchInt,
  readSearchOption,
  readSearchText,
  readSearchUuid,
  type SearchInput,
} from '../../lib/search-params';

/** Kinds a member can pick on /activities; FEATURED has its own curated page. */
export const BROWSE_KINDS = ['VIDEO', 'QUIZ', 'GAME'] as const satisfies readonly ActivityType[];
export type BrowseKind = (typeof BROWSE_KINDS)[number];

/** Sort orders in the order the sort menu offers them; newest is the default. */
export const BROWSE_SORTS = ACTIVITY_SORTS;
export const DEFAULT_SORT: ActivitySort = 'newest';

/** Results per page of a grid. */
export const DEFAULT_PAGE_SIZE = 24;
const MAX_PAGE_SIZE = 50;

/**
 * Filters kept in the address of /view-all and the activity lists: category (slug), tag (slug), q (search
 * text), sort, and limit (page size; not offered in the UI, it lets a shared link ask for smaller pages).
 */
export interface BrowseSearch {
  category?: string;
  tag?: string;
  q?: string;
  /** A creator's id: the watch page's creator line links to their videos. */
  creator?: string;
  sort?: ActivitySort;
  limit?: number;
}

/** /activities adds the kind chips. */
export interface ActivitiesSearch extends BrowseSearch {
  type?: BrowseKind;
}

// A bad value in a shared link falls back to "not set" instead of breaking the page.
function readFilters(search: Record<string, unknown>): BrowseSearch {
  return {
    category: readSearchText(search.category, { min: 1, max: 120, trim: true }),
    tag: readSearchText(search.tag, { min: 1, max: 120, trim: true }),
    q: readSearchText(search.q, { min: 1, max: 100, trim: true }),
    creator: readSearchUuid(search.creator),
    sort: readSearchOption(search.sort, ACTIVITY_SORTS),
    limit: readSearchInt(search.limit, 1, MAX_PAGE_SIZE),
  };
}

/** validateSearch of /view-all and the per-kind lists. */
export function readBrowseSearch(search: SearchInput<BrowseSearch>): BrowseSearch {
  return keepSetValues(readFilters(search));
}

/** validateSearch of /activities. */
export function readActivitiesSearch(search: SearchInput<ActivitiesSearch>): ActivitiesSearch {
  return keepSetValues({ ...readFilters(search), type: readSearchOption(search.type, BROWSE_KINDS) });
}

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
  const next: S = { ...search, [key]: value.trim() === '' ? undefined : value.trim() };
  if (next.sort === DEFAULT_SORT) next.sort = undefined;
  return keepSetValues(next);
}

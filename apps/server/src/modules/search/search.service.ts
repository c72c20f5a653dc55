import {
  ACTIVITY_TYPES,
  type ActivityType,
  type SearchActivitiesQuery,
  type SearchActivitiesResponse,
  type SearchKindCounts,
} from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { mediaUrl } from '../media/media-paths.js';
import { countMatchesByType, searchPublishedActivities, type SearchRow } from './search.repository.js';
import { parseHighlighted, splitSearchTerms } from './search-text.js';

function toResult(row: SearchRow) {
  const title = parseHighlighted(row.title_marked);
  const snippet = parseHighlighted(row.snippet_marked);
  return {
    id: row.id,
    slug: row.slug,
    type: row.type as ActivityType,
    title: title.text,
    titleHighlights: title.ranges,
    categoryName: row.category_name,
    thumbnailUrl: row.thumbnail_key ? mediaUrl(row.thumbnail_key) : null,
    snippet: snippet.text,
    snippetHighlights: snippet.ranges,
  };
}

function toKindCounts(found: Map<string, number>): SearchKindCounts {
  return Object.fromEntries(ACTIVITY_TYPES.map((type) => [type, found.get(type) ?? 0])) as SearchKindCounts;
}

/**
 * GET /search/activities: ranked matches among published public activities, with plain-text highlights,
 * one page of one kind (or all kinds), and how many matches each kind has.
 */
export async function searchActivities(
  deps: AppDeps,
  query: SearchActivitiesQuery,
): Promise<SearchActivitiesResponse> {
  const terms = splitSearchTerms(query.q);
  const page = { limit: query.limit, offset: query.offset, type: query.type };
  const [rows, found] = await Promise.all([
    searchPublishedActivities(deps.db, terms, page),
    countMatchesByType(deps.db, terms),
  ]);
  const counts = toKindCounts(found);
  const total = query.type ? counts[query.type] : Object.values(counts).reduce((sum, n) => sum + n, 0);
  return { query: query.q, items: rows.map(toResult), total, counts };
}

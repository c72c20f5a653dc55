import type { ActivityType, SearchActivitiesQuery, SearchActivitiesResponse } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { mediaUrl } from '../media/media-paths.js';
import { searchPublishedActivities, type SearchRow } from './search.repository.js';
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

/** GET /search/activities: ranked matches among published public activities, with plain-text highlights. */
export async function searchActivities(
  deps: AppDeps,
  query: SearchActivitiesQuery,
): Promise<SearchActivitiesResponse> {
  const rows = await searchPublishedActivities(deps.db, splitSearchTerms(query.q), query.limit);
  return { query: query.q, items: rows.map(toResult) };
}

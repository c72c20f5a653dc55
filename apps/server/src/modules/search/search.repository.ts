import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { HIGHLIGHT_START, HIGHLIGHT_STOP, type SearchTerms } from './search-text.js';

/** One ranked hit with its texts already marked by ts_headline. */
export type SearchRow = {
  id: string;
  slug: string;
  type: string;
  title_marked: string;
  snippet_marked: string;
  category_name: string | null;
  thumbnail_key: string | null;
};

const MARKERS = `${HIGHLIGHT_START}${HIGHLIGHT_STOP}`;
const MARK = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_STOP}`;
const TITLE_OPTIONS = `HighlightAll=true, ${MARK}`;
const SNIPPET_OPTIONS = `MaxWords=30, MinWords=20, ShortWord=2, ${MARK}`;

/** The tsquery: the words as web search, ANDed with the last word as a prefix. 'simple' as the vector. */
function toTsQuery(terms: SearchTerms): SQL {
  const words = sql`websearch_to_tsquery('simple', ${terms.words})`;
  if (terms.prefix === null) return words;
  return sql`(${words} && to_tsquery('simple', ${`${terms.prefix}:*`}))`;
}

/** Which page of which kind of matches to return. */
export interface SearchPage {
  limit: number;
  offset: number;
  type: string | undefined;
}

// What anyone may find: published, public, due, and not held because of reports.
const FINDABLE = sql`a.search @@ query.q
  and a.status = 'PUBLISHED' and a.visibility = 'PUBLIC'
  and (a.publish_at is null or a.publish_at <= now())
  and not exists (select 1 from activity_report_holds h where h.activity_id = a.id)`;

/**
 * Published, public activities whose title or description match, best first (ts_rank over the
 * weighted vector: title A, description B). Headlines are computed for the returned rows only.
 */
export async function searchPublishedActivities(
  db: Executor,
  terms: SearchTerms,
  page: SearchPage,
): Promise<SearchRow[]> {
  const ofType = page.type === undefined ? sql`true` : sql`a.type = ${page.type}`;
  const result = await db.execute<SearchRow>(sql`
    with query as (select ${toTsQuery(terms)} as q),
    hits as (
      select a.id, a.slug, a.type, a.title, a.description, a.category_id, a.publish_at,
        ts_rank(a.search, query.q) as rank
      from activities a, query
      where ${FINDABLE} and ${ofType}
      order by rank desc, a.publish_at desc nulls last, a.id
      limit ${page.limit} offset ${page.offset}
    )
    select hits.id, hits.slug, hits.type, c.name as category_name,
      ts_headline('simple', translate(hits.title, ${MARKERS}, ''), query.q, ${TITLE_OPTIONS}) as title_marked,
      ts_headline('simple', translate(hits.description, ${MARKERS}, ''), query.q, ${SNIPPET_OPTIONS})
        as snippet_marked,
      (select m.storage_key from media_assets m
        where m.activity_id = hits.id and m.kind = 'THUMBNAIL' order by m.created_at limit 1) as thumbnail_key
    from hits cross join query
    left join content_categories c on c.id = hits.category_id
    order by hits.rank desc, hits.publish_at desc nulls last, hits.id`);
  return result.rows;
}

/** How many findable activities of each kind match (kinds without matches are absent). */
export async function countMatchesByType(db: Executor, terms: SearchTerms): Promise<Map<string, number>> {
  const result = await db.execute<{ type: string; count: string }>(sql`
    with query as (select ${toTsQuery(terms)} as q)
    select a.type, count(*) as count from activities a, query where ${FINDABLE} group by a.type`);
  return new Map(result.rows.map((row) => [row.type, Number(row.count)]));
}

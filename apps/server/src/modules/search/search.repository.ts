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

/**
 * Published, public activities whose title or description match, best first (ts_rank over the
 * weighted vector: title A, description B). Headlines are computed for the returned rows only.
 */
export async function searchPublishedActivities(
  db: Executor,
  terms: SearchTerms,
  limit: number,
): Promise<SearchRow[]> {
  const result = await db.execute<SearchRow>(sql`
    with query as (select ${toTsQuery(terms)} as q),
    hits as (
      select a.id, a.slug, a.type, a.title, a.description, a.category_id, a.publish_at,
        ts_rank(a.search, query.q) as rank
      from activities a, query
      where a.search @@ query.q
        and a.status = 'PUBLISHED' and a.visibility = 'PUBLIC'
        and (a.publish_at is null or a.publish_at <= now())
        and not exists (select 1 from activity_report_holds h where h.activity_id = a.id)
      order by rank desc, a.publish_at desc nulls last, a.id
      limit ${limit}
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

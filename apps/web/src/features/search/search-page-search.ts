import { ACTIVITY_TYPES, type ActivityType } from '@streamit/contract';
import { keepSetValues, readSearchOption, readSearchText, type SearchInput } from '../../lib/search-params';

/** The address of /search: q (the words) and type (one kind). */
export interface SearchPageSearch {
  q?: string;
  type?: ActivityType;
}

/** validateSearch of /search: a bad value in a shared link falls back to "not set" instead of breaking the page. */
export function readSearchPageSearch(search: SearchInput<SearchPageSearch>): SearchPageSearch {
  return keepSetValues({
    q: readSearchText(search.q, { max: 100, trim: true }),
    type: readSearchOption(search.type, ACTIVITY_TYPES),
  });
}

import { CREATOR_SORTS } from '@streamit/contract';
import { keepSetValues, readSearchOption, readSearchText, type SearchInput } from '../../lib/search-params';
import type { DiscoverSearch } from './creator-discover';

/** The /creators address search: malformed values are dropped, never an error. */
export function readDiscoverSearch(search: SearchInput<DiscoverSearch>): DiscoverSearch {
  return keepSetValues({
    q: readSearchText(search.q, { max: 100, min: 1, trim: true }),
    category: readSearchText(search.category, { max: 120, min: 1 }),
    sort: readSearchOption(search.sort, CREATOR_SORTS),
  });
}

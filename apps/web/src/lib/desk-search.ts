import { keepSetValues, readSearchText, type SearchInput } from './search-params';

/** The address of /admin/support: a search text, so the contact inbox can open a sender's tickets. */
export interface DeskSearch {
  q?: string;
}

/** validateSearch of /admin/support: a bad value means "no search", never a broken page. */
export function readDeskSearch(search: SearchInput<DeskSearch>): DeskSearch {
  return keepSetValues({ q: readSearchText(search.q, { min: 1, max: 100, trim: true }) });
}

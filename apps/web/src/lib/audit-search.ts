import { keepSetValues, readSearchInt, readSearchText, type SearchInput } from './search-params';

/** The audit log viewer's filters, kept in the address so a filtered view can be shared and reloaded. */
export interface AuditSearch {
  action?: string;
  targetType?: string;
  /** YYYY-MM-DD, UTC. */
  from?: string;
  to?: string;
  page?: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads /admin/system's search; anything malformed is dropped. */
export function readAuditSearch(search: SearchInput<AuditSearch>): AuditSearch {
  return keepSetValues({
    action: readSearchText(search.action, { min: 1, max: 100, trim: true }),
    targetType: readSearchText(search.targetType, { min: 1, max: 100, trim: true }),
    from: readSearchText(search.from, { max: 10, pattern: DAY }),
    to: readSearchText(search.to, { max: 10, pattern: DAY }),
    page: readSearchInt(search.page, 1, 100_000),
  });
}

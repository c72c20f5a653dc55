import type { AuditSearch } from '../../lib/audit-search';
import { keepSetValues } from '../../lib/search-params';

/** The API query for the filters: whole UTC days, `to` included. */
export function auditQueryOf(search: AuditSearch) {
  const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();
  return keepSetValues({
    action: search.action,
    targetType: search.targetType,
    from: search.from ? `${search.from}T00:00:00.000Z` : undefined,
    to: search.to ? nextDay(search.to) : undefined,
    page: search.page ?? 1,
    limit: 20,
  });
}

import { AUDIT_LOG_EXPORT_PATH } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';
import type { AuditSearch } from '../../lib/audit-search';
import { DownloadButton } from '../maintenance-export/download-button';
import { auditQueryOf } from './audit-search';

/** The download's address: the viewer's filters without its page. */
export function auditExportPath(search: AuditSearch): string {
  const { page: _page, limit: _limit, ...filters } = auditQueryOf(search);
  const query = new URLSearchParams({ format: 'csv' });
  for (const [name, value] of Object.entries(filters)) if (value !== undefined) query.set(name, value);
  return `${AUDIT_LOG_EXPORT_PATH}?${query.toString()}`;
}

/** Downloads the filtered audit log as CSV (every matching row, not only the page on screen). */
export function AuditExportButton({ search }: { search: AuditSearch }) {
  const { t } = useTranslation();
  return (
    <DownloadButton
      path={auditExportPath(search)}
      fileName="audit-log.csv"
      label={t('adminOps.system.export')}
      pendingLabel={t('adminOps.system.exporting')}
      failedMessage={t('adminOps.system.exportFailed')}
    />
  );
}

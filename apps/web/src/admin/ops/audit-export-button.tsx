import { AUDIT_LOG_EXPORT_PATH } from '@streamit/contract';
import { DownloadButton } from '../../components/download-button';
import { useTranslation } from '../../i18n/use-translation';
import { isApiError } from '../../lib/api-client';
import type { AuditSearch } from '../../lib/audit-search';
import { downloadAdminFile } from '../maintenance-export/download-file';
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
      label={t('adminOps.system.export')}
      pendingLabel={t('adminOps.system.exporting')}
      download={() => downloadAdminFile(auditExportPath(search), 'audit-log.csv')}
      failureOf={(error) => (isApiError(error) ? error.message : t('adminOps.system.exportFailed'))}
    />
  );
}

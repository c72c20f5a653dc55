import { AUDIT_LOG_EXPORT_PATH } from '@streamit/contract';
import { useState } from 'react';
import { FormAlert } from '../../components/form-field';
import { PendingButton } from '../../components/pending-button';
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
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = () => {
    setPending(true);
    setFailure(null);
    downloadAdminFile(auditExportPath(search), 'audit-log.csv')
      .catch((error: unknown) => {
        setFailure(isApiError(error) ? error.message : t('adminOps.system.exportFailed'));
      })
      .finally(() => {
        setPending(false);
      });
  };
  return (
    <div className="mb-3">
      <PendingButton
        className="btn btn-sm btn-outline-primary"
        pending={pending}
        label={t('adminOps.system.export')}
        pendingLabel={t('adminOps.system.exporting')}
        onClick={download}
      />
      <FormAlert message={failure} />
    </div>
  );
}

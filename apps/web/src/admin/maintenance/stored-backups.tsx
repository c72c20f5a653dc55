import type { StoredBackup } from '@streamit/contract';
import { useState } from 'react';
import { PendingButton } from '../../components/pending-button';
import { useTranslation } from '../../i18n/use-translation';
import { isApiError } from '../../lib/api-client';
import { formatBytes } from '../../lib/format-bytes';
import { formatDateTime } from '../../lib/format-locale';
import { downloadStoredBackup, useStartEncryptedBackup, useStoredBackups } from './maintenance.queries';

interface DownloadState {
  pendingId: string | null;
  message: string | null;
  failed: boolean;
}

/** Download of one backup at a time: a link, then the file; the outcome in words. */
function useBackupDownload() {
  const { t } = useTranslation();
  const [state, setState] = useState<DownloadState>({ pendingId: null, message: null, failed: false });
  const download = (id: string) => {
    setState({ pendingId: id, message: null, failed: false });
    downloadStoredBackup(id).then(
      (name) => {
        setState({ pendingId: null, message: t('adminMaintenance.backup.saved', { name }), failed: false });
      },
      (error: unknown) => {
        const message = isApiError(error) ? error.message : t('adminMaintenance.backup.failed');
        setState({ pendingId: null, message, failed: true });
      },
    );
  };
  return { state, download };
}

function BackupRow({
  backup,
  pending,
  onDownload,
}: {
  backup: StoredBackup;
  pending: boolean;
  onDownload: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const date = formatDateTime(backup.createdAt, i18n.language);
  return (
    <tr>
      <td>{date}</td>
      <td>
        {t(`adminMaintenance.jobStatus.${backup.status}`)}
        {backup.error ? <div className="text-danger small">{backup.error}</div> : null}
      </td>
      <td>{backup.sizeBytes === null ? '' : formatBytes(backup.sizeBytes, i18n.language)}</td>
      <td>
        {backup.status === 'SUCCEEDED' && backup.sizeBytes !== null ? (
          // Each row's button names its backup, so the list reads apart by name alone.
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            disabled={pending}
            aria-busy={pending || undefined}
            aria-label={t('adminMaintenance.stored.downloadOf', { date })}
            onClick={() => {
              onDownload(backup.id);
            }}
          >
            {pending ? t('adminMaintenance.stored.downloading') : t('adminMaintenance.stored.download')}
          </button>
        ) : null}
      </td>
    </tr>
  );
}

function BackupTable({
  items,
  download,
}: {
  items: StoredBackup[];
  download: ReturnType<typeof useBackupDownload>;
}) {
  const { t } = useTranslation();
  if (items.length === 0)
    return <p className="text-body-secondary mt-3 mb-0">{t('adminMaintenance.stored.empty')}</p>;
  return (
    <div className="table-responsive mt-3">
      <table className="table table-sm align-middle mb-0">
        <caption>{t('adminMaintenance.stored.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('adminMaintenance.stored.created')}</th>
            <th scope="col">{t('adminMaintenance.stored.status')}</th>
            <th scope="col">{t('adminMaintenance.stored.size')}</th>
            <th scope="col">{t('adminMaintenance.stored.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((backup) => (
            <BackupRow
              key={backup.id}
              backup={backup}
              pending={download.state.pendingId === backup.id}
              onDownload={download.download}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Encrypted backups kept on the server (decision 036): create one, see the list, download one through a link. */
export function StoredBackups() {
  const { t } = useTranslation();
  const list = useStoredBackups();
  const start = useStartEncryptedBackup();
  const download = useBackupDownload();
  const { message, failed } = download.state;
  return (
    <div className="mt-3">
      <PendingButton
        pending={start.isPending}
        label={t('adminMaintenance.stored.create')}
        pendingLabel={t('adminMaintenance.stored.creating')}
        className="btn btn-outline-primary"
        onClick={() => {
          start.mutate();
        }}
      />
      {start.isError || list.isError ? (
        <p className="text-danger mt-2 mb-0" role="alert">
          {t('adminMaintenance.failed')}
        </p>
      ) : null}
      {list.data ? <BackupTable items={list.data.items} download={download} /> : null}
      {message ? (
        <p
          className={`mt-2 mb-0 ${failed ? 'text-danger' : 'text-success'}`}
          role={failed ? 'alert' : 'status'}
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}

import type { StoredBackup } from '@streamit/contract';
import { PendingButton } from '../../components/pending-button';
import { useTranslation } from '../../i18n/use-translation';
import { formatBytes } from '../../lib/format-bytes';
import { formatDateTime } from '../../lib/format-locale';
import { DownloadOutcome, useDownloadOutcome } from './download-outcome';
import { downloadStoredBackup, useStartEncryptedBackup, useStoredBackups } from './maintenance.queries';

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
  download: ReturnType<typeof useDownloadOutcome>;
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
              onDownload={(id) => {
                download.run(id, () => downloadStoredBackup(id));
              }}
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
  const download = useDownloadOutcome();
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
      <DownloadOutcome state={download.state} />
    </div>
  );
}

import type { MemberDataExport } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';
import { AccountSection, ErrorNote, LoadingNote, useDateTime, useErrorMessage } from './account-ui';
import { useCreateMyDataExportLink, useMyDataExport, useRequestMyDataExport } from './data-export.queries';

/** Where the latest copy stands, in words. */
function ExportStatus({ copy }: { copy: MemberDataExport }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const date = (iso: string | null) => (iso ? dateTime(iso) : '');
  const text = {
    PREPARING: t('account.dataExport.preparing', { date: date(copy.requestedAt) }),
    READY: t('account.dataExport.ready', { date: date(copy.expiresAt) }),
    FAILED: t('account.dataExport.failed'),
    EXPIRED: t('account.dataExport.expired', { date: date(copy.expiresAt) }),
  }[copy.status];
  return (
    <p role="status" className="mb-2">
      {text}
    </p>
  );
}

/** The ready copy's download: a single-use link made on click, then shown to follow. */
function DownloadLink() {
  const { t } = useTranslation();
  const link = useCreateMyDataExportLink();
  const error = useErrorMessage(link.error);
  if (link.data)
    return (
      <p className="mb-2">
        <a className="btn btn-success" href={link.data.url} download>
          {t('account.dataExport.download')}
        </a>
        <span className="d-block small text-body-secondary mt-1">{t('account.dataExport.linkOnce')}</span>
      </p>
    );
  return (
    <>
      <button
        type="button"
        className="btn btn-outline-success mb-2"
        disabled={link.isPending}
        onClick={() => {
          link.mutate();
        }}
      >
        {t('account.dataExport.makeLink')}
      </button>
      <ErrorNote message={error} />
    </>
  );
}

/** "Download my data": request a copy of everything held about the member, then download it once it is ready. */
export function DataExportSection() {
  const { t } = useTranslation();
  const latest = useMyDataExport();
  const request = useRequestMyDataExport();
  const loadError = useErrorMessage(latest.error);
  const requestError = useErrorMessage(request.error);
  const copy = latest.data?.export ?? null;
  return (
    <AccountSection id="account-data-export" title={t('account.dataExport.title')}>
      <p>{t('account.dataExport.intro')}</p>
      <ErrorNote message={loadError} onRetry={() => void latest.refetch()} />
      {latest.isPending ? <LoadingNote /> : null}
      {copy ? <ExportStatus copy={copy} /> : null}
      {copy?.status === 'READY' ? <DownloadLink key={copy.id} /> : null}
      {latest.data ? (
        <button
          type="button"
          className="btn btn-outline-primary d-block"
          disabled={request.isPending || copy?.status === 'PREPARING'}
          onClick={() => {
            request.mutate();
          }}
        >
          {t('account.dataExport.request')}
        </button>
      ) : null}
      <ErrorNote message={requestError} />
    </AccountSection>
  );
}

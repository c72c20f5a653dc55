import { MEMBER_EXPORT_FORMATS, type MemberExportFilter, type MemberExportFormat } from '@streamit/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { PendingButton } from '../../components/pending-button';
import { isApiError } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format-locale';
import { JobProgress } from '../maintenance/job-progress';
import { downloadAdminFile } from './download-file';
import { isJobRunning, useMemberExportJob, useStartMemberExport } from './member-export.queries';

/** Props of ExportButton. */
export interface ExportButtonProps {
  /** The member list's current filters; empty values are left out. */
  filters: Partial<Record<keyof MemberExportFilter, string | undefined>>;
  /** Tells the control apart when a page has more than one. */
  id?: string;
}

/** The filters without empty values, as the export request takes them. */
export function toExportFilters(filters: ExportButtonProps['filters']): MemberExportFilter {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => typeof value === 'string' && value.trim() !== ''),
  );
}

function useErrorText() {
  const { t } = useTranslation();
  return (error: unknown) => (isApiError(error) ? error.message : t('adminMaintenance.export.failed'));
}

/** Saves a finished job's file once, when it first shows as done. */
function useDownloadWhenDone(jobId: string | null, done: boolean, onError: (error: unknown) => void) {
  const downloaded = useRef<string | null>(null);
  useEffect(() => {
    if (!jobId || !done || downloaded.current === jobId) return;
    downloaded.current = jobId;
    downloadAdminFile(`/admin/export/users/jobs/${jobId}/download`, 'members.csv').catch(onError);
  }, [jobId, done, onError]);
}

function KeptUntil({ expiresAt }: { expiresAt: string | null | undefined }) {
  const { t, i18n } = useTranslation();
  if (!expiresAt) return null;
  return (
    <p className="form-text mb-0">
      {t('adminMaintenance.export.keptUntil', { date: formatDateTime(expiresAt, i18n.language) })}
    </p>
  );
}

/**
 * Exports the members that match `filters` as CSV or JSON lines: the server writes the file as a job
 * (any size), the button shows its progress and the browser saves the file when it is ready.
 */
export function ExportButton({ filters, id = 'member-export' }: ExportButtonProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [format, setFormat] = useState<MemberExportFormat>('csv');
  const [jobId, setJobId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const start = useStartMemberExport();
  const job = useMemberExportJob(jobId);
  const running = start.isPending || isJobRunning(job.data);
  useDownloadWhenDone(jobId, job.data?.status === 'SUCCEEDED', (failure) => {
    setError(errorText(failure));
  });
  const begin = () => {
    setError(null);
    start.mutate(
      { format, filters: toExportFilters(filters) },
      {
        onSuccess: (created) => {
          setJobId(created.id);
        },
        onError: (failure) => {
          setError(errorText(failure));
        },
      },
    );
  };
  return (
    <div className="export-button">
      <div className="d-flex flex-wrap align-items-end gap-2">
        <div>
          <label className="form-label small mb-1" htmlFor={`${id}-format`}>
            {t('adminMaintenance.export.format')}
          </label>
          <select
            id={`${id}-format`}
            className="form-select form-select-sm"
            value={format}
            onChange={(event) => {
              setFormat(event.target.value as MemberExportFormat);
            }}
          >
            {MEMBER_EXPORT_FORMATS.map((value) => (
              <option key={value} value={value}>
                {t(`adminMaintenance.export.formats.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <PendingButton
          pending={running}
          label={t('adminMaintenance.export.start')}
          pendingLabel={t('adminMaintenance.export.running')}
          className="btn btn-outline-primary btn-sm"
          onClick={begin}
        />
      </div>
      {job.data ? <JobProgress job={job.data} unit="rows" /> : null}
      <KeptUntil expiresAt={job.data?.expiresAt} />
      {error ? (
        <p className="text-danger small mt-2 mb-0" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

import { SECURITY_BULK_CHECK_MAX } from '@streamit/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { downloadSecurityReport } from './download-security-report';
import { useSecurityBulkCheck } from './security.queries';
import { Table } from './security-views';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Member ids in, findings out. */
export function BulkCheckView({ hours }: { hours: number }) {
  const { t } = useTranslation();
  const check = useSecurityBulkCheck();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = () => {
    const ids = text.split(/[\s,]+/).filter(Boolean);
    const bad = ids.length === 0 || ids.length > SECURITY_BULK_CHECK_MAX || !ids.every((id) => UUID.test(id));
    setInvalid(bad);
    if (!bad) check.mutate({ userIds: ids, hours });
  };
  return (
    <>
      <form
        noValidate
        className="mb-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor="bulk-ids" className="form-label">
          {t('adminSecurity.bulk.label')}
        </label>
        <textarea
          id="bulk-ids"
          dir="ltr"
          rows={5}
          className={`form-control${invalid ? ' is-invalid' : ''}`}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? 'bulk-ids-error' : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
          }}
        />
        {invalid ? (
          <div id="bulk-ids-error" className="invalid-feedback d-block">
            {t('adminSecurity.bulk.invalid')}
          </div>
        ) : null}
        <button type="submit" className="btn btn-primary mt-2" disabled={check.isPending}>
          {check.isPending ? t('adminSecurity.bulk.pending') : t('adminSecurity.bulk.submit')}
        </button>
      </form>
      {check.data ? (
        <Table
          caption={t('adminSecurity.tabs.bulk')}
          heads={[t('adminSecurity.bulk.member'), t('adminSecurity.bulk.findings')]}
          rows={check.data.results.map((row) => [
            <span dir="ltr" key="m">
              {row.email ?? row.userId}
            </span>,
            !row.found
              ? t('adminSecurity.bulk.notFound')
              : row.findings.length === 0
                ? t('adminSecurity.bulk.clean')
                : row.findings.map((finding) => `${finding.code}: ${finding.detail}`).join('; '),
          ])}
        />
      ) : null}
    </>
  );
}

/** The downloadable report of the window. */
export function ReportView({ hours }: { hours: number }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const download = (format: 'json' | 'csv') => {
    setFailed(false);
    downloadSecurityReport(hours, format).catch(() => {
      setFailed(true);
    });
  };
  return (
    <>
      <p>{t('adminSecurity.report.lead')}</p>
      {failed ? (
        <p role="alert" className="text-danger">
          {t('adminSecurity.errorTitle')}
        </p>
      ) : null}
      <div className="d-flex gap-2">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            download('json');
          }}
        >
          {t('adminSecurity.report.json')}
        </button>
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => {
            download('csv');
          }}
        >
          {t('adminSecurity.report.csv')}
        </button>
      </div>
    </>
  );
}

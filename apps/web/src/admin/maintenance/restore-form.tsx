import { RESTORE_CONFIRMATION_PHRASE } from '@streamit/contract';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { isApiError } from '../../lib/api-client';
import { useRestoreDatabase } from './maintenance.queries';

/**
 * Restore from a backup file (SUPER_ADMIN): the file, the confirmation phrase typed exactly, and a fresh
 * authenticator code. The button stays off until the phrase matches.
 */
export function RestoreForm() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [phrase, setPhrase] = useState('');
  const [code, setCode] = useState('');
  const restore = useRestoreDatabase();
  const ready = file !== null && phrase === RESTORE_CONFIRMATION_PHRASE && /^\d{6}$/.test(code);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (ready) restore.mutate({ file, phrase, totpCode: code });
  };
  return (
    <form onSubmit={submit} noValidate>
      <div className="mb-3">
        <label className="form-label" htmlFor="restore-file">
          {t('adminMaintenance.restore.file')}
        </label>
        <input
          id="restore-file"
          type="file"
          accept=".sql,application/sql"
          className="form-control"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
          }}
        />
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor="restore-phrase">
          {t('adminMaintenance.restore.phrase', { phrase: RESTORE_CONFIRMATION_PHRASE })}
        </label>
        <input
          id="restore-phrase"
          className="form-control"
          autoComplete="off"
          dir="ltr"
          value={phrase}
          onChange={(event) => {
            setPhrase(event.target.value);
          }}
        />
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor="restore-code">
          {t('adminMaintenance.restore.code')}
        </label>
        <input
          id="restore-code"
          className="form-control"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          dir="ltr"
          value={code}
          onChange={(event) => {
            setCode(event.target.value.trim());
          }}
        />
      </div>
      <button type="submit" className="btn btn-danger" disabled={!ready || restore.isPending}>
        {restore.isPending ? t('adminMaintenance.restore.running') : t('adminMaintenance.restore.submit')}
      </button>
      {restore.isError ? (
        <p className="text-danger mt-2 mb-0" role="alert">
          {isApiError(restore.error) ? restore.error.message : t('adminMaintenance.restore.failed')}
        </p>
      ) : null}
      {restore.data ? (
        <p className="text-success mt-2 mb-0" role="status">
          {t('adminMaintenance.restore.done', {
            // Each count names its own noun: one plural family each.
            tables: t('adminMaintenance.restore.tables', { count: restore.data.tables }),
            rows: t('adminMaintenance.restore.rows', { count: restore.data.rows }),
            previous: restore.data.previousDatabase,
          })}
        </p>
      ) : null}
    </form>
  );
}

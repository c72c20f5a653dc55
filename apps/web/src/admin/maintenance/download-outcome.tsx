import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { isApiError } from '../../lib/api-client';

interface DownloadState {
  /** Which download is running (a backup's id, or any name the caller picks); null when none is. */
  pendingId: string | null;
  message: string | null;
  failed: boolean;
}

/** One backup download at a time and its outcome in words: the saved file's name or the server's refusal. */
export function useDownloadOutcome() {
  const { t } = useTranslation();
  const [state, setState] = useState<DownloadState>({ pendingId: null, message: null, failed: false });
  const run = (id: string, download: () => Promise<string>) => {
    setState({ pendingId: id, message: null, failed: false });
    download().then(
      (name) => {
        setState({ pendingId: null, message: t('adminMaintenance.backup.saved', { name }), failed: false });
      },
      (error: unknown) => {
        const message = isApiError(error) ? error.message : t('adminMaintenance.backup.failed');
        setState({ pendingId: null, message, failed: true });
      },
    );
  };
  return { state, run };
}

/** The outcome line: a status when saved, an alert when refused. */
export function DownloadOutcome({ state }: { state: DownloadState }) {
  if (!state.message) return null;
  return (
    <p
      className={`mt-2 mb-0 ${state.failed ? 'text-danger' : 'text-success'}`}
      role={state.failed ? 'alert' : 'status'}
    >
      {state.message}
    </p>
  );
}

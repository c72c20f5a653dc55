import { useState } from 'react';
import { FormAlert } from '../../components/form-field';
import { PendingButton } from '../../components/pending-button';
import { isApiError } from '../../lib/api-client';
import { downloadAdminFile } from './download-file';

/** What a download button fetches and says. */
export interface DownloadButtonProps {
  /** The file's address under /api/v1, with its query. */
  path: string;
  /** The file name when the answer suggests none. */
  fileName: string;
  label: string;
  pendingLabel: string;
  /** Shown when the download fails without the server's own message. */
  failedMessage: string;
}

/** Fetches a staff download with the session's token and saves it; a refusal shows the server's message. */
export function DownloadButton(props: DownloadButtonProps) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = () => {
    setPending(true);
    setFailure(null);
    downloadAdminFile(props.path, props.fileName)
      .catch((error: unknown) => {
        setFailure(isApiError(error) ? error.message : props.failedMessage);
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
        label={props.label}
        pendingLabel={props.pendingLabel}
        onClick={download}
      />
      <FormAlert message={failure} />
    </div>
  );
}

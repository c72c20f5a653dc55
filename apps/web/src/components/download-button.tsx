import { useState } from 'react';
import { FormAlert } from './form-field';
import { PendingButton } from './pending-button';

/**
 * A button that runs a download (a file fetched with the session's token), says so while it runs, and shows
 * `failureOf(error)` under it when the download is refused.
 */
export function DownloadButton(props: {
  label: string;
  pendingLabel: string;
  download: () => Promise<unknown>;
  failureOf: (error: unknown) => string;
}) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const start = () => {
    setPending(true);
    setFailure(null);
    props
      .download()
      .catch((error: unknown) => {
        setFailure(props.failureOf(error));
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
        onClick={start}
      />
      <FormAlert message={failure} />
    </div>
  );
}

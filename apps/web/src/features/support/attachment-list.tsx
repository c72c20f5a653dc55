import type { FileLink, TicketAttachment } from '@streamit/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { FormAlert } from '../../components/form-field';
import { formatBytes } from '../../lib/format-bytes';
import { openFileLink } from '../../lib/open-file-link';

/**
 * A message's files. Opening one asks the API for a short-lived signed link (the same access check as the
 * ticket) and then opens it, so members and staff alike download without putting their token in a URL.
 */
export function AttachmentList({
  files,
  mintLink,
}: {
  files: readonly TicketAttachment[];
  mintLink: (attachmentId: string) => Promise<FileLink>;
}) {
  const { t, i18n } = useTranslation();
  const [pending, setPending] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  if (files.length === 0) return null;
  const open = async (id: string) => {
    setPending(id);
    setFailed(false);
    try {
      openFileLink((await mintLink(id)).url);
    } catch {
      setFailed(true);
    } finally {
      setPending(null);
    }
  };
  return (
    <>
      <ul className="mt-2 mb-0" aria-label={t('support.ticket.attachments')}>
        {files.map((file) => (
          <li key={file.id}>
            <button
              type="button"
              className="btn btn-link p-0 text-start"
              aria-busy={pending === file.id}
              disabled={pending === file.id}
              onClick={() => void open(file.id)}
            >
              {file.fileName}
            </button>{' '}
            <span className="small text-body-secondary">{formatBytes(file.bytes, i18n.language)}</span>
          </li>
        ))}
      </ul>
      <FormAlert message={failed ? t('support.ticket.fileFailed') : null} className="mt-2 mb-0" />
    </>
  );
}

import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useSubmitSocialEvidence } from './social.queries';

/** The evidence a member sends for review while X checks are off: a link, a note, or both. */
export function EvidenceForm({ taskId, title }: { taskId: string; title: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [url, setUrl] = useState('');
  const [text, setText] = useState('');
  const submit = useSubmitSocialEvidence();
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    submit.mutate({
      taskId,
      ...(url.trim() ? { evidenceUrl: url.trim() } : {}),
      ...(text.trim() ? { evidenceText: text.trim() } : {}),
    });
  };
  return (
    <form className="mt-2" onSubmit={onSubmit} aria-label={t('social.evidence.formLabel', { title })}>
      <label className="form-label small" htmlFor={`${id}-url`}>
        {t('social.evidence.url')}
      </label>
      <input
        id={`${id}-url`}
        type="url"
        inputMode="url"
        className="form-control form-control-sm mb-2"
        value={url}
        onChange={(event) => {
          setUrl(event.target.value);
        }}
      />
      <label className="form-label small" htmlFor={`${id}-text`}>
        {t('social.evidence.text')}
      </label>
      <textarea
        id={`${id}-text`}
        className="form-control form-control-sm mb-2"
        rows={2}
        maxLength={1000}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
        }}
      />
      {submit.isError ? (
        <p role="alert" className="text-danger small">
          {submit.error.message}
        </p>
      ) : null}
      <button
        type="submit"
        className="btn btn-outline-primary btn-sm"
        disabled={submit.isPending || (!url.trim() && !text.trim())}
      >
        {t('social.evidence.submit')}
      </button>
    </form>
  );
}

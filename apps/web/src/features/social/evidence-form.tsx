import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useSubmitSocialEvidence } from './social.queries';

/**
 * The evidence a member sends for review while X checks are off: a link, a note, or both. The form says that
 * one of them is required and names the gap on submit, rather than leaving a button disabled without a reason.
 */
export function EvidenceForm({ taskId, title }: { taskId: string; title: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [url, setUrl] = useState('');
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = useSubmitSocialEvidence();
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    setMissing(!url.trim() && !text.trim());
    if (!url.trim() && !text.trim()) return;
    submit.mutate({
      taskId,
      ...(url.trim() ? { evidenceUrl: url.trim() } : {}),
      ...(text.trim() ? { evidenceText: text.trim() } : {}),
    });
  };
  return (
    <form
      className="mt-2"
      onSubmit={onSubmit}
      aria-label={t('social.evidence.formLabel', { title })}
      noValidate
    >
      <p id={`${id}-hint`} className={`small mb-2${missing ? ' text-danger' : ' text-body-secondary'}`}>
        {t('social.evidence.oneRequired')}
      </p>
      <label className="form-label small" htmlFor={`${id}-url`}>
        {t('social.evidence.url')}
      </label>
      <input
        id={`${id}-url`}
        type="url"
        inputMode="url"
        className="form-control form-control-sm mb-2"
        aria-describedby={`${id}-hint`}
        aria-invalid={missing}
        value={url}
        onChange={(event) => {
          setUrl(event.target.value);
          setMissing(false);
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
        aria-describedby={`${id}-hint`}
        aria-invalid={missing}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setMissing(false);
        }}
      />
      {missing ? (
        <p role="alert" className="text-danger small">
          {t('social.evidence.oneRequired')}
        </p>
      ) : null}
      {submit.isError ? (
        <p role="alert" className="text-danger small">
          {submit.error.message}
        </p>
      ) : null}
      <button type="submit" className="btn btn-outline-primary btn-sm" disabled={submit.isPending}>
        {t('social.evidence.submit')}
      </button>
    </form>
  );
}

import { useState, type ChangeEvent, type SyntheticEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { isApiError } from '../../lib/api-client';
import { acceptAttribute, checkFile, type FileProblem, type FileRule } from './file-checks';
import { FileProblemNote } from './file-problem';

/** The parts of a mutation a media field needs. */
export interface MediaMutation {
  mutate: (file: File) => void;
  isPending: boolean;
  isSuccess: boolean;
  error: Error | null;
}

/** Props of MediaUploadField. */
export interface MediaUploadFieldProps {
  id: string;
  label: string;
  hint: string;
  savedMessage: string;
  rule: FileRule;
  upload: MediaMutation;
  disabled?: boolean;
  /** Extra controls of this upload (the captions' language). */
  children?: ReactNode;
}

function ServerError({ error }: { error: Error | null }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p className="text-danger-emphasis mb-0" role="alert">
      {isApiError(error) ? error.message : t('creator.errors.generic')}
    </p>
  );
}

/** One optional file (thumbnail, captions, preview): checked in the browser, sent on "Upload". */
export function MediaUploadField(props: MediaUploadFieldProps) {
  const { t } = useTranslation();
  const { id, rule, upload } = props;
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const found = chosen ? checkFile(chosen, rule) : null;
    setProblem(found);
    setFile(found ? null : chosen);
  };
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (file) upload.mutate(file);
  };
  const describedBy = [`${id}-hint`, problem ? `${id}-problem` : null].filter(Boolean).join(' ');
  return (
    <form className="media-upload-field" onSubmit={onSubmit} aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={id} className="form-label fw-semibold">
        {props.label}
      </label>
      <p id={`${id}-hint`} className="form-text mt-0">
        {props.hint}
      </p>
      {props.children}
      <div className="d-flex flex-wrap gap-2 align-items-start">
        <input
          id={id}
          type="file"
          className={problem ? 'form-control is-invalid' : 'form-control'}
          accept={acceptAttribute(rule)}
          aria-describedby={describedBy}
          aria-invalid={problem ? true : undefined}
          disabled={props.disabled}
          onChange={onChange}
        />
        <button
          type="submit"
          className="btn btn-outline-primary"
          disabled={!file || upload.isPending || props.disabled}
        >
          {upload.isPending ? t('creator.extras.uploading') : t('creator.extras.upload')}
        </button>
      </div>
      <FileProblemNote id={`${id}-problem`} problem={problem} />
      <ServerError error={upload.error} />
      {upload.isSuccess ? (
        <p role="status" className="text-success-emphasis mb-0">
          {props.savedMessage}
        </p>
      ) : null}
    </form>
  );
}

import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../lib/app-paths';

/** Props of ContactField. */
export interface ContactFieldProps {
  id: string;
  label: string;
  error: FieldError | undefined;
  /** The control, given the attributes that tie it to its error message. */
  children: (describedBy: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
  hint?: string;
}

/** A labelled form control with its inline error (the message is an i18n key from the form schema). */
export function ContactField({ id, label, error, children, hint }: ContactFieldProps) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {children({
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint ? (
        <p id={hintId} className="form-text mb-0">
          {hint}
        </p>
      ) : null}
      {error?.message ? (
        <p id={errorId} className="invalid-feedback d-block">
          {t(error.message as TranslationKey)}
        </p>
      ) : null}
    </>
  );
}

import type { ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../i18n/use-translation';
import type { TranslationKey } from '../lib/app-paths';
import { PendingButton, type PendingButtonProps } from './pending-button';

/** The attributes that tie a control to its hint and inline error. */
export interface FieldAria {
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** Props of FormField. */
export interface FormFieldProps {
  id: string;
  label: string;
  /** A react-hook-form error; its message is an i18n key from the form schema. */
  error?: FieldError | undefined;
  /** An error already in words, for a form that keeps its own state instead of react-hook-form. */
  errorText?: string | undefined;
  /** The control, given the attributes that tie it to its hint and error message. */
  children: (aria: FieldAria) => ReactNode;
  hint?: ReactNode;
  /** Spacing around the field; grids that space their own cells pass ''. */
  className?: string;
  /** A small label, for compact fields inside cards and filter rows. */
  small?: boolean;
  /** Announces the error as it appears (for errors shown on an action rather than on typing). */
  announceError?: boolean;
}

/** A label above a control, an optional hint and the inline error. */
export function FormField({ id, label, error, errorText, children, hint, ...layout }: FormFieldProps) {
  const { t } = useTranslation();
  const message = errorText ?? (error?.message ? t(error.message as TranslationKey) : undefined);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const invalid = Boolean(error) || Boolean(message);
  const describedBy = [invalid ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  const { className = 'mb-3', small = false, announceError = false } = layout;
  return (
    <div className={className || undefined}>
      <label htmlFor={id} className={small ? 'form-label small' : 'form-label'}>
        {label}
      </label>
      {children({
        ...(invalid ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint ? (
        <p id={hintId} className="form-text mb-0">
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={errorId} className="invalid-feedback d-block" role={announceError ? 'alert' : undefined}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** Bootstrap's control class, marked invalid when the field has an error. */
export function controlClass(invalid: boolean, base = 'form-control'): string {
  return invalid ? `${base} is-invalid` : base;
}

/** Props of SubmitButton. */
export type SubmitButtonProps = Omit<PendingButtonProps, 'type' | 'onClick'>;

/** A submit button that shows progress and cannot be pressed again while its form is being sent. */
export function SubmitButton({ className = 'btn btn-primary w-100', ...props }: SubmitButtonProps) {
  return <PendingButton type="submit" className={className} {...props} />;
}

/** Props of FormAlert. */
export interface FormAlertProps {
  message: string | null;
  children?: ReactNode;
  /** Extra spacing classes next to Bootstrap's alert classes. */
  className?: string;
}

/** The form-level failure message, announced when it appears. */
export function FormAlert({ message, children, className }: FormAlertProps) {
  if (!message) return null;
  return (
    <div className={className ? `alert alert-danger ${className}` : 'alert alert-danger'} role="alert">
      {message}
      {children}
    </div>
  );
}

/** Props of InputField. */
export interface InputFieldProps {
  id: string;
  label: string;
  error: FieldError | undefined;
  registration: UseFormRegisterReturn;
  type?: 'text' | 'email' | 'password' | 'datetime-local';
  autoComplete?: string;
  required?: boolean;
  hint?: string;
  inputMode?: 'numeric' | 'text';
  maxLength?: number;
  /** 'auto' for text a member may write in either direction (titles, descriptions). */
  dir?: 'auto';
  /** Spacing or grid cell classes of the field (FormField's default when absent). */
  className?: string;
}

/** A labelled text input registered with react-hook-form, with its hint and inline error. */
export function InputField({
  id,
  label,
  error,
  registration,
  type = 'text',
  required = false,
  ...rest
}: InputFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={rest.hint} className={rest.className}>
      {(aria) => (
        <input
          id={id}
          type={type}
          className={controlClass(Boolean(error))}
          autoComplete={rest.autoComplete}
          inputMode={rest.inputMode}
          maxLength={rest.maxLength}
          dir={rest.dir}
          aria-required={required || undefined}
          {...aria}
          {...registration}
        />
      )}
    </FormField>
  );
}

/** One choice of a SelectField or FilterSelect. */
export interface SelectOption {
  value: string;
  label: string;
}

/** Props of SelectField. */
export interface SelectFieldProps {
  id: string;
  label: string;
  error: FieldError | undefined;
  registration: UseFormRegisterReturn;
  options: readonly SelectOption[];
  /** A first, disabled choice shown while nothing is picked. */
  placeholder?: string;
  required?: boolean;
  hint?: string;
  className?: string;
}

/** A labelled select registered with react-hook-form, with its hint and inline error. */
export function SelectField({
  id,
  label,
  error,
  registration,
  options,
  required = false,
  ...rest
}: SelectFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={rest.hint} className={rest.className}>
      {(aria) => (
        <select
          id={id}
          className={controlClass(Boolean(error), 'form-select')}
          aria-required={required || undefined}
          {...aria}
          {...registration}
        >
          {rest.placeholder === undefined ? null : (
            <option value="" disabled>
              {rest.placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** Props of TextareaField. */
export interface TextareaFieldProps {
  id: string;
  label: string;
  error: FieldError | undefined;
  registration: UseFormRegisterReturn;
  rows?: number;
  maxLength?: number;
  required?: boolean;
  hint?: string;
  placeholder?: string;
  dir?: 'auto';
  className?: string;
}

/** A labelled textarea registered with react-hook-form, with its hint and inline error. */
export function TextareaField({
  id,
  label,
  error,
  registration,
  rows = 4,
  required = false,
  ...rest
}: TextareaFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={rest.hint} className={rest.className}>
      {(aria) => (
        <textarea
          id={id}
          rows={rows}
          maxLength={rest.maxLength}
          placeholder={rest.placeholder}
          dir={rest.dir}
          className={controlClass(Boolean(error))}
          aria-required={required || undefined}
          {...aria}
          {...registration}
        />
      )}
    </FormField>
  );
}

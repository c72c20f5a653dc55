import {
  get,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { useTranslation } from '../i18n/use-translation';
import { InputField } from './form-field';

/** One input of a react-hook-form form: its registration and its error. */
export interface RegisteredInput {
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
}

/** Gives the registration and error of one input of a form by its name. */
export type FieldBinder<T extends FieldValues> = (name: Path<T>) => RegisteredInput;

/** Binds a form to the field blocks below: `field('email')` gives that input's registration and error. */
export function bindFields<T extends FieldValues>(
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
): FieldBinder<T> {
  return (name) => ({
    registration: register(name),
    error: get<FieldErrors<T>, FieldError | undefined>(errors, name),
  });
}

/** Props of EmailField. */
export interface EmailFieldProps {
  id: string;
  field: RegisteredInput;
  /** Staff sign-in fills the address as a username; every other form as an email. */
  autoComplete?: 'email' | 'username';
}

/** The required email address of the sign-in, sign-up and code forms. */
export function EmailField({ id, field, autoComplete = 'email' }: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <InputField
      id={id}
      type="email"
      required
      label={t('auth.fields.email')}
      autoComplete={autoComplete}
      {...field}
    />
  );
}

/** Props of PasswordField. */
export interface PasswordFieldProps {
  id: string;
  label: string;
  field: RegisteredInput;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
}

/** A required password input; the browser's password manager is told whether it is the current or a new one. */
export function PasswordField({ id, label, field, autoComplete, hint }: PasswordFieldProps) {
  return (
    <InputField
      id={id}
      type="password"
      required
      label={label}
      hint={hint}
      autoComplete={autoComplete}
      {...field}
    />
  );
}

/** Props of NewPasswordFields. */
export interface NewPasswordFieldsProps {
  ids: { password: string; confirm: string };
  password: RegisteredInput;
  confirm: RegisteredInput;
  /** "New password" unless given (sign-up and linking say "Password"). */
  label?: string;
  /** The password rules, where the form states them. */
  hint?: string;
}

/** A new password and its confirmation; the form schema checks the rules and that the two match. */
export function NewPasswordFields({ ids, password, confirm, label, hint }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        id={ids.password}
        label={label ?? t('auth.fields.newPassword')}
        hint={hint}
        autoComplete="new-password"
        field={password}
      />
      <PasswordField
        id={ids.confirm}
        label={t('auth.fields.confirmPassword')}
        autoComplete="new-password"
        field={confirm}
      />
    </>
  );
}

/** Props of CodeField. */
export interface CodeFieldProps {
  id: string;
  label: string;
  field: RegisteredInput;
  hint?: string;
  /** False where the code may be left empty (staff sign-in before the authenticator is added). */
  required?: boolean;
  /** False for codes that are not all digits (the password-reset code). */
  numeric?: boolean;
}

/** A single-use code from an email or an authenticator app, which the browser may fill in itself. */
export function CodeField({ id, label, field, hint, required = true, numeric = true }: CodeFieldProps) {
  return (
    <InputField
      id={id}
      required={required}
      label={label}
      hint={hint}
      autoComplete="one-time-code"
      inputMode={numeric ? 'numeric' : undefined}
      {...field}
    />
  );
}

/** Props of NameFields. */
export interface NameFieldsProps {
  /** The ids are `<idPrefix>-first-name`, `-last-name` and `-display-name`. */
  idPrefix: string;
  firstName: RegisteredInput;
  lastName: RegisteredInput;
  displayName: RegisteredInput;
  /** The profile requires a display name; sign-up derives one when it is left empty. */
  displayNameRequired?: boolean;
  displayNameHint?: string;
}

/** The name inputs in their order: id suffix, the browser's autofill name and the grid cell. */
const NAME_PARTS = [
  { part: 'firstName', suffix: 'first-name', autoComplete: 'given-name', cell: 'col-12 col-sm-6' },
  { part: 'lastName', suffix: 'last-name', autoComplete: 'family-name', cell: 'col-12 col-sm-6' },
  { part: 'displayName', suffix: 'display-name', autoComplete: 'nickname', cell: 'col-12' },
] as const;

/** First and last name side by side on wider screens, then the display name. */
export function NameFields({ idPrefix, displayNameRequired = false, ...props }: NameFieldsProps) {
  const { t } = useTranslation();
  return (
    <div className="row g-3 mb-3">
      {NAME_PARTS.map(({ part, suffix, autoComplete, cell }) => (
        <InputField
          key={part}
          id={`${idPrefix}-${suffix}`}
          label={t(`auth.fields.${part}`)}
          required={part === 'displayName' && displayNameRequired}
          hint={part === 'displayName' ? props.displayNameHint : undefined}
          autoComplete={autoComplete}
          className={cell}
          {...props[part]}
        />
      ))}
    </div>
  );
}

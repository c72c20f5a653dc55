import { isReservedDisplayName, MIN_PASSWORD_LENGTH } from '@streamit/contract';
import { z } from 'zod';

// Messages are i18n keys, so the same schema speaks English and Arabic. Passwords are checked exactly
// as typed (never trimmed), as the server checks them.
const email = z
  .string()
  .trim()
  .min(1, 'forms.errors.emailRequired')
  .max(254, 'forms.errors.emailInvalid')
  .pipe(z.email('forms.errors.emailInvalid'));
const password = z.string().min(1, 'auth.errors.passwordRequired').max(1024, 'auth.errors.passwordTooLong');
const newPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH, 'auth.errors.passwordTooShort')
  .max(1024, 'auth.errors.passwordTooLong');
// An empty confirmation is named at once; a different one is checked as soon as both are typed, even while
// other fields still have errors (a plain refine would wait for the whole form to be valid).
const confirmPassword = z.string().min(1, 'auth.errors.confirmPasswordRequired');
const samePasswords = (values: { password: string; confirmPassword: string }) =>
  values.password === values.confirmPassword;
const mismatchIssue = {
  path: ['confirmPassword'],
  message: 'auth.errors.passwordsDoNotMatch',
  when: (payload: { value: unknown }) => {
    const value = payload.value as { password?: unknown; confirmPassword?: unknown };
    return (
      typeof value.password === 'string' &&
      typeof value.confirmPassword === 'string' &&
      value.confirmPassword !== ''
    );
  },
};
const code = z.string().trim().min(1, 'auth.errors.codeRequired').max(32, 'auth.errors.codeInvalid');
const name = z.string().trim().max(100, 'auth.errors.nameTooLong');
// The same rule the server applies (shared from the contract), so the form says it before sending.
const displayName = name.refine((value) => !isReservedDisplayName(value), 'auth.errors.displayNameReserved');

/** The member login form. */
export const LoginFormSchema = z.object({ email, password });
export type LoginForm = z.infer<typeof LoginFormSchema>;

/** The second step of a login: a TOTP or recovery code. */
export const TwoFactorFormSchema = z.object({ code });
export type TwoFactorForm = z.infer<typeof TwoFactorFormSchema>;

/** The sign-up form (spec §3 registration payload, captcha aside). */
export const SignUpFormSchema = z
  .object({
    email,
    password: newPassword,
    confirmPassword,
    firstName: name,
    lastName: name,
    displayName,
    referralCode: z.string().trim().max(64, 'auth.errors.referralTooLong'),
  })
  .refine(samePasswords, mismatchIssue);
export type SignUpForm = z.infer<typeof SignUpFormSchema>;

/** Email verification: the address and the emailed code. */
export const VerifyEmailFormSchema = z.object({ email, token: code });
export type VerifyEmailForm = z.infer<typeof VerifyEmailFormSchema>;

/** Forgot password: the account's email. */
export const ForgotPasswordFormSchema = z.object({ email });
export type ForgotPasswordForm = z.infer<typeof ForgotPasswordFormSchema>;

/** Reset password: email, emailed code and the new password twice. */
export const ResetPasswordFormSchema = z
  .object({ email, code, password: newPassword, confirmPassword })
  .refine(samePasswords, mismatchIssue);
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;

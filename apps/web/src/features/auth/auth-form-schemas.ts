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
    confirmPassword: z.string(),
    firstName: name,
    lastName: name,
    displayName,
    referralCode: z.string().trim().max(64, 'auth.errors.referralTooLong'),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'auth.errors.passwordsDoNotMatch',
  });
export type SignUpForm = z.infer<typeof SignUpFormSchema>;

/** Email verification: the address and the emailed code. */
export const VerifyEmailFormSchema = z.object({ email, token: code });
export type VerifyEmailForm = z.infer<typeof VerifyEmailFormSchema>;

/** Forgot password: the account's email. */
export const ForgotPasswordFormSchema = z.object({ email });
export type ForgotPasswordForm = z.infer<typeof ForgotPasswordFormSchema>;

/** Reset password: email, emailed code and the new password twice. */
export const ResetPasswordFormSchema = z
  .object({ email, code, password: newPassword, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'auth.errors.passwordsDoNotMatch',
  });
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;

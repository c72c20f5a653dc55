import { z } from 'zod';

// Messages are i18n keys. The code is optional: a first sign-in without an authenticator leads to enrollment.
const totpCode = z
  .string()
  .trim()
  .regex(/^(\d{6})?$/, 'adminAuth.errors.codeFormat');

/** The staff login form. */
export const AdminLoginFormSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'forms.errors.emailRequired')
    .max(254, 'forms.errors.emailInvalid')
    .pipe(z.email('forms.errors.emailInvalid')),
  password: z.string().min(1, 'auth.errors.passwordRequired').max(1024, 'auth.errors.passwordTooLong'),
  totpCode,
});
export type AdminLoginForm = z.infer<typeof AdminLoginFormSchema>;

/** The enrollment step: a code from the newly added authenticator. */
export const AdminEnrollFormSchema = z.object({
  totpCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'adminAuth.errors.codeFormat'),
});
export type AdminEnrollForm = z.infer<typeof AdminEnrollFormSchema>;

import {
  HandOverAddressSchema,
  isReservedDisplayName,
  MIN_PASSWORD_LENGTH,
  UpdateProfileRequestSchema,
  WALLET_RELEASE_CHOICES,
} from '@streamit/contract';
import { z } from 'zod';

// Messages are i18n keys; passwords are checked exactly as typed.
const newPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH, 'auth.errors.passwordTooShort')
  .max(1024, 'auth.errors.passwordTooLong');
const matches = (values: { newPassword: string; confirmPassword: string }) =>
  values.newPassword === values.confirmPassword;
const mismatch = { path: ['confirmPassword'], message: 'auth.errors.passwordsDoNotMatch' };

/** Change password: the current one, then the new one twice. */
export const ChangePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'auth.errors.passwordRequired'),
    newPassword,
    confirmPassword: z.string(),
  })
  .refine(matches, mismatch);
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

/** Link password (spec §5): must match, at least 8 characters. */
export const LinkPasswordFormSchema = z
  .object({ newPassword, confirmPassword: z.string() })
  .refine(matches, mismatch);
export type LinkPasswordForm = z.infer<typeof LinkPasswordFormSchema>;

/** A code from the authenticator app (or a recovery code when disabling). */
export const TwoFactorCodeFormSchema = z.object({
  code: z.string().trim().min(1, 'auth.errors.codeRequired').max(32, 'auth.errors.codeInvalid'),
});
export type TwoFactorCodeForm = z.infer<typeof TwoFactorCodeFormSchema>;

// The contract owns the name rules (length, characters, reserved display names); the form only words them.
function nameErrorKey(issue: { code: string; path: PropertyKey[] }): string {
  if (issue.code === 'too_small') return 'profileNames.errors.displayNameRequired';
  if (issue.code === 'too_big') return 'profileNames.errors.tooLong';
  return 'profileNames.errors.notAllowed';
}

/** First, last and display name, checked by the contract's UpdateProfileRequestSchema. */
export const ProfileNamesFormSchema = z
  .object({ firstName: z.string(), lastName: z.string(), displayName: z.string() })
  .superRefine((values, context) => {
    const parsed = UpdateProfileRequestSchema.safeParse(values);
    for (const issue of parsed.error?.issues ?? []) {
      context.addIssue({ code: 'custom', path: issue.path, message: nameErrorKey(issue) });
    }
    if (parsed.success && isReservedDisplayName(parsed.data.displayName)) {
      context.addIssue({ code: 'custom', path: ['displayName'], message: 'auth.errors.displayNameReserved' });
    }
  });
export type ProfileNamesForm = z.infer<typeof ProfileNamesFormSchema>;

/** Delete my account: the current password (or the e-mailed code), and the box that says it is for good. */
export const DeleteAccountFormSchema = z
  .object({
    secret: z.string().trim().min(1, 'account.deleteAccount.secretRequired'),
    understood: z.boolean().refine((ticked) => ticked, 'account.deleteAccount.mustConfirm'),
    // Asked only when the server says the custodial wallet holds ARTFI ('' until then).
    walletChoice: z.enum(['', ...WALLET_RELEASE_CHOICES]),
    walletAddress: z.string().trim(),
  })
  .refine(
    (form) => form.walletChoice !== 'handOver' || HandOverAddressSchema.safeParse(form.walletAddress).success,
    {
      path: ['walletAddress'],
      message: 'account.deleteAccount.walletAddressInvalid',
    },
  );
export type DeleteAccountForm = z.infer<typeof DeleteAccountFormSchema>;

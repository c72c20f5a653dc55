import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';

export const TwoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCodeDataUrl: z.string(),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;

export const TwoFactorCodeRequestSchema = z.strictObject({ code: z.string().min(1).max(32) });
export type TwoFactorCodeRequest = z.infer<typeof TwoFactorCodeRequestSchema>;

/** Recovery codes are shown once, when two-factor is switched on. */
export const TwoFactorEnabledSchema = z.object({
  enabled: z.literal(true),
  recoveryCodes: z.array(z.string()),
});
export type TwoFactorEnabled = z.infer<typeof TwoFactorEnabledSchema>;

export const TwoFactorDisabledSchema = z.object({ enabled: z.literal(false) });

const twoFactor = { tags: ['account-security'], auth: 'member' } as const;

/** POST /auth/security/2fa/enable: a new secret, its otpauth URI and a QR code. */
export const enableTwoFactorEndpoint = defineEndpoint({
  ...twoFactor,
  method: 'POST',
  path: '/auth/security/2fa/enable',
  summary: 'Start two-factor setup: secret, otpauth URI and QR code',
  response: TwoFactorSetupSchema,
});

/** POST /auth/security/2fa/verify: the first code switches 2FA on and returns recovery codes. */
export const verifyTwoFactorEndpoint = defineEndpoint({
  ...twoFactor,
  method: 'POST',
  path: '/auth/security/2fa/verify',
  summary: 'Confirm setup with a code; returns recovery codes once',
  body: TwoFactorCodeRequestSchema,
  response: TwoFactorEnabledSchema,
});

/** POST /auth/security/2fa/disable: needs a TOTP or recovery code. */
export const disableTwoFactorEndpoint = defineEndpoint({
  ...twoFactor,
  method: 'POST',
  path: '/auth/security/2fa/disable',
  summary: 'Switch two-factor off (needs a current code or a recovery code)',
  body: TwoFactorCodeRequestSchema,
  response: TwoFactorDisabledSchema,
});

import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';

/** Which captcha the sign-up form shows; reCAPTCHA only when its keys are configured. */
export const CaptchaConfigSchema = z.object({
  provider: z.enum(['altcha', 'recaptcha']),
  challengePath: z.string().nullable(),
  recaptchaV3SiteKey: z.string().nullable(),
  recaptchaV2SiteKey: z.string().nullable(),
});
export type CaptchaConfig = z.infer<typeof CaptchaConfigSchema>;

/** An ALTCHA v2 proof-of-work challenge, as the widget expects it. */
export const AltchaChallengeSchema = z.object({
  parameters: z.looseObject({ algorithm: z.string(), nonce: z.string(), salt: z.string() }),
  signature: z.string().optional(),
});
export type AltchaChallenge = z.infer<typeof AltchaChallengeSchema>;

/** GET /auth/captcha/config. */
export const getCaptchaConfigEndpoint = defineEndpoint({
  method: 'GET',
  path: '/auth/captcha/config',
  summary: 'Captcha provider and public keys for the sign-up form',
  tags: ['auth'],
  auth: 'public',
  response: CaptchaConfigSchema,
});

/** GET /auth/captcha/challenge: a fresh ALTCHA challenge (each solution is accepted once). */
export const getCaptchaChallengeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/auth/captcha/challenge',
  summary: 'A new ALTCHA proof-of-work challenge',
  tags: ['auth'],
  auth: 'public',
  response: AltchaChallengeSchema,
});

import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { MemberLoginResponseSchema } from '../models/member.schemas.js';

const emailInput = z.string().min(1).max(320);
// Passwords are capped in the service (PASSWORD_TOO_LONG); this only bounds the request.
const passwordInput = z.string().max(4096);
const optionalText = (max: number) => z.string().max(max).optional();

/** A plain acknowledgement. */
export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** POST /auth/register body (spec §3 registration payload). */
export const RegisterRequestSchema = z.strictObject({
  email: emailInput,
  password: passwordInput,
  firstName: optionalText(100),
  lastName: optionalText(100),
  displayName: optionalText(100),
  referralCode: optionalText(64).nullable(),
  captchaToken: optionalText(20_000).nullable(),
  captchaV2Token: optionalText(20_000).nullable(),
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

export const RegisterResponseSchema = z.object({
  message: z.string(),
  email: z.string(),
  verificationRequired: z.boolean(),
});
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

/** Sign-in needs a second factor: send the code with this token to POST /auth/login/2fa. */
export const TwoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  challengeToken: z.string(),
  expiresAt: z.iso.datetime(),
});
export type TwoFactorChallenge = z.infer<typeof TwoFactorChallengeSchema>;

/** Result of any sign-in step: a session, or a second-factor challenge. */
export const LoginResultSchema = z.union([MemberLoginResponseSchema, TwoFactorChallengeSchema]);
export type LoginResult = z.infer<typeof LoginResultSchema>;

export const LoginRequestSchema = z.strictObject({ email: emailInput, password: passwordInput });
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const LoginTwoFactorRequestSchema = z.strictObject({
  challengeToken: z.string().min(1).max(200),
  code: z.string().min(1).max(32),
});
export type LoginTwoFactorRequest = z.infer<typeof LoginTwoFactorRequestSchema>;

export const VerifyEmailRequestSchema = z.strictObject({
  email: emailInput,
  token: z.string().min(1).max(64),
});
export type VerifyEmailRequest = z.infer<typeof VerifyEmailRequestSchema>;

export const ResetPasswordRequestSchema = z.strictObject({
  email: emailInput,
  code: z.string().min(1).max(64),
  password: passwordInput,
  confirmPassword: passwordInput.optional(),
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

// A path parameter is validated as an address (no CR/LF or other header-splitting characters).
const EmailParamsSchema = z.object({ email: z.email().max(320) });

/** POST /auth/register: creates an unverified member and emails a verification code. */
export const registerMemberEndpoint = defineEndpoint({
  method: 'POST',
  path: '/auth/register',
  summary: 'Register a member (captcha, optional referral code); a verification code is emailed',
  tags: ['auth'],
  auth: 'public',
  body: RegisterRequestSchema,
  response: RegisterResponseSchema,
  successStatus: 201,
});

/** POST /auth/login: accessToken, user, wallet, or a 2FA challenge when 2FA is on. */
export const loginEndpoint = defineEndpoint({
  method: 'POST',
  path: '/auth/login',
  summary: 'Sign in with email and password; answers a 2FA challenge when two-factor is enabled',
  tags: ['auth'],
  auth: 'public',
  body: LoginRequestSchema,
  response: LoginResultSchema,
});

/** POST /auth/login/2fa: completes a password or OAuth sign-in with a TOTP or recovery code. */
export const loginTwoFactorEndpoint = defineEndpoint({
  method: 'POST',
  path: '/auth/login/2fa',
  summary: 'Complete a sign-in with a TOTP code or a recovery code',
  tags: ['auth'],
  auth: 'public',
  body: LoginTwoFactorRequestSchema,
  response: MemberLoginResponseSchema,
});

/** POST /auth/logout: revokes the current session. */
export const logoutEndpoint = defineEndpoint({
  method: 'POST',
  path: '/auth/logout',
  summary: 'Sign out: revoke the current session',
  tags: ['auth'],
  auth: 'member',
  response: MessageResponseSchema,
});

/** POST /auth/verify/email (spec §7). */
export const verifyEmailEndpoint = defineEndpoint({
  method: 'POST',
  path: '/auth/verify/email',
  summary: 'Verify an email address with the emailed code',
  tags: ['auth'],
  auth: 'public',
  body: VerifyEmailRequestSchema,
  response: MessageResponseSchema,
});

/** POST /auth/resend/email/:email (spec §7): 'User not found', 'Email already verified'. */
export const resendVerificationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/auth/resend/email/:email',
  summary: 'Send a new email verification code',
  tags: ['auth'],
  auth: 'public',
  params: EmailParamsSchema,
  response: MessageResponseSchema,
});

/** POST /auth/forgot-password/:email: the same answer whether or not the account exists. */
export const forgotPasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/auth/forgot-password/:email',
  summary: 'Email a password reset code (same answer for unknown emails)',
  tags: ['auth'],
  auth: 'public',
  params: EmailParamsSchema,
  response: MessageResponseSchema,
});

/** POST /auth/reset-password: single-use, expiring code; revokes sessions; never signs in. */
export const resetPasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/auth/reset-password',
  summary: 'Set a new password with an emailed reset code',
  tags: ['auth'],
  auth: 'public',
  body: ResetPasswordRequestSchema,
  response: MessageResponseSchema,
});

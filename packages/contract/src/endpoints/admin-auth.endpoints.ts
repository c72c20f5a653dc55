import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../constants.js';
import { defineEndpoint } from '../endpoint.js';
import { ERRORS } from '../errors.js';
import { AdminLoginResponseSchema, AdminUserSchema } from '../models/admin.schemas.js';

/** Longest password accepted anywhere, so hashing cannot be used to exhaust the server. */
export const MAX_ADMIN_PASSWORD_LENGTH = 1024;

/** A 6-digit code from an authenticator app. */
export const AdminTotpCodeSchema = z
  .string()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app');

/** A one-time token handed out by the server (setup link or enrollment step). */
const OneTimeTokenSchema = z.string().min(16).max(200);

/** POST /auth/admin/login body; the admin login form always asks for the code. */
export const AdminLoginRequestSchema = z.strictObject({
  email: z.email().max(254),
  password: z.string().min(1).max(MAX_ADMIN_PASSWORD_LENGTH),
  totpCode: AdminTotpCodeSchema.optional(),
});
export type AdminLoginRequest = z.infer<typeof AdminLoginRequestSchema>;

/**
 * Login answer for an admin whose password is right but who has no authenticator yet: scan
 * `otpauthUrl` (or type `secret`), then POST /auth/admin/totp/enroll with a code before `expiresAt`.
 */
export const AdminTotpEnrollmentRequiredSchema = z.object({
  totpEnrollmentRequired: z.literal(true),
  enrollmentToken: z.string(),
  otpauthUrl: z.string(),
  secret: z.string(),
  expiresAt: z.iso.datetime(),
});
export type AdminTotpEnrollmentRequired = z.infer<typeof AdminTotpEnrollmentRequiredSchema>;

/** POST /auth/admin/login answer: a session, or the one-time authenticator enrollment step. */
export const AdminLoginResultSchema = z.union([AdminLoginResponseSchema, AdminTotpEnrollmentRequiredSchema]);
export type AdminLoginResult = z.infer<typeof AdminLoginResultSchema>;

/** POST /auth/admin/totp/enroll body: the enrollment token and a code from the new authenticator. */
export const AdminTotpEnrollRequestSchema = z.strictObject({
  enrollmentToken: OneTimeTokenSchema,
  totpCode: AdminTotpCodeSchema,
});
export type AdminTotpEnrollRequest = z.infer<typeof AdminTotpEnrollRequestSchema>;

/** POST /auth/admin/setup/start body: the one-time setup token a SUPER_ADMIN handed over. */
export const AdminSetupStartRequestSchema = z.strictObject({ setupToken: OneTimeTokenSchema });
export type AdminSetupStartRequest = z.infer<typeof AdminSetupStartRequestSchema>;

/** Who the setup link is for, and the authenticator secret to scan before finishing. */
export const AdminSetupChallengeSchema = z.object({
  email: z.email(),
  name: z.string(),
  otpauthUrl: z.string(),
  secret: z.string(),
  expiresAt: z.iso.datetime(),
});
export type AdminSetupChallenge = z.infer<typeof AdminSetupChallengeSchema>;

/** POST /auth/admin/setup body: choose a password and prove the authenticator works. */
export const AdminSetupRequestSchema = z.strictObject({
  setupToken: OneTimeTokenSchema,
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, ERRORS.PASSWORD_TOO_SHORT.message)
    .max(MAX_ADMIN_PASSWORD_LENGTH),
  totpCode: AdminTotpCodeSchema,
});
export type AdminSetupRequest = z.infer<typeof AdminSetupRequestSchema>;

/** GET /auth/admin/me: the signed-in admin and when the session ends. */
export const AdminMeResponseSchema = z.object({
  admin: AdminUserSchema,
  session: z.object({
    /** Ends at this time if no request comes first (sliding). */
    idleExpiresAt: z.iso.datetime(),
    /** Ends at this time whatever happens. */
    expiresAt: z.iso.datetime(),
  }),
});
export type AdminMeResponse = z.infer<typeof AdminMeResponseSchema>;

/** POST /auth/admin/logout answer. */
export const AdminLogoutResponseSchema = z.object({ loggedOut: z.literal(true) });
export type AdminLogoutResponse = z.infer<typeof AdminLogoutResponseSchema>;

/** POST /auth/admin/login: email, password and authenticator code (spec §7). */
export const adminLoginEndpoint = defineEndpoint({
  method: 'POST',
  path: '/auth/admin/login',
  summary: 'Staff login: returns access_token and admin, or the authenticator enrollment step',
  tags: ['admin-auth'],
  auth: 'public',
  body: AdminLoginRequestSchema,
  response: AdminLoginResultSchema,
});

/** POST /auth/admin/totp/enroll: finishes the enrollment step of login and opens a session. */
export const adminEnrollTotpEndpoint = defineEndpoint({
  method: 'POST',
  path: '/auth/admin/totp/enroll',
  summary: 'Confirm a new authenticator with a code and sign in',
  tags: ['admin-auth'],
  auth: 'public',
  body: AdminTotpEnrollRequestSchema,
  response: AdminLoginResponseSchema,
});

/** POST /auth/admin/setup/start: shows a setup link's admin and a fresh authenticator secret. */
export const adminSetupStartEndpoint = defineEndpoint({
  method: 'POST',
  path: '/auth/admin/setup/start',
  summary: 'Open a one-time admin setup link',
  tags: ['admin-auth'],
  auth: 'public',
  body: AdminSetupStartRequestSchema,
  response: AdminSetupChallengeSchema,
});

/** POST /auth/admin/setup: sets the password, enrolls the authenticator and opens a session. */
export const adminSetupEndpoint = defineEndpoint({
  method: 'POST',
  path: '/auth/admin/setup',
  summary: 'Finish admin account setup (password and authenticator) and sign in',
  tags: ['admin-auth'],
  auth: 'public',
  body: AdminSetupRequestSchema,
  response: AdminLoginResponseSchema,
});

/** POST /auth/admin/logout: revokes the current admin session. */
export const adminLogoutEndpoint = defineEndpoint({
  method: 'POST',
  path: '/auth/admin/logout',
  summary: 'Staff logout (revokes the session)',
  tags: ['admin-auth'],
  auth: 'admin',
  anyStaff: true,
  response: AdminLogoutResponseSchema,
});

/** GET /auth/admin/me: the signed-in admin. */
export const getAdminMeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/auth/admin/me',
  summary: 'The signed-in staff member and their session',
  tags: ['admin-auth'],
  auth: 'admin',
  anyStaff: true,
  response: AdminMeResponseSchema,
});

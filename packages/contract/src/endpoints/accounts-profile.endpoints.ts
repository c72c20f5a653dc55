import { z } from 'zod';
import { AuthProviderSchema } from '../enums.js';
import { defineEndpoint } from '../endpoint.js';
import { DisplayNameSchema, PersonNameSchema } from '../models/member-names.schemas.js';
import { MemberUserSchema } from '../models/member.schemas.js';
import { TreasuryGrantStatusSchema } from '../models/web3.js';
import { MessageResponseSchema } from './accounts.endpoints.js';

/** Sign-in methods of an account (spec §3 linked providers record). */
export const LinkedProvidersSchema = z.object({
  email: z.string().nullable(),
  providers: z.array(AuthProviderSchema),
  hasPassword: z.boolean(),
  hasGoogle: z.boolean(),
  hasTwitter: z.boolean(),
});
export type LinkedProviders = z.infer<typeof LinkedProvidersSchema>;

export const ProfileResponseSchema = z.object({ user: MemberUserSchema });
export type ProfileResponse = z.infer<typeof ProfileResponseSchema>;

export const ProfileWithProvidersResponseSchema = z.object({
  user: MemberUserSchema,
  linkedProviders: LinkedProvidersSchema,
});
export type ProfileWithProvidersResponse = z.infer<typeof ProfileWithProvidersResponseSchema>;

/** PATCH /auth/profile body: the names a member edits on My Account (an empty first or last name clears it). */
export const UpdateProfileRequestSchema = z.strictObject({
  firstName: PersonNameSchema,
  lastName: PersonNameSchema,
  displayName: DisplayNameSchema,
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>;

/** The member's summary on /dashboard, from the data that exists; points figures come from /points/overview (decision 048). */
export const DashboardStatsSchema = z.object({
  /** The points balance (`PointsFigures.balance`, the same column); the dashboard shows the figures of /points/overview. */
  totalPoints: z.number().int(),
  tier: z.string(),
  memberSince: z.iso.datetime(),
  emailVerified: z.boolean(),
  referrals: z.object({ total: z.number().int(), verified: z.number().int() }),
  security: z.object({
    activeSessions: z.number().int(),
    twoFactorEnabled: z.boolean(),
    unreadAlerts: z.number().int(),
  }),
  lastLoginAt: z.iso.datetime().nullable(),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;

/** Welcome tokens: reports what exists; `available` stays false until the wallet module grants them. */
export const WelcomeTokensStatusSchema = z.object({
  available: z.boolean(),
  claimed: z.boolean(),
  amount: z.string().nullable(),
  requirements: z.object({ emailVerified: z.boolean(), walletCreated: z.boolean() }),
  message: z.string(),
  /** The grant's payout state once one exists (decision 042), else null. */
  status: TreasuryGrantStatusSchema.nullable(),
  txHash: z.string().nullable(),
});
export type WelcomeTokensStatus = z.infer<typeof WelcomeTokensStatusSchema>;

export const ChangePasswordRequestSchema = z.strictObject({
  currentPassword: z.string().max(4096),
  newPassword: z.string().max(4096),
  confirmPassword: z.string().max(4096).optional(),
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/** POST /auth/link-password body (spec §3). */
export const LinkPasswordRequestSchema = z.strictObject({
  password: z.string().max(4096),
  confirmPassword: z.string().max(4096),
});
export type LinkPasswordRequest = z.infer<typeof LinkPasswordRequestSchema>;

export const AvatarResponseSchema = z.object({ avatarUrl: z.string() });
export type AvatarResponse = z.infer<typeof AvatarResponseSchema>;

const member = { tags: ['account'], auth: 'member' } as const;

/** GET /auth/profile. */
export const getProfileEndpoint = defineEndpoint({
  ...member,
  method: 'GET',
  path: '/auth/profile',
  summary: "The signed-in member's profile",
  response: ProfileResponseSchema,
});

/** PATCH /auth/profile: change first, last and display name; answers the updated profile. */
export const updateProfileEndpoint = defineEndpoint({
  ...member,
  method: 'PATCH',
  path: '/auth/profile',
  summary: "Change the signed-in member's first, last and display name",
  body: UpdateProfileRequestSchema,
  response: ProfileResponseSchema,
});

/** GET /auth/profile-with-providers. */
export const getProfileWithProvidersEndpoint = defineEndpoint({
  ...member,
  method: 'GET',
  path: '/auth/profile-with-providers',
  summary: 'Profile and linked sign-in providers',
  response: ProfileWithProvidersResponseSchema,
});

/** GET /auth/dashboard-stats. */
export const getDashboardStatsEndpoint = defineEndpoint({
  ...member,
  method: 'GET',
  path: '/auth/dashboard-stats',
  summary: "The member's dashboard figures",
  response: DashboardStatsSchema,
});

/** GET /auth/welcome-tokens-status. */
export const getWelcomeTokensStatusEndpoint = defineEndpoint({
  ...member,
  method: 'GET',
  path: '/auth/welcome-tokens-status',
  summary: 'Whether welcome tokens exist and what they need',
  response: WelcomeTokensStatusSchema,
});

/** POST /auth/change-password: needs the current password; signs out other sessions. */
export const changePasswordEndpoint = defineEndpoint({
  ...member,
  method: 'POST',
  path: '/auth/change-password',
  summary: 'Change the password (current password required); other sessions are signed out',
  body: ChangePasswordRequestSchema,
  response: MessageResponseSchema,
});

/** GET /auth/linked-providers (spec §7: reads email, providers). */
export const getLinkedProvidersEndpoint = defineEndpoint({
  ...member,
  method: 'GET',
  path: '/auth/linked-providers',
  summary: 'Sign-in methods linked to the account',
  response: LinkedProvidersSchema,
});

/** POST /auth/link-password (spec §5). */
export const linkPasswordEndpoint = defineEndpoint({
  ...member,
  method: 'POST',
  path: '/auth/link-password',
  summary: 'Set a password on an account that has none (needs a sign-in within the step-up window)',
  body: LinkPasswordRequestSchema,
  response: LinkedProvidersSchema,
});

/** DELETE /auth/unlink-provider/:provider (spec §5 rule). */
export const unlinkProviderEndpoint = defineEndpoint({
  ...member,
  method: 'DELETE',
  path: '/auth/unlink-provider/:provider',
  summary: 'Unlink Google or X, unless it is the only sign-in method',
  params: z.object({ provider: z.enum(['google', 'twitter']) }),
  response: LinkedProvidersSchema,
});

/** POST /users/avatar: multipart `file`; JPEG, PNG, GIF or WebP by content; resized to a square WebP. */
export const uploadAvatarEndpoint = defineEndpoint({
  method: 'POST',
  path: '/users/avatar',
  summary: 'Upload an avatar image (multipart field "file"; 413 too large, 415 not an image)',
  tags: ['users'],
  auth: 'member',
  response: AvatarResponseSchema,
});

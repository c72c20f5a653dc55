import { z } from 'zod';
import { AuthProviderSchema, CreatorStatusSchema, TierSchema } from '../enums.js';

/** A member as the client sees it (spec §3 User/Member); never carries secrets or provider ids. */
export const MemberUserSchema = z.object({
  id: z.uuid(),
  email: z.email().nullable(),
  emailVerified: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  displayName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  tier: TierSchema,
  totalPoints: z.number().int(),
  isContentCreator: z.boolean(),
  creatorStatus: CreatorStatusSchema,
  hasPassword: z.boolean(),
  twoFactorEnabled: z.boolean(),
  providers: z.array(AuthProviderSchema),
  createdAt: z.iso.datetime(),
});
export type MemberUser = z.infer<typeof MemberUserSchema>;

/** Public wallet data kept with the session (ARCHITECTURE.md §6: never a key). */
export const WalletSummarySchema = z.object({
  address: z.string().nullable(),
  /** Null while the balance is not read from the chain. */
  artfiBalance: z.string().nullable(),
});
export type WalletSummary = z.infer<typeof WalletSummarySchema>;

/** POST /auth/login success body (spec §7): accessToken, user, wallet. */
export const MemberLoginResponseSchema = z.object({
  accessToken: z.string(),
  expiresAt: z.iso.datetime(),
  user: MemberUserSchema,
  wallet: WalletSummarySchema.nullable(),
});
export type MemberLoginResponse = z.infer<typeof MemberLoginResponseSchema>;

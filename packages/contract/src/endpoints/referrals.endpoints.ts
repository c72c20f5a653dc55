import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';

export const ReferralCodeResponseSchema = z.object({
  code: z.string(),
  link: z.string(),
  active: z.boolean(),
});
export type ReferralCodeResponse = z.infer<typeof ReferralCodeResponseSchema>;

/**
 * A referral's reward: PENDING until the referred member has verified their email and earned a first
 * reward, then VESTED (paid to the referrer) or REFUSED (self-referral or a ring: same device or IP cluster).
 */
export const REFERRAL_STATUSES = ['PENDING', 'VESTED', 'REFUSED'] as const;
export const ReferralStatusSchema = z.enum(REFERRAL_STATUSES);
export type ReferralStatus = z.infer<typeof ReferralStatusSchema>;

export const ReferralStatsSchema = z.object({
  code: z.string(),
  totalReferrals: z.number().int(),
  verifiedReferrals: z.number().int(),
  vestedReferrals: z.number().int(),
  refusedReferrals: z.number().int(),
  /** Points the referrer received from vested referrals. */
  pointsEarned: z.number().int(),
  /** Points a referral earns the referrer when it vests: the configured referral reward (today's rule). */
  rewardPoints: z.number().int(),
  recent: z.array(
    z.object({
      displayName: z.string().nullable(),
      joinedAt: z.iso.datetime(),
      emailVerified: z.boolean(),
      status: ReferralStatusSchema,
    }),
  ),
});
export type ReferralStats = z.infer<typeof ReferralStatsSchema>;

/** GET /referral/my-code: the member's code and sign-up link. */
export const getMyReferralCodeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/referral/my-code',
  summary: "The member's referral code and sign-up link",
  tags: ['referral'],
  auth: 'member',
  response: ReferralCodeResponseSchema,
});

/** GET /referral/stats: counts of members who signed up with the code, their states and the reward. */
export const getReferralStatsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/referral/stats',
  summary: 'How many members signed up with the code',
  tags: ['referral'],
  auth: 'member',
  response: ReferralStatsSchema,
});

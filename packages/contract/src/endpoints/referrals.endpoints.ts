import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';

export const ReferralCodeResponseSchema = z.object({
  code: z.string(),
  link: z.string(),
  active: z.boolean(),
});
export type ReferralCodeResponse = z.infer<typeof ReferralCodeResponseSchema>;

export const ReferralStatsSchema = z.object({
  code: z.string(),
  totalReferrals: z.number().int(),
  verifiedReferrals: z.number().int(),
  recent: z.array(
    z.object({ displayName: z.string().nullable(), joinedAt: z.iso.datetime(), emailVerified: z.boolean() }),
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

/** GET /referral/stats: counts of members who signed up with the code. */
export const getReferralStatsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/referral/stats',
  summary: 'How many members signed up with the code',
  tags: ['referral'],
  auth: 'member',
  response: ReferralStatsSchema,
});

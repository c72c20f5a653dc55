import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { TierSchema } from '../enums.js';
import {
  SOCIAL_BLOCK_REASONS,
  SOCIAL_EVIDENCE_MAX,
  SOCIAL_TASK_KINDS,
  SOCIAL_TASK_STATES,
  SOCIAL_VERIFIED_VIA,
  SOCIAL_VERIFY_MODES,
} from '../models/social.js';

export const SocialTaskKindSchema = z.enum(SOCIAL_TASK_KINDS);
export const SocialTaskStateSchema = z.enum(SOCIAL_TASK_STATES);
export const SocialVerifyModeSchema = z.enum(SOCIAL_VERIFY_MODES);
export const SocialVerifiedViaSchema = z.enum(SOCIAL_VERIFIED_VIA);
export const SocialBlockReasonSchema = z.enum(SOCIAL_BLOCK_REASONS);

/** One task as a member sees it, with where they stand. */
export const MemberSocialTaskSchema = z.object({
  id: z.uuid(),
  kind: SocialTaskKindSchema,
  title: z.string(),
  /** The account's username (FOLLOW) or the post's id (LIKE, RETWEET). */
  target: z.string(),
  targetUrl: z.string(),
  points: z.number().int(),
  minTier: TierSchema.nullable(),
  startsAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime().nullable(),
  state: SocialTaskStateSchema,
  /** Why it cannot be done now (null when it can, or when it is already settled). */
  blockedReason: SocialBlockReasonSchema.nullable(),
  /** Points the member was paid for it (0 until verified). */
  pointsAwarded: z.number().int(),
  /** Staff's reason for a rejection, or why a reward was reversed. */
  reason: z.string().nullable(),
  verifiedAt: z.iso.datetime().nullable(),
});
export type MemberSocialTask = z.infer<typeof MemberSocialTaskSchema>;

/** GET /social/requirements: how verification works now, the member's X link and every task. */
export const SocialRequirementsSchema = z.object({
  mode: SocialVerifyModeSchema,
  /** Whether X is linked; when not, the member links it through POST /auth/link-provider/twitter. */
  xLinked: z.boolean(),
  tasks: z.array(MemberSocialTaskSchema),
});
export type SocialRequirements = z.infer<typeof SocialRequirementsSchema>;

/** GET /social/follows: the accounts the member's verified follow tasks are for. */
export const SocialFollowsSchema = z.object({
  items: z.array(
    z.object({
      taskId: z.uuid(),
      account: z.string(),
      state: SocialTaskStateSchema,
      verifiedAt: z.iso.datetime(),
    }),
  ),
});
export type SocialFollows = z.infer<typeof SocialFollowsSchema>;

export const SocialTaskIdBodySchema = z.strictObject({ taskId: z.uuid() });
export type SocialTaskIdBody = z.infer<typeof SocialTaskIdBodySchema>;

/** The answer to a verify or an evidence submission: the task's new state and the balance. */
export const SocialVerifyResultSchema = z.object({
  task: MemberSocialTaskSchema,
  balance: z.number().int(),
});
export type SocialVerifyResult = z.infer<typeof SocialVerifyResultSchema>;

const EvidenceUrlSchema = z
  .string()
  .trim()
  .max(500)
  .refine((value) => /^https?:\/\/\S+$/i.test(value), 'Enter a full http(s) link.');

/** POST /social/follow/manual-verify: evidence staff will review; a link, a note or both. */
export const SocialManualVerifyBodySchema = z
  .strictObject({
    taskId: z.uuid(),
    evidenceUrl: EvidenceUrlSchema.optional(),
    evidenceText: z.string().trim().max(SOCIAL_EVIDENCE_MAX).optional(),
  })
  .refine((body) => Boolean(body.evidenceUrl || body.evidenceText), {
    message: 'Add a link or a note as evidence.',
    path: ['evidenceText'],
  });
export type SocialManualVerifyBody = z.input<typeof SocialManualVerifyBodySchema>;

/** GET /social/tweet-details?taskId=: the post a LIKE or RETWEET task is about, as X shows it. */
export const TweetDetailsSchema = z.object({
  id: z.string(),
  text: z.string(),
  url: z.string(),
  createdAt: z.string().nullable(),
  author: z.object({ id: z.string(), username: z.string().nullable(), name: z.string().nullable() }),
  likeCount: z.number().int().nullable(),
  retweetCount: z.number().int().nullable(),
});
export type TweetDetails = z.infer<typeof TweetDetailsSchema>;

const member = { tags: ['social'], auth: 'member' } as const;

/** GET /social/requirements. */
export const getSocialRequirementsEndpoint = defineEndpoint({
  ...member,
  method: 'GET',
  path: '/social/requirements',
  summary: 'Social tasks the member can do and did, and how they are verified',
  response: SocialRequirementsSchema,
});

/** GET /social/follows. */
export const listSocialFollowsEndpoint = defineEndpoint({
  ...member,
  method: 'GET',
  path: '/social/follows',
  summary: "The X accounts the member's verified follow tasks are for",
  response: SocialFollowsSchema,
});

/** POST /social/follow/twitter/verify: checks a FOLLOW task on X and pays it once. */
export const verifySocialFollowEndpoint = defineEndpoint({
  ...member,
  method: 'POST',
  path: '/social/follow/twitter/verify',
  summary: 'Verify a follow task on X and award its points once',
  body: SocialTaskIdBodySchema,
  response: SocialVerifyResultSchema,
});

/** POST /social/engage/like: checks a LIKE task on X and pays it once. */
export const verifySocialLikeEndpoint = defineEndpoint({
  ...member,
  method: 'POST',
  path: '/social/engage/like',
  summary: 'Verify a like task on X and award its points once',
  body: SocialTaskIdBodySchema,
  response: SocialVerifyResultSchema,
});

/** POST /social/engage/retweet: checks a RETWEET task on X and pays it once. */
export const verifySocialRetweetEndpoint = defineEndpoint({
  ...member,
  method: 'POST',
  path: '/social/engage/retweet',
  summary: 'Verify a retweet task on X and award its points once',
  body: SocialTaskIdBodySchema,
  response: SocialVerifyResultSchema,
});

/** POST /social/follow/manual-verify: evidence for staff when X checks are off. */
export const manualVerifySocialTaskEndpoint = defineEndpoint({
  ...member,
  method: 'POST',
  path: '/social/follow/manual-verify',
  summary: 'Send evidence for a social task to the manual review queue',
  body: SocialManualVerifyBodySchema,
  response: SocialVerifyResultSchema,
  successStatus: 202,
});

/** GET /social/tweet-details. */
export const getTweetDetailsEndpoint = defineEndpoint({
  ...member,
  method: 'GET',
  path: '/social/tweet-details',
  summary: 'The post a like or retweet task is about (cached)',
  query: z.strictObject({ taskId: z.uuid() }),
  response: TweetDetailsSchema,
});

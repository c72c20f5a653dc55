import { z } from 'zod';
import {
  ACTIVITY_TYPES,
  ACTIVITY_STATUSES,
  ACTIVITY_VISIBILITIES,
  LICENCES,
  TAG_TYPES,
  MEDIA_ASSET_KINDS,
  TRANSCODE_STATES,
} from './activity-values.js';

export * from './activity-values.js';

// The schemas of the enums in activity-values.ts.
export const ActivityTypeSchema = z.enum(ACTIVITY_TYPES);
export const ActivityStatusSchema = z.enum(ACTIVITY_STATUSES);
export const ActivityVisibilitySchema = z.enum(ACTIVITY_VISIBILITIES);
export const LicenceSchema = z.enum(LICENCES);
export const TagTypeSchema = z.enum(TAG_TYPES);
export const MediaAssetKindSchema = z.enum(MEDIA_ASSET_KINDS);
export const TranscodeStateSchema = z.enum(TRANSCODE_STATES);

/** The spec's movie card (image, title, movieTime), used by rows and grids. */
export const ActivityCardSchema = z.object({
  id: z.uuid(),
  image: z.string().nullable(),
  title: z.string(),
  movieTime: z.string().nullable(),
});
export type ActivityCard = z.infer<typeof ActivityCardSchema>;

/** A tag with the spec's sample-data fields. */
export const TagSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  thumbnail: z.string().nullable(),
  type: TagTypeSchema,
});
export type Tag = z.infer<typeof TagSchema>;

/** A person as credits show them (the full cast-member record has more fields). */
export const CreditedPersonSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  profileImage: z.string().nullable(),
  designation: z.string(),
});
export const ActivityCreditSchema = z.object({ role: z.string(), person: CreditedPersonSchema });
export type ActivityCredit = z.infer<typeof ActivityCreditSchema>;

/** URLs of an activity's playable media; null until transcoding made them (and HLS until it is live). */
export const ActivityMediaSchema = z.object({
  hlsUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  previewUrl: z.string().nullable(),
  storyboardUrl: z.string().nullable(),
  renditions: z.array(z.object({ label: z.string(), width: z.number().int(), height: z.number().int() })),
  /** The wide hero image a creator uploaded (optional in the type for older fixtures; always sent). */
  bannerUrl: z.string().nullable().optional(),
  /** WebVTT caption tracks by language label (always sent once playable). */
  captions: z.array(z.object({ label: z.string(), url: z.string() })).optional(),
});
export type ActivityMedia = z.infer<typeof ActivityMediaSchema>;

/** The member who made an activity, as its watch page names them (never their email). */
export const ActivityCreatorSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
});
export type ActivityCreator = z.infer<typeof ActivityCreatorSchema>;

/** One published activity as members and guests see it. */
export const ActivityDetailSchema = z.object({
  id: z.uuid(),
  type: ActivityTypeSchema,
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.object({ id: z.uuid(), slug: z.string(), name: z.string() }).nullable(),
  creatorId: z.uuid().nullable(),
  /** Name and avatar of the creator (optional in the type for older fixtures; always sent). */
  creator: ActivityCreatorSchema.nullable().optional(),
  visibility: ActivityVisibilitySchema,
  licence: LicenceSchema,
  publishAt: z.iso.datetime().nullable(),
  /** Published with a future publishAt: listed under Coming Soon, not playable yet. */
  comingSoon: z.boolean(),
  /**
   * The real state while the item is not published, for the only readers who see it then (its creator and
   * moderators); null (or absent, for older fixtures) once it is published.
   */
  previewStatus: ActivityStatusSchema.nullable().optional(),
  durationSeconds: z.number().int().nullable(),
  viewCount: z.number().int(),
  pointsReward: z.number().int(),
  isDemo: z.boolean(),
  createdAt: z.iso.datetime(),
  tags: z.array(TagSchema),
  credits: z.array(ActivityCreditSchema),
  media: ActivityMediaSchema,
  card: ActivityCardSchema,
});
export type ActivityDetail = z.infer<typeof ActivityDetailSchema>;

/** Public numbers of an activity: counted views, distinct viewers and all credited watch time. */
export const ActivityStatsSchema = z.object({
  id: z.uuid(),
  viewCount: z.number().int(),
  durationSeconds: z.number().int().nullable(),
  uniqueViewers: z.number().int(),
  totalWatchSeconds: z.number(),
});
export type ActivityStats = z.infer<typeof ActivityStatsSchema>;

/**
 * The reason a processing attempt records when the server's disk filled up; the web says it in the reader's
 * language. Nothing of the attempt is kept, and the video can be processed again.
 */
export const TRANSCODE_STORAGE_FULL_REASON =
  'The server ran out of storage space while processing the video. Nothing was kept; it can be tried again.';

/** Where a creator's video is in the pipeline (the upload screen polls it). */
export const TranscodeStatusSchema = z.object({
  activityId: z.uuid(),
  state: TranscodeStateSchema,
  progress: z.number().int().min(0).max(100),
  attempts: z.number().int(),
  failureReason: z.string().nullable(),
  startedAt: z.iso.datetime().nullable(),
  finishedAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime(),
});
export type TranscodeStatus = z.infer<typeof TranscodeStatusSchema>;

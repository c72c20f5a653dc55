import { z } from 'zod';

/** Kinds of activity members can do (spec §7 Activities); VIDEO is the first to have content. */
export const ACTIVITY_TYPES = ['VIDEO', 'QUIZ', 'GAME', 'FEATURED'] as const;
export const ActivityTypeSchema = z.enum(ACTIVITY_TYPES);
export type ActivityType = z.infer<typeof ActivityTypeSchema>;

/**
 * Lifecycle of an activity:
 * - DRAFT: created, no media yet (or media removed); only its creator and staff see it.
 * - PROCESSING: a source was accepted and is being probed and transcoded.
 * - PENDING_REVIEW: media is ready and the creator submitted it; moderators decide.
 * - PUBLISHED: visible to members (once `publishAt` has passed; before that it is "Coming Soon").
 * - REJECTED: a moderator declined it; the creator may edit and resubmit.
 * - ARCHIVED: taken down by its creator or staff; kept for history and earnings.
 * - FAILED: transcoding failed for good; the reason is on its transcode job and "retry" is offered.
 */
export const ACTIVITY_STATUSES = [
  'DRAFT',
  'PROCESSING',
  'PENDING_REVIEW',
  'PUBLISHED',
  'REJECTED',
  'ARCHIVED',
  'FAILED',
] as const;
export const ActivityStatusSchema = z.enum(ACTIVITY_STATUSES);
export type ActivityStatus = z.infer<typeof ActivityStatusSchema>;

/**
 * Who may open a published activity: PUBLIC (listed and searchable), UNLISTED (anyone with the link,
 * never listed), PRIVATE (its creator and staff only).
 */
export const ACTIVITY_VISIBILITIES = ['PUBLIC', 'UNLISTED', 'PRIVATE'] as const;
export const ActivityVisibilitySchema = z.enum(ACTIVITY_VISIBILITIES);
export type ActivityVisibility = z.infer<typeof ActivityVisibilitySchema>;

/** Licences a creator can publish under. */
export const LICENCES = [
  'ALL_RIGHTS_RESERVED',
  'CC_BY',
  'CC_BY_SA',
  'CC_BY_NC',
  'CC_BY_NC_SA',
  'CC_BY_ND',
  'CC_BY_NC_ND',
  'CC0',
] as const;
export const LicenceSchema = z.enum(LICENCES);
export type Licence = z.infer<typeof LicenceSchema>;

/** Tag types of the spec's sample data (spec §1). */
export const TAG_TYPES = ['movie', 'tv-show', 'video'] as const;
export const TagTypeSchema = z.enum(TAG_TYPES);
export type TagType = z.infer<typeof TagTypeSchema>;

/**
 * Files that belong to an activity. SOURCE is the upload (never served); HLS_MASTER and RENDITION are
 * playlists; THUMBNAIL, PREVIEW (short muted clip), STORYBOARD (sprite + WebVTT index), CAPTION (WebVTT)
 * and BANNER are served to players and cards.
 */
export const MEDIA_ASSET_KINDS = [
  'SOURCE',
  'HLS_MASTER',
  'RENDITION',
  'THUMBNAIL',
  'PREVIEW',
  'STORYBOARD',
  'CAPTION',
  'BANNER',
] as const;
export const MediaAssetKindSchema = z.enum(MEDIA_ASSET_KINDS);
export type MediaAssetKind = z.infer<typeof MediaAssetKindSchema>;

/**
 * State of an activity's transcode job: QUEUED (waiting for a worker), PROBING (ffprobe checks the
 * source), TRANSCODING (ffmpeg runs; `progress` 0-100), READY (outputs stored), FAILED (reason recorded;
 * retried automatically a few times, then offered to the creator or staff as "retry").
 */
export const TRANSCODE_STATES = ['QUEUED', 'PROBING', 'TRANSCODING', 'READY', 'FAILED'] as const;
export const TranscodeStateSchema = z.enum(TRANSCODE_STATES);
export type TranscodeState = z.infer<typeof TranscodeStateSchema>;

/** Formats a duration as a card's movieTime: `m:ss`, or `h:mm:ss` from one hour. */
export function formatMovieTime(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

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

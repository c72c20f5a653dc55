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

// The activity enums as plain values and types, and card formatting, without zod: the web's first page imports
// these (activity.schemas.ts adds the schemas; docs/decisions/025-zod-free-web-routes.md).

/** Kinds of activity members can do (spec §7 Activities); VIDEO is the first to have content. */
export const ACTIVITY_TYPES = ['VIDEO', 'QUIZ', 'GAME', 'FEATURED'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

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
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/**
 * Who may open a published activity: PUBLIC (listed and searchable), UNLISTED (anyone with the link,
 * never listed), PRIVATE (its creator and staff only).
 */
export const ACTIVITY_VISIBILITIES = ['PUBLIC', 'UNLISTED', 'PRIVATE'] as const;
export type ActivityVisibility = (typeof ACTIVITY_VISIBILITIES)[number];

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
export type Licence = (typeof LICENCES)[number];

/** Tag types of the spec's sample data (spec §1). */
export const TAG_TYPES = ['movie', 'tv-show', 'video'] as const;
export type TagType = (typeof TAG_TYPES)[number];

/**
 * Files that belong to an activity. SOURCE is the upload (never served); HLS_MASTER and RENDITION are
 * playlists; THUMBNAIL, PREVIEW (short muted clip), STORYBOARD (sprite + WebVTT index), CAPTION (WebVTT)
 * and BANNER are served to players and cards; QUIZ_IMAGE is a question picture of a quiz (several per quiz); GAME_IMAGE a memory card or puzzle painting of a game;
 * STORY_IMAGE a picture of a featured story.
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
  'QUIZ_IMAGE',
  'GAME_IMAGE',
  'STORY_IMAGE',
] as const;
export type MediaAssetKind = (typeof MEDIA_ASSET_KINDS)[number];

/**
 * State of an activity's transcode job: QUEUED (waiting for a worker), PROBING (ffprobe checks the
 * source), TRANSCODING (ffmpeg runs; `progress` 0-100), READY (outputs stored), FAILED (reason recorded;
 * retried automatically a few times, then offered to the creator or staff as "retry").
 */
export const TRANSCODE_STATES = ['QUEUED', 'PROBING', 'TRANSCODING', 'READY', 'FAILED'] as const;
export type TranscodeState = (typeof TRANSCODE_STATES)[number];

/** Formats a duration as a card's movieTime: `m:ss`, or `h:mm:ss` from one hour. */
export function formatMovieTime(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Sort orders of GET /activities (see docs/decisions/011-watch-time.md for trending and recommended). */
export const ACTIVITY_SORTS = ['newest', 'trending', 'popular', 'recommended'] as const;
export type ActivitySort = (typeof ACTIVITY_SORTS)[number];

/**
 * SINGLE: exactly one choice is right and one is picked; MULTIPLE: one or more are right; TRUE_FALSE: two
 * choices (true, false), one right; IMAGE: a picture is the question, one choice is right.
 */
export const QUIZ_QUESTION_KINDS = ['SINGLE', 'MULTIPLE', 'TRUE_FALSE', 'IMAGE'] as const;

/** Whether a member picks exactly one choice for this kind (all kinds but MULTIPLE). */
export function isSingleAnswerKind(kind: (typeof QUIZ_QUESTION_KINDS)[number]): boolean {
  return kind !== 'MULTIPLE';
}

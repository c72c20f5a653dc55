import { z } from 'zod';
import {
  ActivityCardSchema,
  ActivityStatusSchema,
  ActivityTypeSchema,
  ActivityVisibilitySchema,
  LicenceSchema,
  TranscodeStateSchema,
} from './activity.schemas.js';
import { ACTIVITY_SORTS } from './activity-values.js';

/**
 * How a card's points relate to what a member gets: the amount is before the member's tier multiplier, so
 * with every tier at ×1 or more it is the least a member earns (FROM), with every tier at ×1 or less the most
 * (UP_TO), with all at ×1 exactly what each earns (EXACT), and with tiers either side the base (BASE).
 */
export const CARD_POINTS_QUALIFIERS = ['EXACT', 'FROM', 'UP_TO', 'BASE'] as const;
export type CardPointsQualifier = (typeof CARD_POINTS_QUALIFIERS)[number];

/** A card's points chip: base for the kind (or the activity's own) × category × creator multipliers. */
export const CardPointsSchema = z.object({
  amount: z.number().int(),
  qualifier: z.enum(CARD_POINTS_QUALIFIERS),
});
export type CardPoints = z.infer<typeof CardPointsSchema>;

/** Fields a creator sets on a video; tags are free titles (created on first use, at most 20). */
const ActivityFieldsSchema = z.strictObject({
  title: z.string().trim().min(1).max(200),
  description: z.string().max(5000),
  categoryId: z.uuid().nullable(),
  tags: z.array(z.string().trim().min(1).max(40)).max(20),
  licence: LicenceSchema,
  visibility: ActivityVisibilitySchema,
  /** Publish later: once approved the video is Coming Soon until this moment. */
  publishAt: z.iso.datetime({ offset: true }).nullable(),
});

/** POST /activities/create: a new DRAFT (videos only for now). */
export const CreateActivityBodySchema = ActivityFieldsSchema.partial({
  description: true,
  categoryId: true,
  tags: true,
  licence: true,
  visibility: true,
  publishAt: true,
}).extend({ type: z.literal('VIDEO') });
export type CreateActivityBody = z.infer<typeof CreateActivityBodySchema>;

/** PATCH /activities/:id: any subset of the creator's fields. */
export const UpdateActivityBodySchema = ActivityFieldsSchema.partial();
export type UpdateActivityBody = z.infer<typeof UpdateActivityBodySchema>;

/** Processing facts of a creator's own video (null before any upload). */
export const CreatorTranscodeSchema = z.object({
  state: TranscodeStateSchema,
  progress: z.number().int().min(0).max(100),
  attempts: z.number().int(),
  failureReason: z.string().nullable(),
});

/** A creator's own activity, whatever its status. */
export const CreatorActivitySchema = z.object({
  id: z.uuid(),
  type: ActivityTypeSchema,
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  categoryId: z.uuid().nullable(),
  tags: z.array(z.string()),
  licence: LicenceSchema,
  visibility: ActivityVisibilitySchema,
  status: ActivityStatusSchema,
  publishAt: z.iso.datetime().nullable(),
  durationSeconds: z.number().int().nullable(),
  viewCount: z.number().int(),
  thumbnailUrl: z.string().nullable(),
  transcode: CreatorTranscodeSchema.nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type CreatorActivity = z.infer<typeof CreatorActivitySchema>;

export const CreatorActivityListSchema = z.object({ items: z.array(CreatorActivitySchema) });

export const ActivitySortSchema = z.enum(ACTIVITY_SORTS);

const CursorQuerySchema = z.object({
  /** Opaque cursor from the previous page's `nextCursor`. */
  cursor: z.string().max(400).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** GET /activities query: filters, sort and cursor. `category` is a slug or an id. */
export const ActivityListQuerySchema = CursorQuerySchema.extend({
  type: ActivityTypeSchema.optional(),
  category: z.string().min(1).max(120).optional(),
  tag: z.string().min(1).max(120).optional(),
  creator: z.uuid().optional(),
  q: z.string().trim().min(1).max(100).optional(),
  sort: ActivitySortSchema.default('newest'),
});
export type ActivityListQuery = z.infer<typeof ActivityListQuerySchema>;

export const ActivityPageQuerySchema = CursorQuerySchema;

/**
 * Who presents a sponsored activity (decision 061): a running campaign of an ACTIVE partner sponsors it. The
 * bonus it adds on completion, or `budgetUsedUp` once less than one bonus is left.
 */
export const CardSponsorSchema = z.object({
  partnerId: z.uuid(),
  partnerName: z.string(),
  logoUrl: z.string().nullable(),
  bonusPoints: z.number().int(),
  /** Too little budget is left for one more bonus: the card and page say the bonus is used up. */
  budgetUsedUp: z.boolean(),
});
export type CardSponsor = z.infer<typeof CardSponsorSchema>;

/** One listed activity: the spec's movie card plus what rows and grids show around it. */
export const ActivityListItemSchema = z.object({
  id: z.uuid(),
  type: ActivityTypeSchema,
  slug: z.string(),
  title: z.string(),
  category: z.object({ id: z.uuid(), slug: z.string(), name: z.string() }).nullable(),
  creatorId: z.uuid().nullable(),
  publishAt: z.iso.datetime().nullable(),
  durationSeconds: z.number().int().nullable(),
  viewCount: z.number().int(),
  card: ActivityCardSchema,
  /** The points chip: what completing earns before the member's tier multiplier, null when it earns nothing. */
  points: CardPointsSchema.nullable(),
  /** The short muted clip cards play on hover or focus; null until transcoding made one. */
  previewUrl: z.string().nullable().optional(),
  /** "Presented by" on the card; null when no running campaign sponsors it. */
  sponsor: CardSponsorSchema.nullable().optional(),
});
export type ActivityListItem = z.infer<typeof ActivityListItemSchema>;

/** A page of activities; `nextCursor` is null on the last page. */
export const ActivityPageSchema = z.object({
  items: z.array(ActivityListItemSchema),
  nextCursor: z.string().nullable(),
});
export type ActivityPage = z.infer<typeof ActivityPageSchema>;

import { z } from 'zod';
import { EarningFieldSchema } from './earning.schemas.js';

/**
 * Why a story's video cannot play in it: its premiere is ahead, its stream is not ready, or it is not (or no
 * longer) public — private, unpublished or held by reports.
 */
export const STORY_VIDEO_UNAVAILABLE = ['COMING_SOON', 'PREPARING', 'NOT_AVAILABLE'] as const;

/** Most sections one story may have. */
export const STORY_MAX_SECTIONS = 40;

const CaptionSchema = z.string().trim().max(500).default('');

/** Safe markup (models/story-markup.ts): paragraphs, "## " headings, *emphasis*, [links](https://…). */
export const StoryTextSectionSchema = z.strictObject({
  kind: z.literal('TEXT'),
  text: z.string().trim().min(1).max(20_000),
});

/** A high-resolution picture read with deep zoom: a key uploaded to this story, or an https address. */
export const StoryImageSectionSchema = z.strictObject({
  kind: z.literal('IMAGE'),
  ref: z.string().trim().min(1).max(500),
  alt: z.string().trim().min(1).max(300),
  caption: CaptionSchema,
});

/** A published video of the catalogue, played inside the story. */
export const StoryVideoSectionSchema = z.strictObject({
  kind: z.literal('VIDEO'),
  activityId: z.uuid(),
  caption: CaptionSchema,
});

/** A quotation and who said it. */
export const StoryQuoteSectionSchema = z.strictObject({
  kind: z.literal('QUOTE'),
  text: z.string().trim().min(1).max(2000),
  attribution: z.string().trim().min(1).max(300),
});

/** One section as an author writes it. */
export const StorySectionInputSchema = z.discriminatedUnion('kind', [
  StoryTextSectionSchema,
  StoryImageSectionSchema,
  StoryVideoSectionSchema,
  StoryQuoteSectionSchema,
]);
export type StorySectionInput = z.input<typeof StorySectionInputSchema>;
export type StorySection = z.output<typeof StorySectionInputSchema>;

/** A whole story as an author writes it (POST and PUT replace every section). */
export const StoryInputSchema = z.strictObject({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(5000).default(''),
  categoryId: z.uuid().nullable().default(null),
  pointsReward: z.number().int().min(0).max(100_000).default(0),
  sections: z.array(StorySectionInputSchema).min(1).max(STORY_MAX_SECTIONS),
});
export type StoryInput = z.input<typeof StoryInputSchema>;

/** A section as readers get it: its address (images and videos resolved) and the reading it needs. */
export const StoryReadSectionSchema = z.discriminatedUnion('kind', [
  StoryTextSectionSchema.extend({ minSeconds: z.number() }),
  StoryImageSectionSchema.extend({ url: z.string(), caption: z.string(), minSeconds: z.number() }),
  StoryVideoSectionSchema.extend({
    caption: z.string(),
    title: z.string(),
    thumbnailUrl: z.string().nullable(),
    /** The stream to play inside the story, when everyone may play it now; else null and the reason. */
    hlsUrl: z.string().nullable(),
    unavailable: z.enum(STORY_VIDEO_UNAVAILABLE).nullable(),
    durationSeconds: z.number().nullable(),
    minSeconds: z.number(),
  }),
  StoryQuoteSectionSchema.extend({ minSeconds: z.number() }),
]);
export type StoryReadSection = z.infer<typeof StoryReadSectionSchema>;

/** The author's (and moderator's) view of a story: every section as written, with status. */
export const StoryAuthoringSchema = z.object({
  activityId: z.uuid(),
  status: z.string(),
  title: z.string(),
  description: z.string(),
  categoryId: z.uuid().nullable(),
  pointsReward: z.number().int(),
  sections: z.array(StoryReadSectionSchema),
});
export type StoryAuthoring = z.infer<typeof StoryAuthoringSchema>;

/** The member's reading so far: seconds credited per section (never over its minimum) and whether it is done. */
export const StoryReadingSchema = z.object({
  creditedSeconds: z.array(z.number()),
  reachedEnd: z.boolean(),
  completed: z.boolean(),
  /** The last view's sequence number: a reader coming back continues after it. */
  lastSequence: z.number().int(),
});
export type StoryReading = z.infer<typeof StoryReadingSchema>;

/** GET /activities/:id/story: the published story to read. */
export const StoryViewSchema = z.object({
  activityId: z.uuid(),
  title: z.string(),
  sections: z.array(StoryReadSectionSchema),
});
export type StoryView = z.infer<typeof StoryViewSchema>;

/** One section view, sent while a section is on screen (every few seconds and when it changes). */
export const StorySectionViewInputSchema = z.strictObject({
  /** Increases with every view of this reading; repeated or older numbers change nothing. */
  sequence: z.number().int().min(1).max(1_000_000_000),
  section: z
    .number()
    .int()
    .min(0)
    .max(STORY_MAX_SECTIONS - 1),
});
export type StorySectionViewInput = z.infer<typeof StorySectionViewInputSchema>;

/** What a view credited, the reading so far and, on the view that completes it, the points decision. */
export const StorySectionViewResultSchema = StoryReadingSchema.extend({
  accepted: z.boolean(),
  earning: EarningFieldSchema,
});
export type StorySectionViewResult = z.infer<typeof StorySectionViewResultSchema>;

/** An uploaded story picture: the key to put in an image section and its address. */
export const StoryImageSchema = z.object({ ref: z.string(), url: z.string() });
export type StoryImage = z.infer<typeof StoryImageSchema>;

import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { CreatorStatusSchema } from '../enums.js';
import { isWebLink } from '../models/creator-application.js';
import {
  CREATOR_BAN_REASON_MAX,
  CREATOR_DISPLAY_NAME_MAX,
  CREATOR_HANDLE_MAX,
  CREATOR_PROFILE_BIO_MAX,
  CREATOR_SORTS,
  isHandleShaped,
  isReservedHandle,
  MAX_CREATOR_PROFILE_CATEGORIES,
  MAX_CREATOR_PROFILE_LINKS,
} from '../models/creator-profile.js';

export const CreatorSortSchema = z.enum(CREATOR_SORTS);

/** A handle as typed: shape and length checked, reserved words refused; uniqueness is the database's. */
export const CreatorHandleSchema = z
  .string()
  .trim()
  .max(CREATOR_HANDLE_MAX)
  .refine(isHandleShaped, 'Use 3 to 30 letters, digits, _ or -, starting and ending with a letter or digit.')
  .refine((handle) => !isReservedHandle(handle), 'This handle is reserved. Choose another.');

const ProfileLinkSchema = z.string().trim().max(500).refine(isWebLink, 'Enter a full http(s) link.');

/** PUT /users/creator-profile: the whole public profile (categories are content category slugs). */
export const CreatorProfileBodySchema = z.strictObject({
  handle: CreatorHandleSchema,
  displayName: z.string().trim().min(1).max(CREATOR_DISPLAY_NAME_MAX),
  bio: z.string().trim().max(CREATOR_PROFILE_BIO_MAX).default(''),
  links: z
    .array(ProfileLinkSchema)
    .max(MAX_CREATOR_PROFILE_LINKS)
    .refine((links) => new Set(links).size === links.length, 'Each link once.')
    .default([]),
  categories: z
    .array(z.string().trim().min(1).max(120))
    .max(MAX_CREATOR_PROFILE_CATEGORIES)
    .refine((slugs) => new Set(slugs).size === slugs.length, 'Each category once.')
    .default([]),
});
export type CreatorProfileBody = z.input<typeof CreatorProfileBodySchema>;
export type CreatorProfileInput = z.output<typeof CreatorProfileBodySchema>;

export const CreatorCategorySchema = z.object({ id: z.uuid(), slug: z.string(), name: z.string() });
export type CreatorCategory = z.infer<typeof CreatorCategorySchema>;

/** What every reader of a creator sees: the discover card. */
export const CreatorCardSchema = z.object({
  userId: z.uuid(),
  handle: z.string(),
  displayName: z.string(),
  bio: z.string(),
  avatarUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  categories: z.array(CreatorCategorySchema),
  followerCount: z.number().int(),
  /** Listed (published, public) videos. */
  videoCount: z.number().int(),
  /** Views of the listed content. */
  viewCount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type CreatorCard = z.infer<typeof CreatorCardSchema>;

/** GET /creators/:handle: the same for every reader (cacheable); "you follow" is a separate call. */
export const CreatorPublicPageSchema = CreatorCardSchema.extend({ links: z.array(z.string()) });
export type CreatorPublicPage = z.infer<typeof CreatorPublicPageSchema>;

/** The creator's own profile. */
export const CreatorProfileSchema = CreatorPublicPageSchema.omit({
  videoCount: true,
  viewCount: true,
}).extend({
  updatedAt: z.iso.datetime(),
});
export type CreatorProfile = z.infer<typeof CreatorProfileSchema>;

/** Why staff banned the creator, shown in their creator area. */
export const CreatorBanNoticeSchema = z.object({ reason: z.string(), bannedAt: z.iso.datetime() });
export type CreatorBanNotice = z.infer<typeof CreatorBanNoticeSchema>;

/** GET /users/creator-profile: the profile (null until first saved) and, when banned, why. */
/** What the form starts with before the first save: the member's display name and a free handle from it. */
export const CreatorProfileSuggestionSchema = z.object({
  handle: z.string().nullable(),
  displayName: z.string(),
});
export type CreatorProfileSuggestion = z.infer<typeof CreatorProfileSuggestionSchema>;

export const CreatorProfileViewSchema = z.object({
  profile: CreatorProfileSchema.nullable(),
  /** Set while `profile` is null: without a handle the creator is not listed on /creators. */
  suggestion: CreatorProfileSuggestionSchema.nullable(),
  creatorStatus: CreatorStatusSchema,
  ban: CreatorBanNoticeSchema.nullable(),
});
export type CreatorProfileView = z.infer<typeof CreatorProfileViewSchema>;

export const CreatorBannerResponseSchema = z.object({ bannerUrl: z.string() });
export type CreatorBannerResponse = z.infer<typeof CreatorBannerResponseSchema>;

/** GET /creators query; `cursor` is the previous page's nextCursor. */
export const CreatorDiscoverQuerySchema = z.strictObject({
  q: z.string().trim().min(1).max(100).optional(),
  category: z.string().trim().min(1).max(120).optional(),
  sort: CreatorSortSchema.default('popular'),
  cursor: z.string().max(400).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(12),
});
export type CreatorDiscoverQuery = z.infer<typeof CreatorDiscoverQuerySchema>;

export const CreatorDiscoverPageSchema = z.object({
  items: z.array(CreatorCardSchema),
  nextCursor: z.string().nullable(),
});
export type CreatorDiscoverPage = z.infer<typeof CreatorDiscoverPageSchema>;

/** Whether the signed-in member follows a creator, and the creator's follower count now. */
export const CreatorFollowStateSchema = z.object({ following: z.boolean(), followerCount: z.number().int() });
export type CreatorFollowState = z.infer<typeof CreatorFollowStateSchema>;

/** Staff's ban or unban: the creator reads the reason. */
export const CreatorBanBodySchema = z.strictObject({
  reason: z.string().trim().min(1, 'Give the creator a reason.').max(CREATOR_BAN_REASON_MAX),
});
export type CreatorBanBody = z.input<typeof CreatorBanBodySchema>;

export const CreatorBanResultSchema = z.object({
  userId: z.uuid(),
  creatorStatus: CreatorStatusSchema,
  /** Activities the ban unpublished, or the unban published again. */
  activityCount: z.number().int(),
});
export type CreatorBanResult = z.infer<typeof CreatorBanResultSchema>;

/** GET /admin/creators query. */
export const AdminCreatorListQuerySchema = z.strictObject({
  q: z.string().trim().min(1).max(100).optional(),
  status: z.enum(['APPROVED', 'BANNED']).optional(),
  cursor: z.string().max(400).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminCreatorListQuery = z.infer<typeof AdminCreatorListQuerySchema>;

export const AdminCreatorSchema = z.object({
  userId: z.uuid(),
  email: z.string().nullable(),
  displayName: z.string().nullable(),
  handle: z.string().nullable(),
  creatorStatus: CreatorStatusSchema,
  banReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type AdminCreator = z.infer<typeof AdminCreatorSchema>;

export const AdminCreatorListSchema = z.object({
  items: z.array(AdminCreatorSchema),
  nextCursor: z.string().nullable(),
});
export type AdminCreatorList = z.infer<typeof AdminCreatorListSchema>;

const HandleParamsSchema = z.object({ handle: z.string().min(1).max(CREATOR_HANDLE_MAX) });
const member = { tags: ['creators'], auth: 'member' } as const;
const everyone = { tags: ['creators'], auth: 'public' } as const;
const staff = { tags: ['admin-creators'], auth: 'admin', permission: 'canManageCreators' } as const;

/** GET /users/creator-profile: creators only (a banned creator reads why). */
export const getCreatorProfileEndpoint = defineEndpoint({
  ...member,
  method: 'GET',
  path: '/users/creator-profile',
  summary: "The signed-in creator's public profile and standing",
  response: CreatorProfileViewSchema,
});

/** PUT /users/creator-profile: create or replace the profile; 409 when the handle is taken. */
export const updateCreatorProfileEndpoint = defineEndpoint({
  ...member,
  method: 'PUT',
  path: '/users/creator-profile',
  summary: 'Save the creator profile (handle, name, bio, links, categories)',
  body: CreatorProfileBodySchema,
  response: CreatorProfileSchema,
});

/** POST /users/creator-banner: multipart `file`; checked by content, resized and re-encoded as WebP. */
export const uploadCreatorBannerEndpoint = defineEndpoint({
  ...member,
  method: 'POST',
  path: '/users/creator-banner',
  summary: 'Upload the creator banner (multipart field "file"; 413 too large, 415 not an image)',
  response: CreatorBannerResponseSchema,
});

/** GET /creators: discover creators by search, category and sort, keyset-paginated. */
export const discoverCreatorsEndpoint = defineEndpoint({
  ...everyone,
  method: 'GET',
  path: '/creators',
  summary: 'Discover creators',
  query: CreatorDiscoverQuerySchema,
  response: CreatorDiscoverPageSchema,
});

/** GET /creators/:handle: a creator's public page (404 for unknown and banned creators). */
export const getCreatorPageEndpoint = defineEndpoint({
  ...everyone,
  method: 'GET',
  path: '/creators/:handle',
  summary: "A creator's public page",
  params: HandleParamsSchema,
  response: CreatorPublicPageSchema,
});

/** GET /creators/:handle/follow: whether the signed-in member follows the creator. */
export const getCreatorFollowEndpoint = defineEndpoint({
  ...member,
  method: 'GET',
  path: '/creators/:handle/follow',
  summary: 'Whether you follow a creator',
  params: HandleParamsSchema,
  response: CreatorFollowStateSchema,
});

/** POST /creators/:handle/follow: idempotent. */
export const followCreatorEndpoint = defineEndpoint({
  ...member,
  method: 'POST',
  path: '/creators/:handle/follow',
  summary: 'Follow a creator',
  params: HandleParamsSchema,
  response: CreatorFollowStateSchema,
});

/** DELETE /creators/:handle/follow: idempotent. */
export const unfollowCreatorEndpoint = defineEndpoint({
  ...member,
  method: 'DELETE',
  path: '/creators/:handle/follow',
  summary: 'Stop following a creator',
  params: HandleParamsSchema,
  response: CreatorFollowStateSchema,
});

/** GET /admin/creators: creators and banned members, newest first. */
export const listAdminCreatorsEndpoint = defineEndpoint({
  ...staff,
  method: 'GET',
  path: '/admin/creators',
  summary: 'Creators with their standing',
  query: AdminCreatorListQuerySchema,
  response: AdminCreatorListSchema,
});

/** POST /admin/creators/:id/ban: BANNED, content unpublished, audited, emailed; one transaction. */
export const banCreatorEndpoint = defineEndpoint({
  ...staff,
  method: 'POST',
  path: '/admin/creators/:id/ban',
  summary: 'Ban a creator and unpublish their content',
  params: z.object({ id: z.uuid() }),
  body: CreatorBanBodySchema,
  response: CreatorBanResultSchema,
});

/** POST /admin/creators/:id/unban: the earlier status back, and what the ban unpublished. */
export const unbanCreatorEndpoint = defineEndpoint({
  ...staff,
  method: 'POST',
  path: '/admin/creators/:id/unban',
  summary: 'Lift a creator ban and republish what it unpublished',
  params: z.object({ id: z.uuid() }),
  body: CreatorBanBodySchema,
  response: CreatorBanResultSchema,
});

import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { ActivityStatusSchema, ActivityTypeSchema } from '../models/activity.schemas.js';

/** A featured slot as staff write it; without dates it is live until removed. */
export const FeaturedItemInputSchema = z
  .strictObject({
    activityId: z.uuid(),
    headline: z.string().trim().min(1).max(200),
    /** Media storage key or https URL of the hero image; null uses the activity's own picture. */
    heroImage: z.string().trim().min(1).max(500).nullable().default(null),
    startsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    /** 0-based place in the list; omitted on create appends at the end. */
    position: z.number().int().min(0).max(10_000).optional(),
  })
  .refine((item) => !item.startsAt || !item.endsAt || Date.parse(item.endsAt) > Date.parse(item.startsAt), {
    message: 'The end must be after the start',
    path: ['endsAt'],
  });
export type FeaturedItemInput = z.input<typeof FeaturedItemInputSchema>;

/** A featured slot as staff see it, live or not. */
export const AdminFeaturedItemSchema = z.object({
  id: z.uuid(),
  activityId: z.uuid(),
  activityTitle: z.string(),
  activityType: ActivityTypeSchema,
  activityStatus: ActivityStatusSchema,
  position: z.number().int(),
  headline: z.string(),
  heroImage: z.string().nullable(),
  heroImageUrl: z.string().nullable(),
  startsAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime().nullable(),
  /** In its window now and its activity is public: shown on /activities/featured. */
  live: z.boolean(),
  updatedAt: z.iso.datetime(),
});
export type AdminFeaturedItem = z.infer<typeof AdminFeaturedItemSchema>;
export const AdminFeaturedListSchema = z.object({ items: z.array(AdminFeaturedItemSchema) });
export type AdminFeaturedList = z.infer<typeof AdminFeaturedListSchema>;

/** A live featured slot for the home hero and /activities/featured. */
export const FeaturedItemSchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  headline: z.string(),
  heroImageUrl: z.string().nullable(),
  activity: z.object({
    id: z.uuid(),
    type: ActivityTypeSchema,
    slug: z.string(),
    title: z.string(),
    description: z.string(),
  }),
});
export type FeaturedItem = z.infer<typeof FeaturedItemSchema>;
export const FeaturedListSchema = z.object({ items: z.array(FeaturedItemSchema) });
export type FeaturedList = z.infer<typeof FeaturedListSchema>;

const ItemParams = z.object({ id: z.uuid() });

/** GET /activities/featured: live items in order (public). */
export const listFeaturedEndpoint = defineEndpoint({
  method: 'GET',
  path: '/activities/featured',
  summary: 'Featured activities live now, in curated order',
  tags: ['activities'],
  auth: 'public',
  response: FeaturedListSchema,
});

/** GET /admin/featured-content: every slot, scheduled and expired included (canModerateContent). */
export const listAdminFeaturedEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/featured-content',
  summary: 'All featured slots in order',
  tags: ['admin-content'],
  auth: 'admin',
  permission: 'canModerateContent',
  response: AdminFeaturedListSchema,
});

export const createFeaturedEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/featured-content',
  summary: 'Add a featured slot',
  tags: ['admin-content'],
  auth: 'admin',
  permission: 'canModerateContent',
  body: FeaturedItemInputSchema,
  response: AdminFeaturedItemSchema,
  successStatus: 201,
});

export const updateFeaturedEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/admin/featured-content/:id',
  summary: 'Replace a featured slot',
  tags: ['admin-content'],
  auth: 'admin',
  permission: 'canModerateContent',
  params: ItemParams,
  body: FeaturedItemInputSchema,
  response: AdminFeaturedItemSchema,
});

export const deleteFeaturedEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/admin/featured-content/:id',
  summary: 'Remove a featured slot',
  tags: ['admin-content'],
  auth: 'admin',
  permission: 'canModerateContent',
  params: ItemParams,
  response: z.object({ id: z.uuid(), deleted: z.literal(true) }),
});

/** POST /admin/featured-content/reorder: every slot id once, in the new order. */
export const reorderFeaturedEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/featured-content/reorder',
  summary: 'Put the featured slots in a new order',
  tags: ['admin-content'],
  auth: 'admin',
  permission: 'canModerateContent',
  body: z.strictObject({ ids: z.array(z.uuid()).min(1).max(500) }),
  response: AdminFeaturedListSchema,
});

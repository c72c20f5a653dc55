import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';

/** Images a content category has; each upload replaces the previous one of its kind. */
export const CATEGORY_IMAGE_KINDS = ['icon', 'banner', 'thumbnail'] as const;
export const CategoryImageKindSchema = z.enum(CATEGORY_IMAGE_KINDS);
export type CategoryImageKind = z.infer<typeof CategoryImageKindSchema>;
/** Largest category image accepted. */
export const CATEGORY_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The stored images of a category (null where none was uploaded). */
export const CategoryImagesSchema = z.object({
  categoryId: z.uuid(),
  iconUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
});
export type CategoryImages = z.infer<typeof CategoryImagesSchema>;

/**
 * POST /admin/content-categories/:id/:kind (icon, banner or thumbnail): multipart field "file", JPEG,
 * PNG or WebP checked by content (415), at most 5 MB (413). Admins with canModerateContent (categories
 * are content curation); audited.
 */
export const uploadCategoryImageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/content-categories/:id/:kind',
  summary: 'Upload the icon, banner or thumbnail of a content category (canModerateContent)',
  tags: ['admin'],
  auth: 'admin',
  permission: 'canModerateContent',
  params: z.object({ id: z.uuid(), kind: CategoryImageKindSchema }),
  response: CategoryImagesSchema,
  successStatus: 201,
});

/** GET /activities/categories/images: the images of every category, for home rows and menus. */
export const listCategoryImagesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/activities/categories/images',
  summary: 'List the icon, banner and thumbnail URLs of every content category',
  tags: ['activities'],
  auth: 'public',
  response: z.object({ items: z.array(CategoryImagesSchema) }),
});

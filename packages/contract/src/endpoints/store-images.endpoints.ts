import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';

/** Largest product picture accepted (413 above); it is re-encoded as a JPEG at most 1600 px wide. */
export const STORE_PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Pictures one product may carry: enough for a gallery, few enough for one page. */
export const STORE_MAX_PRODUCT_IMAGES = 8;

/** One picture of a product, in gallery order, with what it shows in both languages. */
export const StoreProductImageSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  alt: z.object({ en: z.string(), ar: z.string() }),
});
export type StoreProductImage = z.infer<typeof StoreProductImageSchema>;

/** A product's pictures after a change. */
export const StoreProductImagesSchema = z.object({ items: z.array(StoreProductImageSchema) });
export type StoreProductImages = z.infer<typeof StoreProductImagesSchema>;

/** Alt text: what the picture shows, for screen readers (English required, Arabic beside it). */
export const StoreImageAltSchema = z.object({
  en: z.string().trim().min(1).max(300),
  ar: z.string().trim().max(300),
});
export type StoreImageAlt = z.infer<typeof StoreImageAltSchema>;

const ProductParams = z.object({ id: z.uuid() });
const ImageParams = z.object({ id: z.uuid(), imageId: z.uuid() });

/**
 * POST /admin/store/products/:id/images (canManagePoints): multipart field "file", JPEG, PNG or WebP checked
 * by content (415), at most 5 MB (413); appended last, at most STORE_MAX_PRODUCT_IMAGES; audited.
 */
export const uploadStoreProductImageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/store/products/:id/images',
  summary: 'Add a picture to a product, with its alt text in English and Arabic',
  tags: ['admin-store'],
  auth: 'admin',
  permission: 'canManagePoints',
  params: ProductParams,
  query: z.object({ altEn: StoreImageAltSchema.shape.en, altAr: StoreImageAltSchema.shape.ar.default('') }),
  response: StoreProductImagesSchema,
  successStatus: 201,
});

/** PATCH /admin/store/products/:id/images/:imageId (canManagePoints): new alt text. */
export const updateStoreProductImageEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/admin/store/products/:id/images/:imageId',
  summary: "Change a product picture's alt text",
  tags: ['admin-store'],
  auth: 'admin',
  permission: 'canManagePoints',
  params: ImageParams,
  body: z.object({ alt: StoreImageAltSchema }),
  response: StoreProductImagesSchema,
});

/** PUT /admin/store/products/:id/images/order (canManagePoints): every picture's id once, first = cover. */
export const orderStoreProductImagesEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/admin/store/products/:id/images/order',
  summary: "Put a product's pictures in a new order (the first is the shop card's)",
  tags: ['admin-store'],
  auth: 'admin',
  permission: 'canManagePoints',
  params: ProductParams,
  body: z.object({ imageIds: z.array(z.uuid()).min(1).max(STORE_MAX_PRODUCT_IMAGES) }),
  response: StoreProductImagesSchema,
});

/** DELETE /admin/store/products/:id/images/:imageId (canManagePoints): the file goes too; audited. */
export const deleteStoreProductImageEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/admin/store/products/:id/images/:imageId',
  summary: 'Remove a picture from a product',
  tags: ['admin-store'],
  auth: 'admin',
  permission: 'canManagePoints',
  params: ImageParams,
  response: StoreProductImagesSchema,
});

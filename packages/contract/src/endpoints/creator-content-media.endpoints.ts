import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { MediaAssetKindSchema } from '../models/activity.schemas.js';

/** Largest image (thumbnail, banner) a creator may upload. */
export const ACTIVITY_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Largest preview clip a creator may upload. */
export const ACTIVITY_PREVIEW_MAX_BYTES = 100 * 1024 * 1024;
/** Largest captions file (WebVTT) a creator may upload. */
export const ACTIVITY_CAPTIONS_MAX_BYTES = 1024 * 1024;

/** A stored file of an activity as its creator manages it. */
export const ActivityAssetSchema = z.object({
  id: z.uuid(),
  kind: MediaAssetKindSchema,
  label: z.string(),
  url: z.string(),
  bytes: z.number().int(),
});
export type ActivityAsset = z.infer<typeof ActivityAssetSchema>;

const ParamsSchema = z.object({ id: z.uuid() });

function imageUpload(path: '/activities/:id/thumbnail' | '/activities/:id/banner', what: string) {
  return defineEndpoint({
    method: 'POST',
    path,
    summary: `Upload the ${what} image of your activity (multipart field "file"; JPEG, PNG or WebP)`,
    tags: ['creator'],
    auth: 'member',
    params: ParamsSchema,
    response: ActivityAssetSchema,
    successStatus: 201,
  });
}

/** POST /activities/:id/thumbnail: replaces the card image (re-encoded JPEG; 415 by content, 413 by size). */
export const uploadActivityThumbnailEndpoint = imageUpload('/activities/:id/thumbnail', 'thumbnail');
/** POST /activities/:id/banner: the wide hero image. */
export const uploadActivityBannerEndpoint = imageUpload('/activities/:id/banner', 'banner');

/** POST /activities/:id/preview: a short muted teaser clip (MP4 checked by content and ffprobe). */
export const uploadActivityPreviewEndpoint = defineEndpoint({
  method: 'POST',
  path: '/activities/:id/preview',
  summary: 'Upload the preview clip of your activity (multipart field "file"; MP4)',
  tags: ['creator'],
  auth: 'member',
  params: ParamsSchema,
  response: ActivityAssetSchema,
  successStatus: 201,
});

/** POST /activities/:id/media?label=en: a captions track (WebVTT, checked by content). */
export const uploadActivityCaptionsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/activities/:id/media',
  summary: 'Upload a captions track of your activity (multipart field "file"; WebVTT)',
  tags: ['creator'],
  auth: 'member',
  params: ParamsSchema,
  query: z.object({ label: z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/) }),
  response: ActivityAssetSchema,
  successStatus: 201,
});

/** GET /activities/:id/media: the creator's managed files (thumbnail, banner, preview, captions). */
export const listActivityMediaEndpoint = defineEndpoint({
  method: 'GET',
  path: '/activities/:id/media',
  summary: 'List the uploaded images, preview and captions of your activity',
  tags: ['creator'],
  auth: 'member',
  params: ParamsSchema,
  response: z.object({ items: z.array(ActivityAssetSchema) }),
});

/** DELETE /activities/:id/media/:assetId: removes a thumbnail, banner, preview or captions file. */
export const deleteActivityMediaEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/activities/:id/media/:assetId',
  summary: 'Delete an uploaded image, preview or captions file of your activity',
  tags: ['creator'],
  auth: 'member',
  params: z.object({ id: z.uuid(), assetId: z.uuid() }),
  response: z.object({ id: z.uuid(), deleted: z.literal(true) }),
});

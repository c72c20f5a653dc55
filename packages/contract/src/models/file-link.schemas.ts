import { z } from 'zod';

/** A signed link to one protected file: open it before `expiresAt` (FILE_LINK_TTL_SECONDS after minting). */
export const FileLinkSchema = z.object({
  /** Path and query under the site's origin, e.g. `/api/v1/files/support-attachment/…?viewer=…&expires=…&sig=…`. */
  url: z.string(),
  expiresAt: z.iso.datetime(),
});
export type FileLink = z.infer<typeof FileLinkSchema>;

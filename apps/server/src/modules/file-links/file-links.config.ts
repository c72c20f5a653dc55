import { randomBytes } from 'node:crypto';
import { z } from 'zod';

/** Environment variables of signed file links, spread into `ConfigSchema` (docs/configuration.md). */
export const FILE_LINKS_CONFIG = {
  /**
   * The HMAC key of signed file links. Unset: a random key per process, which is enough for one server
   * (links live minutes); several instances behind one address must share a set value.
   */
  FILE_LINK_SECRET: z
    .string()
    .min(32)
    .default(() => randomBytes(32).toString('base64url')),
};

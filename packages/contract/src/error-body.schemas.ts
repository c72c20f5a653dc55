import { z } from 'zod';
import { ERROR_CODES } from './errors.js';

// Kept apart from errors.ts so the error catalogue stays zod-free: the web's first page imports it
// (docs/decisions/025-zod-free-web-routes.md).
export const ErrorCodeSchema = z.enum(ERROR_CODES);

/** Body of every error response: `{ error: { code, message, details? } }`. */
export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

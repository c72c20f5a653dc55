import { z } from 'zod';

const GIB = 1024 ** 3;

/**
 * Environment variables of the media pipeline (storage, ffmpeg, transcoding, demo clips), spread into
 * `ConfigSchema` so config.ts stays the one reader of process.env. docs/configuration.md lists them.
 */
export const MEDIA_CONFIG = {
  // Largest video upload accepted; larger bodies get 413.
  MEDIA_MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .min(1024 * 1024)
    .default(2 * GIB),
  // Explicit ffmpeg/ffprobe binaries; otherwise `ffmpeg`/`ffprobe` on PATH, then the npm-shipped binaries.
  FFMPEG_PATH: z.string().min(1).optional(),
  FFPROBE_PATH: z.string().min(1).optional(),
  // x264 preset of the HLS ladder: faster presets trade file size for encoding speed.
  TRANSCODE_PRESET: z
    .enum(['ultrafast', 'superfast', 'veryfast', 'faster', 'fast', 'medium', 'slow'])
    .default('veryfast'),
  // Requests per client IP per minute for GET /media/* (a player fetches a segment every few seconds).
  MEDIA_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(3000),
  // Memory for the most recently served small media files (segments, playlists, images); 0 reads every one from storage.
  MEDIA_MEMORY_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  // A job whose worker has not reported progress for this long is failed by the sweeper (retryable).
  TRANSCODE_STALL_SECONDS: z.coerce.number().int().min(10).default(600),
  SEED_DEMO_MEDIA: z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .transform((value) => value === 'true' || value === '1' || value === 'yes')
    .default(true),
};

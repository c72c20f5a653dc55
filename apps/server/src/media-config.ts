import { z } from 'zod';

const GIB = 1024 ** 3;

/**
 * Environment variables of the media pipeline (storage, ffmpeg, transcoding, demo clips), spread into
 * `ConfigSchema` so config.ts stays the one reader of process.env. docs/configuration.md lists them.
 */
export const MEDIA_CONFIG = {
  // Where media objects live: the local disk under DATA_DIR/media, or an S3-compatible bucket (decision 050).
  MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  // Any S3-compatible service (MinIO, R2, Ceph, a local test server); unset: AWS's own endpoint for the region.
  S3_ENDPOINT: z.url().optional(),
  // Bucket in the path (endpoint/bucket/key) rather than the host name; most self-hosted stores need it.
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .transform((value) => value === 'true' || value === '1' || value === 'yes')
    .default(false),
  // Unset: the SDK's default chain (environment, shared files, instance role).
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // Where public media can be read without the server (a CDN in front of the bucket, keys as stored); unset:
  // the server serves every file. Files not public (previews of items in review) always stay behind the server.
  MEDIA_PUBLIC_BASE_URL: z.url().optional(),
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

type MediaSettings = { MEDIA_STORAGE: 'local' | 's3'; S3_BUCKET?: string | undefined } & {
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
};

/** A problem with the media storage settings that the schema alone cannot see, or null. */
export function checkMediaConfig(config: MediaSettings): string | null {
  if (config.MEDIA_STORAGE === 's3' && !config.S3_BUCKET) return 'S3_BUCKET: required with MEDIA_STORAGE=s3';
  if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
    return 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither';
  }
  return null;
}

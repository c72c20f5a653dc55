import { z } from 'zod';

/**
 * Where clamd listens: `tcp://host:port`, `unix:///path/clamd.sock` or an absolute socket path; or `off`,
 * the explicit choice of a deployment (or a test harness) that runs without a scanner.
 */
const clamdAddress = z
  .string()
  .refine(
    (value) => value === 'off' || /^tcp:\/\/[^/:]+:\d{1,5}$/.test(value) || /^(unix:\/\/)?\//.test(value),
    { message: 'must be tcp://host:port, unix:///path, an absolute socket path or off' },
  );

/** The antivirus settings (decision 090); config.ts spreads them into its schema. */
export const ANTIVIRUS_CONFIG = {
  // clamd that scans every uploaded file; unset or `off`: no scan (production with DATABASE_URL must set it).
  ANTIVIRUS_CLAMD_URL: clamdAddress.optional(),
  // Longest a scan may take (connect, send, verdict) before the upload is refused as "scanner unavailable".
  ANTIVIRUS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  // Bytes of one file sent to clamd; keep at or below clamd's StreamMaxLength (its default is 25 MiB).
  ANTIVIRUS_SCAN_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(4 * 1024 ** 3 - 1)
    .default(25 * 1024 ** 2),
};

/** The deployment check: a production server on a real database does not start unless told where clamd is (or `off`). */
export function checkAntivirusConfig(config: {
  NODE_ENV: string;
  DATABASE_URL?: string | undefined;
  ANTIVIRUS_CLAMD_URL?: string | undefined;
}): string | undefined {
  if (config.NODE_ENV !== 'production' || !config.DATABASE_URL || config.ANTIVIRUS_CLAMD_URL)
    return undefined;
  return 'ANTIVIRUS_CLAMD_URL: required in production with DATABASE_URL (a clamd address, or off; decision 090)';
}

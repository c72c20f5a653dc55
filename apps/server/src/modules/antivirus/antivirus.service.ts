import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import type { Config } from '../../config.js';
import { AppError } from '../../http/app-error.js';
import { ClamdUnavailableError, scanWithClamd, type ClamdVerdict } from './clamd-client.js';

type AntivirusConfig = Pick<
  Config,
  'ANTIVIRUS_CLAMD_URL' | 'ANTIVIRUS_TIMEOUT_MS' | 'ANTIVIRUS_SCAN_MAX_BYTES'
>;

async function scanSource(config: AntivirusConfig, source: () => Iterable<Buffer> | Readable) {
  const address = config.ANTIVIRUS_CLAMD_URL;
  // No scanner: development on a fresh clone, or `off` chosen explicitly (production must choose, decision 090).
  if (!address || address === 'off') return;
  let verdict: ClamdVerdict;
  try {
    verdict = await scanWithClamd(
      { address, timeoutMs: config.ANTIVIRUS_TIMEOUT_MS, maxBytes: config.ANTIVIRUS_SCAN_MAX_BYTES },
      source(),
    );
  } catch (error) {
    // Fail closed: a file nobody could scan is not kept.
    if (error instanceof ClamdUnavailableError) throw new AppError('ANTIVIRUS_UNAVAILABLE');
    throw error;
  }
  if (verdict.infected) throw new AppError('FILE_INFECTED');
}

/** Scans an uploaded file held in memory: 422 FILE_INFECTED when clamd finds malware, 503 when it cannot scan. */
export function scanUploadBytes(config: AntivirusConfig, bytes: Buffer): Promise<void> {
  return scanSource(config, () => [bytes]);
}

/** Scans an uploaded file on disk (a video source), the same way as {@link scanUploadBytes}. */
export function scanUploadFile(config: AntivirusConfig, filePath: string): Promise<void> {
  return scanSource(config, () => createReadStream(filePath, { end: config.ANTIVIRUS_SCAN_MAX_BYTES - 1 }));
}

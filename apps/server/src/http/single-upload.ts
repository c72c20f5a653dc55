import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { scanUploadBytes } from '../modules/antivirus/antivirus.service.js';
import { AppError } from './app-error.js';

const TOO_LARGE_CODES = new Set(['FST_REQ_FILE_TOO_LARGE']);

// Busboy's own parse errors ("Unexpected end of form", "Malformed part header", no boundary) carry no
// status, and the plugin's part-count limits say 413: every one of them is a malformed request, not a 500.
function toUploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && TOO_LARGE_CODES.has(code)) return new AppError('PAYLOAD_TOO_LARGE');
  return new AppError('VALIDATION_FAILED');
}

async function readParts(request: FastifyRequest, maxBytes: number): Promise<Buffer | undefined> {
  let bytes: Buffer | undefined;
  // Reading to the end of the form is what proves it is complete (closing boundary) and holds one file.
  for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
    if (part.type !== 'file' || bytes) throw new AppError('VALIDATION_FAILED');
    bytes = await part.toBuffer();
    if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE');
  }
  return bytes;
}

/**
 * The one file of a multipart upload, at most `maxBytes`: 415 when the body is not multipart,
 * 400 when it is malformed, truncated or carries more than one part, 413 when the file is too big; then
 * scanned by the antivirus (422 FILE_INFECTED, 503 ANTIVIRUS_UNAVAILABLE) before the caller keeps anything.
 */
export async function readSingleUpload(
  request: FastifyRequest,
  maxBytes: number,
  config: Config,
): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const bytes = await readParts(request, maxBytes).catch((error: unknown) => {
    throw toUploadError(error);
  });
  if (!bytes) throw new AppError('FILE_MISSING');
  await scanUploadBytes(config, bytes);
  return bytes;
}

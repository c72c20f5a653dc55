import { Readable } from 'node:stream';
import { SUPPORT_ATTACHMENT_LIMITS } from '@streamit/contract';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { mediaStorageFor } from '../media/media-paths.js';
import { generateKeyToken } from '../media/media-storage.js';

/** A file of a ticket message, checked and ready to store. */
export interface AttachmentUpload {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** An attachment stored in media storage, ready for its row. */
export interface StoredAttachment {
  storageKey: string;
  fileName: string;
  contentType: string;
  bytes: number;
}

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/** The type of a file told by its first bytes, never by its name or declared type; undefined if not allowed. */
export function sniffAttachmentType(bytes: Buffer): string | undefined {
  const hex = bytes.subarray(0, 8).toString('hex');
  const ascii = bytes.subarray(0, 12).toString('latin1');
  if (hex.startsWith('89504e470d0a1a0a')) return 'image/png';
  if (hex.startsWith('ffd8ff')) return 'image/jpeg';
  if (ascii.startsWith('GIF87a') || ascii.startsWith('GIF89a')) return 'image/gif';
  if (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') return 'image/webp';
  if (ascii.startsWith('%PDF-')) return 'application/pdf';
  return undefined;
}

/**
 * The name we keep: the last path segment, characters outside a safe set replaced, and the extension of
 * the sniffed type (so `invoice.pdf.exe` holding a PDF is served as `invoice.pdf.exe.pdf`, never run).
 * Names with control characters, or empty or over the limit, are refused.
 */
export function safeAttachmentName(raw: string, contentType: string): string {
  if (raw.length === 0 || raw.length > SUPPORT_ATTACHMENT_LIMITS.nameMax || /\p{Cc}/u.test(raw)) {
    throw new AppError('TICKET_ATTACHMENT_NAME_INVALID');
  }
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[^\p{L}\p{N} ._()-]/gu, '_').replace(/^[.\s]+/, '');
  const extension = EXTENSIONS[contentType] ?? 'bin';
  const stem = cleaned.length > 0 ? cleaned : 'attachment';
  return stem.toLowerCase().endsWith(`.${extension}`) ? stem : `${stem}.${extension}`;
}

/** Checks one file: size within the limit (413), type by content (415), a usable name (400). */
export function checkAttachment(fileName: string, bytes: Buffer, maxBytes: number): AttachmentUpload {
  if (bytes.length > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE');
  if (bytes.length === 0) throw new AppError('FILE_MISSING');
  const contentType = sniffAttachmentType(bytes);
  if (!contentType) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  return { fileName: safeAttachmentName(fileName, contentType), contentType, bytes };
}

/** Writes checked files to media storage under unguessable keys. */
export async function storeAttachments(
  deps: AppDeps,
  ticketId: string,
  files: readonly AttachmentUpload[],
): Promise<StoredAttachment[]> {
  const storage = mediaStorageFor(deps.config);
  const stored: StoredAttachment[] = [];
  try {
    for (const file of files) {
      const storageKey = `support/${ticketId}/${generateKeyToken()}.${EXTENSIONS[file.contentType] ?? 'bin'}`;
      await storage.putStream(storageKey, Readable.from(file.bytes));
      stored.push({
        storageKey,
        fileName: file.fileName,
        contentType: file.contentType,
        bytes: file.bytes.length,
      });
    }
  } catch (error) {
    await removeAttachments(deps, stored);
    throw error;
  }
  return stored;
}

/** Removes stored files again, when the rows that would name them were not written. */
export async function removeAttachments(deps: AppDeps, stored: readonly StoredAttachment[]): Promise<void> {
  const storage = mediaStorageFor(deps.config);
  await Promise.all(stored.map((file) => storage.delete(file.storageKey).catch(() => undefined)));
}

const uploads = new WeakMap<FastifyRequest, AttachmentUpload[]>();

/** The files a multipart request carried (none for a JSON request). */
export function attachmentsOf(request: FastifyRequest): AttachmentUpload[] {
  return uploads.get(request) ?? [];
}

export { uploads as attachmentUploads };

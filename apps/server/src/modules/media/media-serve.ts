import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ByteRange, MediaStorage, StoredObject } from './media-storage.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Playlists are content-addressed too, but stay short-lived so an unpublished video leaves caches soon.
const PLAYLIST = 'public, max-age=60';

/** MIME types of the files the pipeline writes; anything else is not served. */
export const MEDIA_TYPES: Readonly<Record<string, string>> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.jpg': 'image/jpeg',
  '.vtt': 'text/vtt; charset=utf-8',
};

export function mediaTypeOf(key: string): string | undefined {
  const dot = key.lastIndexOf('.');
  return dot < 0 ? undefined : MEDIA_TYPES[key.slice(dot)];
}

/**
 * Reads one `Range: bytes=…` header against an object size: a range to send, 'unsatisfiable' (416),
 * or undefined to send everything (no header, another unit, or several ranges, which RFC 9110 lets us
 * answer in full).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    return suffix === 0 || size === 0
      ? 'unsatisfiable'
      : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return 'unsatisfiable';
  return start <= end ? { start, end } : undefined;
}

function entityTag(object: StoredObject): string {
  return `"${object.bytes.toString(16)}-${object.modifiedAt.getTime().toString(16)}"`;
}

/** Sends a stored object with caching headers, conditional GET and single-range requests. */
export function sendStoredObject(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: MediaStorage,
  file: {
    key: string;
    object: StoredObject;
    type: string;
    cacheControl?: string | undefined;
    /** The whole file, when the server keeps it in memory: sent from there instead of read again. */
    bytes?: Buffer | undefined;
  },
): FastifyReply {
  const { key, object, type, bytes } = file;
  const etag = entityTag(object);
  reply
    .header('Content-Type', type)
    .header('Cache-Control', file.cacheControl ?? (key.endsWith('.m3u8') ? PLAYLIST : IMMUTABLE))
    .header('Accept-Ranges', 'bytes')
    .header('ETag', etag)
    .header('Last-Modified', object.modifiedAt.toUTCString());
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const ifRange = request.headers['if-range'];
  const range = ifRange && ifRange !== etag ? undefined : parseRange(request.headers.range, object.bytes);
  if (range === 'unsatisfiable') {
    return reply.code(416).header('Content-Range', `bytes */${object.bytes}`).send();
  }
  if (!range) return reply.header('Content-Length', object.bytes).send(bytes ?? storage.read(key));
  return reply
    .code(206)
    .header('Content-Range', `bytes ${range.start}-${range.end}/${object.bytes}`)
    .header('Content-Length', range.end - range.start + 1)
    .send(bytes ? bytes.subarray(range.start, range.end + 1) : storage.read(key, range));
}

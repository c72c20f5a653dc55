import { AppError } from '../../http/app-error.js';

/** Position after the last item of a page: its sort key and id (ties broken by id). */
export interface BrowseCursor {
  key: number;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Opaque to clients: base64url of `[key, id]`. */
export function encodeCursor(cursor: BrowseCursor): string {
  return Buffer.from(JSON.stringify([cursor.key, cursor.id])).toString('base64url');
}

/** Decodes a cursor from a query string; anything malformed is a 400. */
export function decodeCursor(raw: string | undefined): BrowseCursor | undefined {
  if (raw === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (Array.isArray(value) && typeof value[0] === 'number' && Number.isFinite(value[0]))
      if (typeof value[1] === 'string' && UUID.test(value[1])) return { key: value[0], id: value[1] };
  } catch {
    // Falls through to the validation error below.
  }
  throw new AppError('VALIDATION_FAILED');
}

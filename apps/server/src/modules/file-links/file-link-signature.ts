import { createHmac } from 'node:crypto';
import { secretsEqual } from '../../lib/security/tokens.js';

/** Who a link was minted for: a member or a staff member, by id. */
export interface FileViewer {
  realm: 'member' | 'staff';
  id: string;
}

/** The signed parts of a link: the file's path, the viewer and the expiry (unix seconds). */
export interface FileLinkParts {
  path: string;
  viewer: string;
  expires: number;
}

/** What a presented link turns out to be. */
export type FileLinkCheck = 'valid' | 'expired' | 'invalid';

const VIEWER_PATTERN = /^(member|staff):([0-9a-f-]{36})$/;

/** The viewer as a link carries it, e.g. `member:<uuid>`. */
export function formatViewer(viewer: FileViewer): string {
  return `${viewer.realm}:${viewer.id}`;
}

/** The viewer a link names, or null when the text is not one. */
export function parseViewer(text: string): FileViewer | null {
  const match = VIEWER_PATTERN.exec(text);
  if (!match?.[1] || !match[2]) return null;
  return { realm: match[1] as FileViewer['realm'], id: match[2] };
}

/** HMAC-SHA256 (base64url) over path, viewer and expiry, one per line so no part can bleed into another. */
export function signFileLink(secret: string, parts: FileLinkParts): string {
  return createHmac('sha256', secret)
    .update(`${parts.path}\n${parts.viewer}\n${parts.expires}`)
    .digest('base64url');
}

/**
 * Whether `signature` was minted by us for exactly these parts (compared in constant time), and whether it
 * is still in time at `now`. A bad signature is `invalid` even when also late, so nothing is learnt from it.
 */
export function checkFileLink(
  secret: string,
  parts: FileLinkParts,
  signature: string,
  now: Date,
): FileLinkCheck {
  if (!secretsEqual(signFileLink(secret, parts), signature)) return 'invalid';
  return parts.expires * 1000 > now.getTime() ? 'valid' : 'expired';
}

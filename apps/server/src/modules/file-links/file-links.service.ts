import {
  API_BASE_PATH,
  FILE_DOWNLOAD_PATH,
  FILE_LINK_TTL_SECONDS,
  type FileLink,
  type FileLinkKind,
} from '@streamit/contract';
import { formatViewer, signFileLink, type FileViewer } from './file-link-signature.js';

/** The secret a link is signed with (config.ts parses it once). */
export interface FileLinkSecret {
  FILE_LINK_SECRET: string;
}

/** The path of one protected file under the API, without the query. */
export function fileDownloadPath(kind: FileLinkKind, id: string): string {
  return `${API_BASE_PATH}${FILE_DOWNLOAD_PATH.replace(':kind', kind).replace(':id', encodeURIComponent(id))}`;
}

/**
 * A link that opens one file for `viewer` until FILE_LINK_TTL_SECONDS from `now`. The caller has already
 * checked, as its API does, that the viewer may see the file; the link carries no token of theirs.
 */
export function mintFileLink(
  config: FileLinkSecret,
  kind: FileLinkKind,
  id: string,
  viewer: FileViewer,
  now = new Date(),
): FileLink {
  const expires = Math.floor(now.getTime() / 1000) + FILE_LINK_TTL_SECONDS;
  const path = fileDownloadPath(kind, id);
  const parts = { path, viewer: formatViewer(viewer), expires };
  const sig = signFileLink(config.FILE_LINK_SECRET, parts);
  const query = new URLSearchParams({ viewer: parts.viewer, expires: String(expires), sig });
  return { url: `${path}?${query.toString()}`, expiresAt: new Date(expires * 1000).toISOString() };
}

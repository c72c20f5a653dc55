import { ACTIVITY_PAGE_SEGMENTS, API_BASE_PATH } from '@streamit/contract';

const WATCH_PATH = /^\/activities\/([^/?#]+)\/?(?:\?.*)?$/;
const PAGE_SEGMENTS = new Set<string>(ACTIVITY_PAGE_SEGMENTS);
const MAX_ID_LENGTH = 200;

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * The `Link` header of a watch page (`/activities/<id or slug>`): a preload of the guest's activity read, so
 * the browser asks for it while it parses the page, first on a free connection, instead of after the app's
 * scripts have taken all six (HTTP/1.1). A member's app asks again with its token; the preload then costs
 * one cached anonymous read. Undefined for every other page.
 */
export function watchPagePreloadLink(url: string): string | undefined {
  const segment = WATCH_PATH.exec(url)?.[1];
  const id = segment === undefined ? undefined : decodeSegment(segment);
  if (id === undefined || id.length > MAX_ID_LENGTH || PAGE_SEGMENTS.has(id)) return undefined;
  return `<${API_BASE_PATH}/activities/${encodeURIComponent(id)}>; rel=preload; as=fetch; crossorigin=anonymous`;
}

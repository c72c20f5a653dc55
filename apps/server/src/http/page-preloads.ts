import { ACTIVITY_PAGE_SEGMENTS, API_BASE_PATH } from '@streamit/contract';
import type { PublicReadCache } from './public-cache.js';

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

// A served media path: what the player will ask for, safe to put in a header or an attribute as it is.
const MEDIA_PATH = /^\/media\/[A-Za-z0-9/_.-]+\.m3u8$/;

/** The master playlist a cached anonymous activity answer names, if it is a playable video. */
function cachedPlaylistOf(cache: PublicReadCache, activityUrl: string): string | undefined {
  const cached = cache.get(activityUrl);
  if (!cached) return undefined;
  const activity = JSON.parse(cached.body) as {
    type?: unknown;
    comingSoon?: unknown;
    media?: { hlsUrl?: unknown };
  };
  const hlsUrl = activity.media?.hlsUrl;
  if (activity.type !== 'VIDEO' || activity.comingSoon === true || typeof hlsUrl !== 'string')
    return undefined;
  return MEDIA_PATH.test(hlsUrl) ? hlsUrl : undefined;
}

/** What the server tells the browser up front about a watch page. */
export interface WatchPageHints {
  /** The `Link` header: preloads of the guest's activity read and, when known, of the master playlist. */
  link: string;
  /** The video's master playlist when the anonymous activity answer is cached and playable. */
  playlist: string | undefined;
}

/**
 * The hints of a watch page (`/activities/<id or slug>`): a preload of the guest's activity read, so the browser
 * asks for it while it parses the page, first on a free connection, instead of after the app's scripts have taken
 * all six (HTTP/1.1); and, when that answer is in the public read cache, the video's master playlist (preloaded for
 * hls.js, and put in the page as the player frame's <video>, web-pages.ts). A member's app asks again with its
 * token; the preloads then cost cached anonymous reads. Undefined for every other page.
 */
export function readWatchPageHints(url: string, cache: PublicReadCache): WatchPageHints | undefined {
  const segment = WATCH_PATH.exec(url)?.[1];
  const id = segment === undefined ? undefined : decodeSegment(segment);
  if (id === undefined || id.length > MAX_ID_LENGTH || PAGE_SEGMENTS.has(id)) return undefined;
  const activityUrl = `${API_BASE_PATH}/activities/${encodeURIComponent(id)}`;
  const links = [`<${activityUrl}>; rel=preload; as=fetch; crossorigin=anonymous`];
  const playlist = cachedPlaylistOf(cache, activityUrl);
  if (playlist) links.push(`<${playlist}>; rel=preload; as=fetch; crossorigin=anonymous`);
  return { link: links.join(', '), playlist };
}

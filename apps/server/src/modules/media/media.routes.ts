import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { sendError } from '../../http/error-handler.js';
import type { PublicReadCache } from '../../http/public-cache.js';
import { isComingSoon, isPubliclyVisible, mayPreview } from '../activities/activities.service.js';
import { resolveContentViewer } from '../content-access/content-viewer.js';
import { MEDIA_URL_PREFIX, mediaStorageFor, SERVED_KEY_ROOT } from './media-paths.js';
import { findServableActivity } from './media.repository.js';
import { MediaBytesCache } from './media-bytes-cache.js';
import { mediaTypeOf, sendStoredObject } from './media-serve.js';
import { assertValidKey, type MediaStorage, type StoredObject } from './media-storage.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TOKEN = /^[A-Za-z0-9]{16,64}$/;
/** What a Coming Soon page may show before the publish date: the poster and the muted preview. */
const TEASER_FILES = new Set(['thumbnail.jpg', 'preview.mp4']);

interface ParsedKey {
  key: string;
  activityId: string;
  prefix: string;
  file: string;
}

/** Accepts only `activities/<uuid>/<token>/<file…>` keys; sources and anything else are not served. */
function parseServedKey(raw: string): ParsedKey | undefined {
  try {
    assertValidKey(raw);
  } catch {
    return undefined;
  }
  const [root, activityId = '', token = '', ...rest] = raw.split('/');
  if (root !== SERVED_KEY_ROOT || !UUID.test(activityId) || !TOKEN.test(token) || rest.length === 0)
    return undefined;
  return { key: raw, activityId, prefix: `${root}/${activityId}/${token}/`, file: rest.join('/') };
}

type ServableActivity = NonNullable<Awaited<ReturnType<typeof findServableActivity>>>;

interface MediaContext {
  deps: AppDeps;
  storage: MediaStorage;
  bytes: MediaBytesCache;
  /** MEDIA_PUBLIC_BASE_URL without its trailing slash, or null when the server serves every file itself. */
  publicBase: string | null;
}

/**
 * A public file through the CDN in front of the bucket: the server still decides who may have it, then sends
 * the player to the CDN. A playlist's relative URIs resolve against the address it was finally read from, so
 * its renditions and segments come from the CDN without coming back here.
 */
function redirectToPublicCopy(reply: FastifyReply, publicBase: string, key: string) {
  // Short, so hiding or unpublishing an activity reaches players within a minute.
  return reply.header('cache-control', 'public, max-age=60').redirect(`${publicBase}/${key}`, 302);
}

/**
 * A fact kept in the public read cache, looked up on a miss. Every write that can hide or replace media clears
 * the cache (on every process), like the catalogue pages; a lookup that started before a clear is not kept.
 */
async function rememberFact<T>(
  cache: PublicReadCache,
  key: string,
  lookUp: () => Promise<T | null | undefined>,
): Promise<T | null | undefined> {
  const cached = cache.getFact(key) as T | undefined;
  if (cached) return cached;
  const generation = cache.generation;
  const value = await lookUp();
  if (value) cache.storeFact(key, value, generation);
  return value;
}

const activityFactKey = (parsed: ParsedKey) => `media:${parsed.prefix}`;
const statFactKey = (key: string) => `stat:${key}`;

/**
 * A player fetches a segment every few seconds, all of the same activity, so its facts are remembered (dates are
 * still compared per request, so a scheduled publish opens on time); and served files never change under their
 * key (a new transcode writes a new token), so their size and date are remembered too.
 */
function findServableActivityCached(deps: AppDeps, cache: PublicReadCache, parsed: ParsedKey) {
  return rememberFact(cache, activityFactKey(parsed), () =>
    findServableActivity(deps.db, parsed.activityId, parsed.prefix),
  );
}

function statCached(storage: MediaStorage, cache: PublicReadCache, key: string) {
  return rememberFact(cache, statFactKey(key), () => storage.stat(key));
}

/** Everyone may have the file when its activity may be watched now (or, before its date, teased) and is listed. */
function isPublicFile(activity: ServableActivity, parsed: ParsedKey): boolean {
  const isPublic = isPubliclyVisible(activity) && activity.listed;
  return isPublic && (!isComingSoon(activity) || TEASER_FILES.has(parsed.file));
}

/**
 * Who may have the file: everyone when it is public and reports have not hidden it;
 * otherwise only its creator or a moderator previewing it (their player sends the session token), never cached.
 */
async function servingMode(
  deps: AppDeps,
  request: FastifyRequest,
  parsed: ParsedKey,
): Promise<'public' | 'preview' | null> {
  const activity = await findServableActivityCached(deps, request.server.publicReadCache, parsed);
  if (!activity) return null;
  if (isPublicFile(activity, parsed)) return 'public';
  return mayPreview(await resolveContentViewer(deps, request), activity.creatorId) ? 'preview' : null;
}

interface MediaFile extends ParsedKey {
  type: string;
}

async function serveAfterLookups(
  context: MediaContext,
  request: FastifyRequest,
  reply: FastifyReply,
  file: MediaFile,
) {
  const { deps, storage } = context;
  const mode = await servingMode(deps, request, file);
  // Unknown, unpublished and private media all look the same: not found.
  if (!mode) return sendError(reply, 'NOT_FOUND');
  if (mode === 'public' && context.publicBase)
    return redirectToPublicCopy(reply, context.publicBase, file.key);
  const object = await statCached(storage, request.server.publicReadCache, file.key);
  if (!object) return sendError(reply, 'NOT_FOUND');
  const cacheControl = mode === 'preview' ? 'private, no-store' : undefined;
  const bytes = await readKeptBytes(context, file.key, object);
  return sendStoredObject(request, reply, storage, {
    key: file.key,
    object,
    type: file.type,
    cacheControl,
    bytes,
  });
}

/** A small file's bytes from memory, read once from storage into it; undefined for files streamed from storage. */
async function readKeptBytes({ storage, bytes }: MediaContext, key: string, object: StoredObject) {
  if (!bytes.accepts(object.bytes)) return undefined;
  const kept = bytes.get(key);
  if (kept) return kept;
  const read = await storage.readBytes(key);
  // A file replaced between stat and read would not match its headers: stream it instead.
  if (read.length !== object.bytes) return undefined;
  bytes.store(key, read);
  return read;
}

/**
 * The player's steady stream of segment requests is answered without waiting on anything once the activity
 * and the file are known (both in the public read cache); anything else takes the lookups.
 */
function serveMedia(context: MediaContext, request: FastifyRequest, reply: FastifyReply) {
  const parsed = parseServedKey((request.params as { '*': string })['*']);
  const type = parsed && mediaTypeOf(parsed.key);
  if (!parsed || !type) return sendError(reply, 'NOT_FOUND');
  const cache = request.server.publicReadCache;
  const activity = cache.getFact(activityFactKey(parsed)) as ServableActivity | undefined;
  if (context.publicBase && activity && isPublicFile(activity, parsed)) {
    return redirectToPublicCopy(reply, context.publicBase, parsed.key);
  }
  const object = cache.getFact(statFactKey(parsed.key)) as StoredObject | undefined;
  const bytes = object && context.bytes.get(parsed.key);
  if (activity && object && bytes && isPublicFile(activity, parsed)) {
    return sendStoredObject(request, reply, context.storage, { key: parsed.key, object, type, bytes });
  }
  return serveAfterLookups(context, request, reply, { ...parsed, type });
}

/** GET /media/*: HLS playlists and segments, thumbnails, previews and storyboards of published activities. */
export function registerMediaRoutes(app: FastifyInstance, deps: AppDeps): void {
  const context: MediaContext = {
    deps,
    storage: mediaStorageFor(deps.config),
    bytes: new MediaBytesCache(deps.config.MEDIA_MEMORY_CACHE_MB * 1024 * 1024),
    publicBase: deps.config.MEDIA_PUBLIC_BASE_URL?.replace(/\/+$/, '') ?? null,
  };
  app.get(
    `${MEDIA_URL_PREFIX}/*`,
    { config: { rateLimit: { max: deps.config.MEDIA_RATE_LIMIT_MAX, timeWindow: 60_000 } } },
    (request, reply) => serveMedia(context, request, reply),
  );
}

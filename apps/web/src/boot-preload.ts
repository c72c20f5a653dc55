import { ACTIVITY_PAGE_SEGMENTS, API_BASE_PATH, STORAGE_KEYS } from '@streamit/contract/constants';
import bootstrapLtrHref from 'bootstrap/dist/css/bootstrap.min.css?url';
import bootstrapRtlHref from 'bootstrap/dist/css/bootstrap.rtl.min.css?url';
import { CATALOGUE_LOADERS, listBootParts } from './i18n/catalogue-parts';
import { readPreferredLanguage } from './i18n/preferred-language';
import { playsHlsNatively } from './features/watch/hls-support';

// index.html loads this tiny module `async`, ahead of the app's entry: it runs as soon as it arrives, while the
// entry and its chunks are still downloading, and starts what the first screen will wait for. It only starts
// downloads; the app makes every decision again itself (and uses what is already in the browser's cache).

// Activity paths that are pages of their own, not an activity id or slug (routes/browse-routes.tsx).
const BROWSE_SEGMENTS = new Set<string>(ACTIVITY_PAGE_SEGMENTS);
const WATCH_PATH = /^\/activities\/([^/]+)\/?$/;

function addPreload(href: string, as: 'style' | 'fetch'): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  if (as === 'fetch') link.crossOrigin = 'anonymous';
  link.href = href;
  document.head.append(link);
  return link;
}

/** Resolves once `link` has loaded or failed. */
function waitForLink(link: HTMLLinkElement): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      resolve();
    };
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
  });
}

function isGuest(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.memberToken) === null;
  } catch {
    return true;
  }
}

const language = readPreferredLanguage();
// The page's direction follows its language (a stored theme can override it; then the app simply loads the
// other build too). Set now, so what the page shows before the app renders (a watch page's video) is on its side.
const rtl = language === 'ar';
document.documentElement.lang = language;
document.documentElement.dir = rtl ? 'rtl' : 'ltr';
addPreload(rtl ? bootstrapRtlHref : bootstrapLtrHref, 'style');
// The first render waits for the language's strings: fetch them beside the entry, not after it has run.
for (const part of listBootParts(window.location.pathname)) void CATALOGUE_LOADERS[language][part]();
// The home page's hero (its largest paint) waits for the featured list; a guest's request can start now.
if (window.location.pathname === '/' && isGuest())
  addPreload(`${API_BASE_PATH}/activities/featured`, 'fetch');

// A guest starts a video at its beginning, so the stream itself can start loading now (the browser's own HLS, else
// hls.js), into a <video> the player adopts when it mounts: the one the page's HTML carries when the server knew the
// stream, else a detached one. The warm-up is a small chunk of its own (features/watch/warm-stream.ts), off the home
// page; importing it also takes the page's <video> over.
const warmStreamModule = WATCH_PATH.test(window.location.pathname)
  ? import('./features/watch/warm-stream')
  : Promise.reject(new Error('not a watch page'));
void warmStreamModule.catch(() => undefined);

async function warmGuestStream(activityUrl: string, preload: Promise<void>): Promise<void> {
  // After the preload has its answer, this request takes it instead of asking the server a second time.
  const response = await preload.then(() => fetch(activityUrl, { headers: { Accept: 'application/json' } }));
  if (!response.ok) return;
  const src = readHlsUrl(await response.json());
  if (!src) return;
  // The browser's own HLS starts from here at once (or plays the server's <video> already in the page, which
  // warm-stream took over); hls.js waits for its loading module and the library.
  if (playsHlsNatively()) (await warmStreamModule).warmNatively(src, 0);
  else await (await import('./features/watch/hls-loader')).prewarmHlsSource(src, 0);
}

// A member's video starts where they left it: the warm-up chunk reads the saved place as the page loads
// (early-saved-place.ts). The playlist's address comes from the public answer the page's Link header preloads; a video
// that is not public has none, and the player starts it as before.
async function warmMemberStream(activityUrl: string, preload: Promise<void>): Promise<void> {
  const response = await preload.then(() => fetch(activityUrl, { headers: { Accept: 'application/json' } }));
  const src = response.ok ? readHlsUrl(await response.json()) : null;
  const warmStream = await warmStreamModule;
  const startAt = await warmStream.readEarlyStart();
  if (!src || startAt === null) return;
  if (playsHlsNatively()) warmStream.warmNatively(src, startAt);
  else await (await import('./features/watch/hls-loader')).prewarmHlsSource(src, startAt);
}

// Read defensively: the app validates the activity itself; this only needs a playable video's playlist address.
function readHlsUrl(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { type, comingSoon, media } = body as {
    type?: unknown;
    comingSoon?: unknown;
    media?: { hlsUrl?: unknown };
  };
  if (type !== 'VIDEO' || comingSoon === true) return null;
  return typeof media?.hlsUrl === 'string' ? media.hlsUrl : null;
}

const activity = WATCH_PATH.exec(window.location.pathname)?.[1];
if (activity && !BROWSE_SEGMENTS.has(activity)) {
  // The page's code is not imported here: watch pages preload it themselves (watch.html), and one that carries its
  // video runs it only once the video can play (watch-stream.html, decision 045).
  // Where the browser plays HLS itself it needs no library; else hls.js is the largest download of the page: start it
  // first (the loader reuses the module).
  if (!playsHlsNatively() && ('MediaSource' in window || 'ManagedMediaSource' in window))
    void import('hls.js/light');
  const activityUrl = `${API_BASE_PATH}/activities/${encodeURIComponent(activity)}`;
  // One request to the server, at the preload's high priority: the stream's fetch and a guest's app both get its
  // answer (from the preload, else from the HTTP cache: anonymous activity reads are cacheable briefly). The page's
  // own response usually started it already (its Link header, http/page-preloads.ts on the server).
  const preload = waitForLink(addPreload(activityUrl, 'fetch'));
  // A member's app asks with their token (and may see more); the public answer only names the stream here.
  const warming = isGuest() ? warmGuestStream(activityUrl, preload) : warmMemberStream(activityUrl, preload);
  void warming.catch(() => undefined);
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { WATCH_PAGE_STREAM_ATTRIBUTE } from '@streamit/contract';

// The web build's pages (apps/web/vite-plugins/watch-page-html.ts writes the watch pages beside index.html).
const INDEX_FILE = 'index.html';
const WATCH_FILE = 'watch.html';
const WATCH_STREAM_FILE = 'watch-stream.html';
const EMPTY_SOURCE = `${WATCH_PAGE_STREAM_ATTRIBUTE} src=""`;

/** A watch page's HTML in parts, read once at start (a new build needs a restart). */
export interface WebPages {
  /** The page without the video: for a video whose playlist is not known yet, or no video. */
  plain: string;
  /** The page with the video in the player's frame, cut where its master playlist's address goes. */
  withStream: [before: string, after: string] | null;
}

function readPage(webDistDir: string, file: string): string | null {
  const filePath = path.join(webDistDir, file);
  return existsSync(filePath) ? readFileSync(filePath, 'utf8') : null;
}

function splitAtSource(html: string | null): [string, string] | null {
  const at = html?.indexOf(EMPTY_SOURCE) ?? -1;
  if (!html || at < 0) return null;
  const cut = at + EMPTY_SOURCE.length - 1;
  return [html.slice(0, cut), html.slice(cut)];
}

/** Reads the watch pages of a web build (index.html where the build has none); null without a build. */
export function loadWebPages(webDistDir: string): WebPages | null {
  // index.html is every other page's answer: without it there is no build to serve.
  const index = readPage(webDistDir, INDEX_FILE);
  if (index === null) return null;
  const plain = readPage(webDistDir, WATCH_FILE) ?? index;
  return { plain, withStream: splitAtSource(readPage(webDistDir, WATCH_STREAM_FILE)) };
}

/**
 * A watch page's HTML. With `playlist` (a guest's public video) the page carries the stream itself: a `<video>` in
 * the player's frame, which the browser starts loading with its own HLS player while it parses the page, before any
 * script has run; the app starts once it can play and its player takes that element over
 * (apps/web/src/features/watch/warm-stream.ts, decision 045). `playlist` is a served media path (page-preloads.ts
 * checks it), safe inside an attribute as it is.
 */
export function renderWatchPage(pages: WebPages, playlist: string | undefined): string {
  if (!playlist || !pages.withStream) return pages.plain;
  return pages.withStream[0] + playlist + pages.withStream[1];
}

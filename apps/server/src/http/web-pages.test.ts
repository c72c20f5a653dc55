import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadWebPages, renderWatchPage } from './web-pages.js';

const MASTER = '/media/activities/3f1c2a9e/AbCdEfGh12345678/hls/master.m3u8';
// The shapes apps/web/vite-plugins/watch-page-html.ts writes.
const WATCH_HTML =
  '<head><link rel="modulepreload" href="/assets/activity-page-1.js">' +
  '<script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body>';
const WATCH_STREAM_HTML =
  '<head><link rel="modulepreload" href="/assets/activity-page-1.js">' +
  '<script type="module" src="/assets/watch-stream-entry-1.js"></script></head><body><div id="root">' +
  '<div class="page-stream"><video class="watch-player__video" data-warm-stream src=""></video></div></div></body>';
const BUILD = {
  'index.html': '<div id="root"></div>',
  'watch.html': WATCH_HTML,
  'watch-stream.html': WATCH_STREAM_HTML,
};

let dist: string | undefined;

function buildWith(files: Record<string, string>): string {
  dist = mkdtempSync(path.join(tmpdir(), 'streamit-pages-'));
  for (const [name, html] of Object.entries(files)) writeFileSync(path.join(dist, name), html);
  return dist;
}

afterEach(() => {
  if (dist) rmSync(dist, { recursive: true, force: true });
  dist = undefined;
});

describe('watch pages', () => {
  it('carry the video in the player frame, and the entry that waits for it, when the master playlist is known', () => {
    const pages = loadWebPages(buildWith(BUILD));
    if (!pages) throw new Error('no pages');
    const html = renderWatchPage(pages, MASTER);
    expect(html).toContain(`<video class="watch-player__video" data-warm-stream src="${MASTER}"></video>`);
    expect(html).toContain('watch-stream-entry-1.js');
    expect(html).toContain('<link rel="modulepreload" href="/assets/activity-page-1.js">');
  });

  it('are the plain watch page, preloads kept, when the playlist is not known', () => {
    const pages = loadWebPages(buildWith(BUILD));
    if (!pages) throw new Error('no pages');
    expect(renderWatchPage(pages, undefined)).toBe(WATCH_HTML);
  });

  it('fall back to index.html, never with a video, in a build without watch pages', () => {
    const pages = loadWebPages(buildWith({ 'index.html': '<div id="root"></div>' }));
    if (!pages) throw new Error('no pages');
    expect(renderWatchPage(pages, MASTER)).toBe('<div id="root"></div>');
  });

  it('are not there without a build, nor without the index.html every other page needs', () => {
    expect(loadWebPages(buildWith({}))).toBeNull();
    rmSync(dist ?? '', { recursive: true, force: true });
    expect(
      loadWebPages(buildWith({ 'watch.html': WATCH_HTML, 'watch-stream.html': WATCH_STREAM_HTML })),
    ).toBeNull();
  });
});

import { STORAGE_KEYS } from '@streamit/contract/constants';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

const MASTER = '/media/activities/a1/AbCdEfGh12345678/hls/master.m3u8';

// The frame the server puts in a watch page (apps/server/src/http/web-pages.ts) for a public video.
function renderPageFrame(src: string): HTMLVideoElement {
  document.body.innerHTML = `<div id="root"><div class="page-stream"><div class="watch-player"><video class="watch-player__video" preload="auto" data-warm-stream src="${src}"></video></div></div></div>`;
  const video = document.querySelector('video');
  if (!video) throw new Error('no video');
  return video;
}

// warm-stream takes the page's element over when it is first evaluated, as in the browser: a fresh copy each time.
async function loadWarmStream() {
  vi.resetModules();
  return import('./warm-stream');
}

let play: ReturnType<typeof vi.fn<() => Promise<void>>>;
let canPlayType: MockInstance<HTMLMediaElement['canPlayType']>;

beforeEach(() => {
  play = vi.fn(() => Promise.resolve());
  // jsdom has no media stack: this browser plays HLS itself, as Chrome and Safari do.
  canPlayType = vi
    .spyOn(HTMLMediaElement.prototype, 'canPlayType')
    .mockImplementation((type) => (type === 'application/vnd.apple.mpegurl' ? 'maybe' : ''));
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe("the watch page's own video", () => {
  it("plays a guest's stream at once and hands the same element to the player", async () => {
    const video = renderPageFrame(MASTER);
    const { takeWarmVideo } = await loadWarmStream();
    expect(play).toHaveBeenCalledTimes(1);
    const taken = takeWarmVideo(MASTER, 0);
    expect(taken).toBe(video);
    expect(taken?.hasAttribute('data-warm-stream')).toBe(false);
    expect(taken?.getAttribute('src')).toBe(MASTER);
    // Handed over once: a second player makes its own.
    expect(takeWarmVideo(MASTER, 0)).toBeNull();
  });

  it("keeps a member's stream loading, paused, and moves it to the saved place once it is known", async () => {
    window.localStorage.setItem(STORAGE_KEYS.memberToken, 'member-session');
    const video = renderPageFrame(MASTER);
    const { readWarmStream, takeWarmVideo, warmNatively } = await loadWarmStream();
    expect(play).not.toHaveBeenCalled();
    expect(video.getAttribute('src')).toBe(MASTER);
    expect(readWarmStream()?.startAt).toBeNull();
    // The saved place arrives (the watch route's prefetch): the same element, moved there once its metadata is in.
    warmNatively(MASTER, 95);
    expect(play).toHaveBeenCalledTimes(1);
    expect(readWarmStream()?.video).toBe(video);
    expect(readWarmStream()?.startAt).toBe(95);
    video.dispatchEvent(new Event('loadedmetadata'));
    expect(video.currentTime).toBe(95);
    expect(takeWarmVideo(MASTER, 95)).toBe(video);
    window.localStorage.removeItem(STORAGE_KEYS.memberToken);
  });

  it("hands a member's stream to a player that knew the start first, moved there", async () => {
    window.localStorage.setItem(STORAGE_KEYS.memberToken, 'member-session');
    const video = renderPageFrame(MASTER);
    const { takeWarmVideo } = await loadWarmStream();
    expect(takeWarmVideo(MASTER, 40)).toBe(video);
    video.dispatchEvent(new Event('loadedmetadata'));
    expect(video.currentTime).toBe(40);
    window.localStorage.removeItem(STORAGE_KEYS.memberToken);
  });

  it('is stopped where the browser has no HLS player of its own (hls.js plays in an element of its own)', async () => {
    canPlayType.mockReturnValue('');
    const video = renderPageFrame(MASTER);
    await loadWarmStream();
    expect(play).not.toHaveBeenCalled();
    expect(video.isConnected).toBe(false);
  });

  it('is dropped when the activity names another stream by the time the player mounts', async () => {
    const video = renderPageFrame(MASTER);
    const { takeWarmVideo, readWarmStream } = await loadWarmStream();
    expect(takeWarmVideo('/media/activities/a1/Other/hls/master.m3u8', 0)).toBeNull();
    expect(video.hasAttribute('src')).toBe(false);
    expect(video.isConnected).toBe(false);
    expect(readWarmStream()).toBeNull();
  });
});

import type { QueryClient } from '@tanstack/react-query';
import { getActivityQueryOptions } from '../features/activities/get-activity.queries';
import { getWatchProgressQueryOptions } from '../features/watch/get-watch-progress.queries';
import { decideResume, type SavedPosition } from '../features/watch/resume-decision';
import { hasSessionOnlyMedia } from '../features/watch/session-media';
import { readAuthToken } from '../lib/auth-storage';

// Never longer than this: a slow stream must not hold the page back (the player then shows its spinner).
const WARM_VIDEO_WAIT_LIMIT_MS = 300;

// Undefined when the place could not be read: the player then asks again and waits for it.
function readSavedPlace(queryClient: QueryClient, activityId: string): Promise<SavedPosition | undefined> {
  return queryClient.query(getWatchProgressQueryOptions(activityId)).catch(() => undefined);
}

function startOf(saved: SavedPosition | undefined, durationSeconds: number | null): number | null {
  return saved === undefined ? null : decideResume(saved, durationSeconds).startAt;
}

/**
 * Starts what a watch page needs at once instead of one after the other: the activity, hls.js and (once the
 * activity names its master playlist) the stream itself. A hover preload (`warmStream` false) stops at the
 * activity and the code: warming a stream loads its first segment. Failures are left to the page, which asks
 * again and shows them. Resolves once the activity has arrived (or failed) and a stream the browser plays itself
 * has started loading; never rejects.
 */
export function prefetchWatchPage(
  queryClient: QueryClient,
  activityId: string,
  warmStream: boolean,
): Promise<void> {
  const member = readAuthToken('member') !== null;
  // The player's loading module stays off the home page's boot: only a watch page that plays fetches it (the boot
  // preloader has usually started it already).
  const hlsLoader = warmStream ? import('../features/watch/hls-loader') : null;
  void hlsLoader
    ?.then((loader) => (loader.choosePlaybackEngine() === 'hls.js' ? loader.loadHls() : undefined))
    .catch(() => undefined);
  // Cached data is good enough here (only the playlist address is read); the page refreshes it as usual.
  const activity = queryClient.query({ ...getActivityQueryOptions(activityId), staleTime: 'static' });
  // A member's saved place, beside the activity rather than after the page rendered (issue 25: signed-in playback
  // waited for it in turn); the player takes this answer (get-watch-progress.queries.ts).
  const saved = member && warmStream ? readSavedPlace(queryClient, activityId) : Promise.resolve(undefined);
  const warmed = activity.then(async (detail) => {
    const { type, comingSoon, media, durationSeconds } = detail;
    // A preview's files answer the session only: the player's hls.js loads them, a warm-up would meet 404s.
    const src = type === 'VIDEO' && !comingSoon && !hasSessionOnlyMedia(detail) ? media.hlsUrl : null;
    if (!src || !hlsLoader) return;
    const loader = await hlsLoader;
    // A guest starts at the beginning; a member where the player will resume (null: unknown, it waits for it).
    const startAt = member ? startOf(await saved, durationSeconds) : 0;
    const warming = loader.prewarmHlsSource(src, startAt).catch(() => undefined);
    // The browser's own HLS starts at once; the first render waits (briefly) until it can play: its pipeline needs
    // the page's main thread, which the render and its layout would hold. The page then appears with its video
    // playing. hls.js is a download of its own, which the page does not wait for.
    if (loader.choosePlaybackEngine() !== 'native') return;
    await warming;
    await (await import('../features/watch/warm-stream')).whenWarmVideoPlayable(WARM_VIDEO_WAIT_LIMIT_MS);
  });
  return warmed.catch(() => undefined);
}

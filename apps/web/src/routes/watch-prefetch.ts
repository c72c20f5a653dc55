import type { QueryClient } from '@tanstack/react-query';
import { getActivityQueryOptions } from '../features/activities/get-activity.queries';
import { readAuthToken } from '../lib/auth-storage';

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
  const warmed = activity.then(async ({ type, comingSoon, media }) => {
    const src = type === 'VIDEO' && !comingSoon ? media.hlsUrl : null;
    if (!src || !hlsLoader) return;
    const loader = await hlsLoader;
    // A guest starts at the beginning; a member's start waits for the saved place (see WatchPlayer).
    const warming = loader.prewarmHlsSource(src, member ? null : 0).catch(() => undefined);
    // The browser's own HLS starts at once: the first render then finds the stream loading and adopts it. hls.js
    // is a download of its own, which the page does not wait for.
    if (loader.choosePlaybackEngine() === 'native') await warming;
  });
  return warmed.catch(() => undefined);
}

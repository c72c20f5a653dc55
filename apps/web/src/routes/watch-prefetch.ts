import type { QueryClient } from '@tanstack/react-query';
import { getActivityQueryOptions } from '../features/activities/get-activity.queries';
import { readAuthToken } from '../lib/auth-storage';

/**
 * Starts what a watch page needs at once instead of one after the other: the activity, hls.js and (once the
 * activity names its master playlist) the stream itself. A hover preload (`warmStream` false) stops at the
 * activity and the code: warming a stream loads its first segment. Failures are left to the page, which asks
 * again and shows them.
 */
export function prefetchWatchPage(queryClient: QueryClient, activityId: string, warmStream: boolean): void {
  const member = readAuthToken('member') !== null;
  // The player's loading module stays off the home page's boot: only a watch page that plays fetches it (the boot
  // preloader has usually started it already).
  const hlsLoader = warmStream ? import('../features/watch/hls-loader') : null;
  void hlsLoader
    ?.then((loader) => (loader.canUseHlsJs() ? loader.loadHls() : undefined))
    .catch(() => undefined);
  void queryClient
    // Cached data is good enough here (only the playlist address is read); the page refreshes it as usual.
    .query({ ...getActivityQueryOptions(activityId), staleTime: 'static' })
    .then(async (activity) => {
      const src = activity.type === 'VIDEO' && !activity.comingSoon ? activity.media.hlsUrl : null;
      // A guest starts at the beginning; a member's start waits for the saved place (see WatchPlayer).
      if (src && hlsLoader) return (await hlsLoader).prewarmHlsSource(src, member ? null : 0);
      return undefined;
    })
    .catch(() => undefined);
}

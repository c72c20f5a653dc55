import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseStoryboardVtt } from './storyboard';

/** Query options for a storyboard index (a WebVTT file under /media, not an API operation). */
export function loadStoryboardQueryOptions(url: string) {
  return queryOptions({
    queryKey: ['watch', 'storyboard', url] as const,
    queryFn: async ({ signal }) => {
      const response = await fetch(url, { signal });
      if (!response.ok) throw new Error(`storyboard ${response.status}`);
      return parseStoryboardVtt(await response.text(), url);
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The scrubbing thumbnails of a video; without a storyboard the seek bar simply shows times. */
export function useStoryboard(url: string | null) {
  return useQuery({ ...loadStoryboardQueryOptions(url ?? ''), enabled: url !== null });
}

import type { StoryReadSection, StorySection } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/database.js';
import { findActivityById, type Activity } from '../activities/activities.queries.js';
import { findPlayableActivities, isComingSoon, isPubliclyVisible } from '../activities/activities.service.js';
import { mediaUrl } from '../media/media-paths.js';
import { findMediaAssets } from '../media/media.queries.js';

type VideoSection = Extract<StoryReadSection, { kind: 'VIDEO' }>;

/** What a story shows of one catalogue video: how to play it inside the story, or why it cannot. */
export type StoryVideo = Pick<
  VideoSection,
  'title' | 'thumbnailUrl' | 'hlsUrl' | 'unavailable' | 'durationSeconds'
>;

/** A video the catalogue no longer has. */
export const GONE_VIDEO: StoryVideo = {
  title: '',
  thumbnailUrl: null,
  hlsUrl: null,
  unavailable: 'NOT_AVAILABLE',
  durationSeconds: null,
};

function whyNot(video: Activity, playable: boolean, hlsUrl: string | null): StoryVideo['unavailable'] {
  if (playable) return hlsUrl ? null : 'PREPARING';
  return isPubliclyVisible(video) && isComingSoon(video) ? 'COMING_SOON' : 'NOT_AVAILABLE';
}

async function describeVideo(db: Executor, video: Activity, playable: boolean): Promise<StoryVideo> {
  const assets = await findMediaAssets(db, video.id, ['THUMBNAIL', 'HLS_MASTER']);
  const url = (kind: string) => {
    const asset = assets.find((item) => item.kind === kind);
    return asset ? mediaUrl(asset.storageKey) : null;
  };
  const unavailable = whyNot(video, playable, url('HLS_MASTER'));
  // A video that is not public keeps its files to itself: no poster either.
  const thumbnailUrl = unavailable === 'NOT_AVAILABLE' ? null : url('THUMBNAIL');
  const hlsUrl = unavailable === null ? url('HLS_MASTER') : null;
  return { title: video.title, thumbnailUrl, hlsUrl, unavailable, durationSeconds: video.durationSeconds };
}

/**
 * The videos a story's sections name, as everyone sees them (the story's answer is publicly cached): playable
 * inside the story only when the watch page would play them to a guest now (decision 069, amendment 2).
 */
export async function findStoryVideos(
  deps: AppDeps,
  sections: StorySection[],
): Promise<Map<string, StoryVideo>> {
  const ids = [
    ...new Set(sections.flatMap((section) => (section.kind === 'VIDEO' ? [section.activityId] : []))),
  ];
  if (ids.length === 0) return new Map();
  const playable = await findPlayableActivities(deps, ids);
  const entries = await Promise.all(
    ids.map(async (id): Promise<[string, StoryVideo]> => {
      const video = playable.get(id) ?? (await findActivityById(deps.db, id));
      if (video?.type !== 'VIDEO') return [id, GONE_VIDEO];
      return [id, await describeVideo(deps.db, video, playable.has(id))];
    }),
  );
  return new Map(entries);
}

/** The playing time a video section's bound may count: the video's length when it plays in the story. */
export function playableSeconds(video: StoryVideo | undefined): number | null {
  return video?.hlsUrl ? video.durationSeconds : null;
}

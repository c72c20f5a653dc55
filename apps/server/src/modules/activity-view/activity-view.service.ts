import {
  formatMovieTime,
  type ActivityDetail,
  type ActivityMedia,
  type ActivityStats,
} from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { findMediaAssets, type MediaAsset } from '../media/media.queries.js';
import { mediaUrl } from '../media/media-paths.js';
import { findWatchTotals } from '../watch/watch.queries.js';
import { findActivityCreator } from './activity-creator.js';
import { findActivityCredits, findActivityTags } from '../activities/activities.queries.js';
import {
  isComingSoon,
  requireVisibleActivity,
  type ContentViewer,
} from '../activities/activities.service.js';

function buildMedia(assets: MediaAsset[], playable: boolean): ActivityMedia {
  const url = (kind: MediaAsset['kind']) => {
    const asset = assets.find((item) => item.kind === kind);
    return asset ? mediaUrl(asset.storageKey) : null;
  };
  const renditions = assets
    .filter((asset) => asset.kind === 'RENDITION')
    .map((asset) => ({ label: asset.label, width: asset.width ?? 0, height: asset.height ?? 0 }))
    .sort((a, b) => a.height - b.height);
  return {
    hlsUrl: playable ? url('HLS_MASTER') : null,
    thumbnailUrl: url('THUMBNAIL'),
    previewUrl: url('PREVIEW'),
    storyboardUrl: playable ? url('STORYBOARD') : null,
    renditions: playable ? renditions : [],
    bannerUrl: url('BANNER'),
    captions: playable
      ? assets
          .filter((asset) => asset.kind === 'CAPTION')
          .map((asset) => ({ label: asset.label, url: mediaUrl(asset.storageKey) }))
      : [],
  };
}

/** GET /activities/:id: one published activity with category, tags, credits, media and card. */
export async function getPublicActivity(
  deps: AppDeps,
  idOrSlug: string,
  viewer: ContentViewer = null,
): Promise<ActivityDetail> {
  const { activity, category } = await requireVisibleActivity(deps, idOrSlug, viewer);
  const [tags, credits, assets, creator] = await Promise.all([
    findActivityTags(deps.db, activity.id),
    findActivityCredits(deps.db, activity.id),
    findMediaAssets(deps.db, activity.id),
    findActivityCreator(deps.db, activity.creatorId),
  ]);
  const comingSoon = isComingSoon(activity);
  const media = buildMedia(assets, !comingSoon);
  const { id, type, slug, title, description, creatorId, visibility, licence, durationSeconds } = activity;
  return {
    id,
    type,
    slug,
    title,
    description,
    category,
    creatorId,
    creator,
    visibility,
    licence,
    comingSoon,
    previewStatus: activity.status === 'PUBLISHED' ? null : activity.status,
    durationSeconds,
    viewCount: activity.viewCount,
    pointsReward: activity.pointsReward,
    isDemo: activity.isDemo,
    publishAt: activity.publishAt?.toISOString() ?? null,
    createdAt: activity.createdAt.toISOString(),
    tags,
    credits,
    media,
    card: {
      id,
      image: media.thumbnailUrl,
      title,
      movieTime: durationSeconds === null ? null : formatMovieTime(durationSeconds),
    },
  };
}

/** GET /activities/:id/stats: views, length, distinct viewers and total credited watch time. */
export async function getPublicActivityStats(deps: AppDeps, idOrSlug: string): Promise<ActivityStats> {
  const { activity } = await requireVisibleActivity(deps, idOrSlug, null);
  const totals = await findWatchTotals(deps.db, activity.id);
  return {
    id: activity.id,
    viewCount: activity.viewCount,
    durationSeconds: activity.durationSeconds,
    ...totals,
  };
}

import { formatMovieTime } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { mediaUrl } from '../media/media-paths.js';
import { requirePlayable } from '../activities/activities.service.js';
import {
  findContinueWatching,
  findInteractionHistory,
  findProgress,
  findWatchHistory,
  hasViewThisHour,
} from './watch.repository.js';

/** GET /activities/:id/progress (a creator previewing their unpublished item reads it too: nothing saved). */
export async function getWatchProgress(deps: AppDeps, userId: string, activityId: string) {
  const activity = await requirePlayable(deps, activityId, undefined, { kind: 'member', userId });
  const progress = await findProgress(deps.db, userId, activityId);
  return {
    activityId,
    positionSeconds: progress?.positionSeconds ?? 0,
    watchedSeconds: progress?.watchedSeconds ?? 0,
    durationSeconds: activity.durationSeconds,
    updatedAt: progress?.updatedAt.toISOString() ?? null,
  };
}

/** GET /activities/:id/view. */
export async function getViewStatus(deps: AppDeps, userId: string, activityId: string) {
  const activity = await requirePlayable(deps, activityId);
  const countedThisHour = await hasViewThisHour(deps.db, activityId, userId);
  return { activityId, countedThisHour, viewCount: activity.viewCount };
}

type HistoryRow = Awaited<ReturnType<typeof findWatchHistory>>[number];

function toHistoryItems(rows: HistoryRow[]) {
  return rows.map(({ progress, activity, thumbnailKey }) => ({
    activityId: activity.id,
    title: activity.title,
    slug: activity.slug,
    positionSeconds: progress.positionSeconds,
    watchedSeconds: progress.watchedSeconds,
    durationSeconds: activity.durationSeconds,
    updatedAt: progress.updatedAt.toISOString(),
    card: {
      id: activity.id,
      title: activity.title,
      image: thumbnailKey ? mediaUrl(thumbnailKey) : null,
      movieTime: activity.durationSeconds === null ? null : formatMovieTime(activity.durationSeconds),
    },
  }));
}

/** GET /activities/user/history. */
export async function getWatchHistory(deps: AppDeps, userId: string, limit: number) {
  return { items: toHistoryItems(await findWatchHistory(deps.db, userId, limit)) };
}

/** GET /activities/user/continue-watching: started, unfinished, still listed videos. */
export async function listContinueWatching(deps: AppDeps, userId: string, limit: number) {
  return { items: toHistoryItems(await findContinueWatching(deps.db, userId, limit)) };
}

/** GET /activities/user/interaction-history. */
export async function getInteractionHistory(deps: AppDeps, userId: string, limit: number) {
  const rows = await findInteractionHistory(deps.db, userId, limit);
  const items = rows.map(({ session, title }) => ({
    sessionId: session.id,
    activityId: session.activityId,
    title,
    startedAt: session.startedAt.toISOString(),
    lastHeartbeatAt: session.lastHeartbeatAt?.toISOString() ?? null,
    heartbeats: session.heartbeats,
    watchedSeconds: session.creditedSeconds,
    sections: session.sections,
    viewCounted: session.viewCounted,
  }));
  return { items };
}

import type { ActivityType } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { findActivityById, findActivityWithCategory, type Activity } from './activities.repository.js';
import { findActivitiesWithHolds, isHiddenByReports } from './activity-holds.repository.js';

/** Who may see content that is not public yet: its creator, or staff who moderate content. */
export type ContentViewer = { kind: 'moderator' } | { kind: 'member'; userId: string } | null;

/** Published and not private: what guests may open by id or slug (before its date it is Coming Soon). */
export function isPubliclyVisible(activity: Pick<Activity, 'status' | 'visibility'>): boolean {
  return activity.status === 'PUBLISHED' && activity.visibility !== 'PRIVATE';
}

/** Published with a publish date still ahead. */
export function isComingSoon(activity: Pick<Activity, 'publishAt'>, now = new Date()): boolean {
  return activity.publishAt !== null && activity.publishAt > now;
}

/** Whether the viewer may see an activity that is not public: its creator or a moderator (decision 009). */
export function mayPreview(viewer: ContentViewer, creatorId: string | null): boolean {
  if (!viewer) return false;
  return viewer.kind === 'moderator' || (creatorId !== null && viewer.userId === creatorId);
}

/**
 * 404 unless the caller may see this activity now: its creator and moderators always may (a preview);
 * anyone else only when it is published, not private and not held by reports. Drafts, processing,
 * rejected, archived, failed, private and held activities do not exist for the public.
 */
async function assertVisible(deps: AppDeps, activity: Activity, viewer: ContentViewer): Promise<boolean> {
  if (mayPreview(viewer, activity.creatorId)) return true;
  if (!isPubliclyVisible(activity)) throw new AppError('NOT_FOUND');
  if (await isHiddenByReports(deps.db, activity.id)) throw new AppError('NOT_FOUND');
  return false;
}

/** The activity page's question: the activity (by id or slug) with its category, if this caller may see it. */
export async function requireVisibleActivity(deps: AppDeps, idOrSlug: string, viewer: ContentViewer = null) {
  const row = await findActivityWithCategory(deps.db, idOrSlug);
  if (!row) throw new AppError('NOT_FOUND');
  await assertVisible(deps, row.activity, viewer);
  return row;
}

/**
 * The one answer to "may this caller play this activity now?": visible to them (see above), its date
 * reached unless they preview it, and of `kind` when given. Anything else is 404, as on the public
 * activity page. Watch sessions, heartbeats, history, quizzes and games all ask here.
 */
export async function requirePlayable(
  deps: AppDeps,
  id: string,
  kind?: ActivityType,
  viewer: ContentViewer = null,
): Promise<Activity> {
  const activity = await findActivityById(deps.db, id);
  if (!activity || (kind && activity.type !== kind)) throw new AppError('NOT_FOUND');
  const preview = await assertVisible(deps, activity, viewer);
  if (!preview && isComingSoon(activity)) throw new AppError('NOT_FOUND');
  return activity;
}

/**
 * requirePlayable's answer for many activities at once, as a guest or member who is not their creator sees
 * them (the heartbeat batch, decision 067): the playable ones by id; any other id is 404 to its caller.
 */
export async function findPlayableActivities(deps: AppDeps, ids: string[]): Promise<Map<string, Activity>> {
  const rows = await findActivitiesWithHolds(deps.db, [...new Set(ids)]);
  const now = new Date();
  const playable = rows.filter(
    ({ activity, held }) => !held && isPubliclyVisible(activity) && !isComingSoon(activity, now),
  );
  return new Map(playable.map(({ activity }) => [activity.id, activity]));
}

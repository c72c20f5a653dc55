import type { ActivityType } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { findActivityById, type Activity } from '../activities/activities.repository.js';
import { isComingSoon, isPubliclyVisible } from '../activities/activities.service.js';
import { isHiddenByReports } from './report-holds.js';

/**
 * An activity members may play now: published, not private, its date reached and not hidden by
 * reports. Anything else is 404, as on the public activity page.
 */
export async function findPlayableActivity(deps: AppDeps, id: string, type: ActivityType): Promise<Activity> {
  const activity = await findActivityById(deps.db, id);
  if (!activity || activity.type !== type || !isPubliclyVisible(activity) || isComingSoon(activity)) {
    throw new AppError('NOT_FOUND');
  }
  if (await isHiddenByReports(deps.db, id)) throw new AppError('NOT_FOUND');
  return activity;
}

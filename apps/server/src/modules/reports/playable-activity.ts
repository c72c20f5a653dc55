import type { ActivityType } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { findActivityById, type Activity } from '../activities/activities.repository.js';
import { isComingSoon, isPubliclyVisible } from '../activities/activities.service.js';
import { isHiddenByReports } from './report-holds.js';

/**
 * The one answer to "may a member play this activity now?": published, not private, its date
 * reached, not hidden by reports and, when `kind` is given, of that kind. Anything else is 404, as on
 * the public activity page. Watch sessions, heartbeats, quizzes and games all ask here.
 */
export async function requirePlayable(deps: AppDeps, id: string, kind?: ActivityType): Promise<Activity> {
  const activity = await findActivityById(deps.db, id);
  if (!activity || (kind && activity.type !== kind)) throw new AppError('NOT_FOUND');
  if (!isPubliclyVisible(activity) || isComingSoon(activity)) throw new AppError('NOT_FOUND');
  if (await isHiddenByReports(deps.db, id)) throw new AppError('NOT_FOUND');
  return activity;
}

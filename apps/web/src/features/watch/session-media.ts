import type { ActivityDetail } from '@streamit/contract';

/**
 * Whether the activity's files are served to a session only (its creator's or a moderator's preview of an
 * unpublished or private item): they need the session header, which only hls.js and a fetch send, never the
 * browser's own HLS, a poster or a storyboard sprite.
 */
export function hasSessionOnlyMedia(activity: Pick<ActivityDetail, 'previewStatus' | 'visibility'>): boolean {
  return Boolean(activity.previewStatus) || activity.visibility === 'PRIVATE';
}

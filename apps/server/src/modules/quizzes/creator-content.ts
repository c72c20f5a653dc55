import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { findUserById } from '../members/members.queries.js';
import type { Activity } from '../activities/activities.queries.js';

/** Who is writing content: a member creator (content goes to moderation) or staff (published). */
export type Author = { kind: 'creator'; userId: string } | { kind: 'staff'; adminId: string };

/** Refuses members who are not approved creators (or are banned) with 403. */
export async function assertCreator(deps: AppDeps, userId: string): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (!user || !user.isContentCreator || user.creatorStatus === 'BANNED') {
    throw new AppError('CREATOR_REQUIRED');
  }
}

/** A unique, URL-safe slug from a title (a random suffix avoids collisions and guessing). */
export function slugFor(title: string, fallback: string): string {
  const base = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || fallback}-${randomBytes(4).toString('hex')}`;
}

/**
 * Whether an author may replace this activity: staff always (except archived), a creator only their
 * own, and not while it is archived.
 */
export function assertCanEdit(activity: Activity, author: Author): void {
  if (author.kind === 'creator' && activity.creatorId !== author.userId) throw new AppError('NOT_FOUND');
  if (activity.status === 'ARCHIVED') throw new AppError('CONTENT_NOT_EDITABLE');
}

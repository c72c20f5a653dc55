import type {
  CreatorDiscoverPage,
  CreatorDiscoverQuery,
  CreatorFollowState,
  CreatorPublicPage,
} from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { decodeCursor, encodeCursor } from '../browse/browse-cursor.js';
import { categoriesOf, toCard, toPublicPage } from './creator-profile-view.js';
import { findDiscoverPage } from './creator-discover.repository.js';
import {
  deleteFollow,
  findFollowTarget,
  findPublicCreatorByHandle,
  insertFollow,
  isFollowing,
} from './creator-profiles.repository.js';

/** GET /creators/:handle: the same answer for every reader, so it may be cached and shared. */
export async function getCreatorPage(deps: AppDeps, handle: string): Promise<CreatorPublicPage> {
  const row = await findPublicCreatorByHandle(deps.db, handle);
  if (!row) throw new AppError('CREATOR_NOT_FOUND');
  const categories = await categoriesOf(deps.db, [row.profile]);
  return toPublicPage(row, categories(row.profile));
}

/** GET /creators: public creators by search, category and sort, keyset-paginated. */
export async function discoverCreators(
  deps: AppDeps,
  query: CreatorDiscoverQuery,
): Promise<CreatorDiscoverPage> {
  const rows = await findDiscoverPage(deps.db, { ...query, cursor: decodeCursor(query.cursor) });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const categories = await categoriesOf(
    deps.db,
    page.map((row) => row.profile),
  );
  return {
    items: page.map((row) => toCard(row, categories(row.profile))),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor({ key: last.sortKey, id: last.profile.userId }) : null,
  };
}

async function followTarget(deps: AppDeps, handle: string) {
  const target = await findFollowTarget(deps.db, handle);
  if (!target) throw new AppError('CREATOR_NOT_FOUND');
  return target;
}

/** GET /creators/:handle/follow: the viewer's own flag, never part of the shared page. */
export async function getFollowState(
  deps: AppDeps,
  userId: string,
  handle: string,
): Promise<CreatorFollowState> {
  const target = await followTarget(deps, handle);
  return {
    following: await isFollowing(deps.db, userId, target.userId),
    followerCount: target.followerCount,
  };
}

/** POST /creators/:handle/follow: idempotent; nobody follows themselves. */
export async function followCreator(
  deps: AppDeps,
  userId: string,
  handle: string,
): Promise<CreatorFollowState> {
  const target = await followTarget(deps, handle);
  if (target.userId === userId) throw new AppError('CREATOR_SELF_FOLLOW');
  return { following: true, followerCount: await insertFollow(deps.db, userId, target.userId) };
}

/** DELETE /creators/:handle/follow: idempotent. */
export async function unfollowCreator(
  deps: AppDeps,
  userId: string,
  handle: string,
): Promise<CreatorFollowState> {
  const target = await followTarget(deps, handle);
  return { following: false, followerCount: await deleteFollow(deps.db, userId, target.userId) };
}

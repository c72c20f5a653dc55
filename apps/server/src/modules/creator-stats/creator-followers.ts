import type { AppDeps } from '../../app-deps.js';
import { countFollowsMadeBetween, selectFollowerCount } from '../creator-profiles/creator-follows.queries.js';
import { DAY_MS } from '../../lib/utc-days.js';

/** The creator screens' one door to follower numbers (follows live in creator-profiles, decision 040). */
export function countFollowers(deps: AppDeps, creatorId: string): Promise<number | null> {
  return selectFollowerCount(deps.db, creatorId);
}

/**
 * Followers gained between two UTC days (inclusive): follows made then that still stand, so a follow undone
 * later no longer counts for the day it was made.
 */
export function countFollowersGained(
  deps: AppDeps,
  creatorId: string,
  from: string,
  to: string,
): Promise<number | null> {
  const until = new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY_MS);
  return countFollowsMadeBetween(deps.db, creatorId, new Date(`${from}T00:00:00.000Z`), until);
}

import type { AppDeps } from '../../app-deps.js';

/**
 * The creator screens' one door to follower numbers. Follows are built by the creator-profile work
 * (`creator_follows`); until it is merged there is nothing to count and these answer null, which the
 * screens show as "not available yet". Wire both to that module's exported query when it lands.
 */
export function countFollowers(_deps: AppDeps, _creatorId: string): Promise<number | null> {
  return Promise.resolve(null);
}

/** Followers gained between two UTC days (inclusive); null until follows exist (see countFollowers). */
export function countFollowersGained(
  _deps: AppDeps,
  _creatorId: string,
  _from: string,
  _to: string,
): Promise<number | null> {
  return Promise.resolve(null);
}

import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { creatorFollows, creatorProfiles } from './creator-profiles.schema.js';

/** A creator's follower count as the follow statements keep it; 0 without a profile. */
export async function selectFollowerCount(db: Executor, creatorId: string): Promise<number> {
  const [row] = await db
    .select({ value: creatorProfiles.followerCount })
    .from(creatorProfiles)
    .where(eq(creatorProfiles.userId, creatorId));
  return row?.value ?? 0;
}

/** Follows of a creator made in [from, until) that still stand (an unfollow removes its row). */
export async function countFollowsMadeBetween(db: Executor, creatorId: string, from: Date, until: Date) {
  const [row] = await db
    .select({ value: count() })
    .from(creatorFollows)
    .where(
      and(
        eq(creatorFollows.creatorId, creatorId),
        gte(creatorFollows.createdAt, from),
        lt(creatorFollows.createdAt, until),
      ),
    );
  return row?.value ?? 0;
}

import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { creatorProfiles } from './creator-profiles.schema.js';

/** A creator's handle, or null before they saved a profile (and so are not on /creators). */
export async function selectCreatorHandle(db: Executor, creatorId: string): Promise<string | null> {
  const [row] = await db
    .select({ handle: creatorProfiles.handle })
    .from(creatorProfiles)
    .where(eq(creatorProfiles.userId, creatorId));
  return row?.handle ?? null;
}

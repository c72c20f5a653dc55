import type { CreatorProfile, CreatorProfileInput, CreatorProfileView } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { findOpenBan } from '../creators/creators.queries.js';
import { requireUser } from '../members/member-view.js';
import { categoriesOf, toOwnProfile } from './creator-profile-view.js';
import { suggestProfile } from './creator-handle-suggestion.js';
import { findCategoriesBySlug, findProfile, upsertProfile } from './creator-profiles.repository.js';
import { assertActiveCreator, assertCreator } from './creator-standing.js';

async function ownProfile(deps: AppDeps, userId: string): Promise<CreatorProfile | null> {
  const profile = await findProfile(deps.db, userId);
  if (!profile) return null;
  const user = await requireUser(deps, userId);
  const categories = await categoriesOf(deps.db, [profile]);
  return toOwnProfile(profile, user.avatarFile, categories(profile));
}

/** GET /users/creator-profile: the profile (or a suggested start), the creator status and, when banned, staff's reason. */
export async function getCreatorProfile(deps: AppDeps, userId: string): Promise<CreatorProfileView> {
  const creatorStatus = await assertCreator(deps, userId);
  const ban = creatorStatus === 'BANNED' ? await findOpenBan(deps.db, userId) : undefined;
  const profile = await ownProfile(deps, userId);
  return {
    profile,
    suggestion: profile ? null : await suggestProfile(deps, userId),
    creatorStatus,
    ban: ban ? { reason: ban.reason, bannedAt: ban.bannedAt.toISOString() } : null,
  };
}

async function categoryIdsOf(deps: AppDeps, slugs: string[]): Promise<string[]> {
  const found = await findCategoriesBySlug(deps.db, slugs);
  if (found.length !== slugs.length) throw new AppError('CREATOR_CATEGORY_UNKNOWN');
  const bySlug = new Map(found.map((category) => [category.slug, category.id]));
  return slugs.map((slug) => bySlug.get(slug) ?? '');
}

/** PUT /users/creator-profile: creates or replaces the profile; the handle is unique whatever its case. */
export async function saveCreatorProfile(
  deps: AppDeps,
  userId: string,
  input: CreatorProfileInput,
): Promise<CreatorProfile> {
  await assertActiveCreator(deps, userId);
  const saved = await upsertProfile(deps.db, userId, {
    handle: input.handle,
    displayName: input.displayName,
    bio: input.bio,
    links: input.links,
    categoryIds: await categoryIdsOf(deps, input.categories),
  });
  if (!saved) throw new AppError('CREATOR_HANDLE_TAKEN');
  const profile = await ownProfile(deps, userId);
  if (!profile) throw new AppError('CREATOR_PROFILE_MISSING');
  return profile;
}

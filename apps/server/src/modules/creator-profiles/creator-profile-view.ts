import type { CreatorCard, CreatorCategory, CreatorProfile, CreatorPublicPage } from '@streamit/contract';
import type { Executor } from '../../db/database.js';
import { AVATAR_URL_PREFIX } from '../members/member-view.js';
import { bannerUrlOf } from './creator-banner.service.js';
import { findCategoriesById, type ProfileRow } from './creator-profiles.repository.js';

/** A card's row: the profile, the avatar and the totals. */
export interface CardRow {
  profile: ProfileRow;
  avatarFile: string | null;
  viewCount: number;
  videoCount: number;
}

/** Resolves the category ids of some profiles to id, slug and name, in each profile's order. */
export async function categoriesOf(db: Executor, profiles: ProfileRow[]) {
  const rows = await findCategoriesById(db, [...new Set(profiles.flatMap((profile) => profile.categoryIds))]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return (profile: ProfileRow): CreatorCategory[] =>
    profile.categoryIds.flatMap((id) => {
      const category = byId.get(id);
      return category ? [category] : [];
    });
}

function publicFields(profile: ProfileRow, avatarFile: string | null, categories: CreatorCategory[]) {
  return {
    userId: profile.userId,
    handle: profile.handle,
    displayName: profile.displayName,
    bio: profile.bio,
    avatarUrl: avatarFile ? `${AVATAR_URL_PREFIX}${avatarFile}` : null,
    bannerUrl: bannerUrlOf(profile.bannerFile),
    categories,
    followerCount: profile.followerCount,
    createdAt: profile.createdAt.toISOString(),
  };
}

/** The discover card of a row. */
export function toCard(row: CardRow, categories: CreatorCategory[]): CreatorCard {
  return {
    ...publicFields(row.profile, row.avatarFile, categories),
    videoCount: row.videoCount,
    viewCount: row.viewCount,
  };
}

/** The public page of a row. */
export function toPublicPage(row: CardRow, categories: CreatorCategory[]): CreatorPublicPage {
  return { ...toCard(row, categories), links: row.profile.links };
}

/** The creator's own view of their profile. */
export function toOwnProfile(
  profile: ProfileRow,
  avatarFile: string | null,
  categories: CreatorCategory[],
): CreatorProfile {
  return {
    ...publicFields(profile, avatarFile, categories),
    links: profile.links,
    updatedAt: profile.updatedAt.toISOString(),
  };
}

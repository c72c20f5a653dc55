import type { MemberUser } from '@streamit/contract';

/** What the avatar shows when there is neither an image nor a display name (spec §2). */
export const AVATAR_FALLBACK_INITIAL = 'A';

function nonBlank(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** The name the avatar menu shows: display name, else first name, else null (the caller shows 'Guest'). */
export function getMemberDisplayName(user: Pick<MemberUser, 'displayName' | 'firstName'>): string | null {
  return nonBlank(user.displayName) ?? nonBlank(user.firstName);
}

/** The avatar's letter: the display name's first letter in upper case, else 'A' (spec §2). */
export function getAvatarInitial(user: Pick<MemberUser, 'displayName'>): string {
  const name = nonBlank(user.displayName);
  // Array.from keeps a letter outside the Basic Multilingual Plane whole.
  const first = name ? Array.from(name)[0] : undefined;
  return first ? first.toLocaleUpperCase() : AVATAR_FALLBACK_INITIAL;
}

/**
 * The client's 'admin' hint (spec §6): tier VIP, or an email containing 'admin'. It only reveals the
 * Admin Portal link; the server grants nothing on it (ARCHITECTURE.md §6).
 */
export function canSeeAdminPortal(user: Pick<MemberUser, 'tier' | 'email'>): boolean {
  return user.tier === 'VIP' || (user.email?.toLowerCase().includes('admin') ?? false);
}

/** A creator whose studio is open: flagged as creator and not BANNED (a ban closes the studio). */
export function isActiveCreator(user: Pick<MemberUser, 'isContentCreator' | 'creatorStatus'>): boolean {
  return user.isContentCreator && user.creatorStatus !== 'BANNED';
}

/** Who may apply to become a creator: members who are not creators and not BANNED (spec §6). */
export function canApplyAsCreator(user: Pick<MemberUser, 'isContentCreator' | 'creatorStatus'>): boolean {
  return !user.isContentCreator && user.creatorStatus !== 'BANNED';
}

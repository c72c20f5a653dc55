import type { ActivityCreator } from '@streamit/contract';
import type { Executor } from '../../db/database.js';
import { findUserById } from '../members/members.queries.js';
import { AVATAR_URL_PREFIX } from '../members/member-view.js';

/** A creator's public name: the display name, else first and last name; never the email. */
export function publicNameOf(user: {
  displayName: string | null;
  firstName: string | null;
  lastName: string | null;
}) {
  const display = user.displayName?.trim();
  if (display) return display;
  return [user.firstName, user.lastName]
    .filter((part) => part?.trim())
    .join(' ')
    .trim();
}

/** The creator line of a watch page: id, public name and avatar; null for the team's own items. */
export async function findActivityCreator(
  db: Executor,
  creatorId: string | null,
): Promise<ActivityCreator | null> {
  if (!creatorId) return null;
  const user = await findUserById(db, creatorId);
  if (!user) return null;
  return {
    id: user.id,
    name: publicNameOf(user),
    avatarUrl: user.avatarFile ? `${AVATAR_URL_PREFIX}${user.avatarFile}` : null,
  };
}

import type { MemberUser } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { requireUser, toMemberUser } from '../members/member-view.js';
import { isTwoFactorEnabled } from '../two-factor/two-factor.queries.js';

/** Loads a member and renders the client view. */
export async function loadMemberUser(deps: AppDeps, userId: string): Promise<MemberUser> {
  const user = await requireUser(deps, userId);
  return toMemberUser(user, await isTwoFactorEnabled(deps.db, userId));
}

import type { MemberUser } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { toMemberUser } from '../members/member-view.js';
import { findMemberUser } from './member-user.repository.js';

/** Loads a member and renders the client view. */
export async function loadMemberUser(deps: AppDeps, userId: string): Promise<MemberUser> {
  const row = await findMemberUser(deps.db, userId);
  if (!row) throw new AppError('USER_NOT_FOUND');
  return toMemberUser(row.user, row.twoFactorEnabled);
}

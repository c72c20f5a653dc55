import type { CreatorStatus } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { findMemberCreatorState } from '../creators/creators.queries.js';

/** 403 CREATOR_REQUIRED unless the member is (or was, before a ban) a content creator; returns the status. */
export async function assertCreator(deps: AppDeps, userId: string): Promise<CreatorStatus> {
  const state = await findMemberCreatorState(deps.db, userId);
  if (!state?.isContentCreator) throw new AppError('CREATOR_REQUIRED');
  return state.creatorStatus as CreatorStatus;
}

/** A creator who may change their public profile: 403 CREATOR_BANNED while banned. */
export async function assertActiveCreator(deps: AppDeps, userId: string): Promise<void> {
  if ((await assertCreator(deps, userId)) === 'BANNED') throw new AppError('CREATOR_BANNED');
}

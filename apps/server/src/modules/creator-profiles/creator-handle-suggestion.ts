import {
  CREATOR_HANDLE_MAX,
  isHandleShaped,
  isReservedHandle,
  type CreatorProfileSuggestion,
} from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { requireUser } from '../members/member-view.js';
import { findTakenHandles } from './creator-profiles.repository.js';

const SUFFIXES = ['', '-2', '-3', '-4', '-5', '-6', '-7', '-8', '-9'];

/** A name as a handle: Latin letters without accents, digits, single dashes; '' when nothing is left. */
export function handleOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .slice(0, CREATOR_HANDLE_MAX - 2)
    .replace(/^-+|-+$/g, '');
}

function candidatesOf(names: string[]): string[] {
  const bases = [...new Set(names.map(handleOf))].filter(
    (base) => isHandleShaped(base) && !isReservedHandle(base),
  );
  return bases.flatMap((base) => SUFFIXES.map((suffix) => base + suffix));
}

/**
 * The profile form's start for a creator without a profile: their display name and the first free handle
 * made from it (or from their email's name); null when none is free or the name has no Latin letters.
 */
export async function suggestProfile(deps: AppDeps, userId: string): Promise<CreatorProfileSuggestion> {
  const user = await requireUser(deps, userId);
  const displayName = user.displayName ?? '';
  const candidates = candidatesOf([displayName, user.email?.split('@')[0] ?? '']);
  const taken = new Set(await findTakenHandles(deps.db, candidates));
  return { displayName, handle: candidates.find((handle) => !taken.has(handle.toLowerCase())) ?? null };
}

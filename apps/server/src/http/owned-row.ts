import type { ErrorCode } from '@streamit/contract';
import { AppError, ForeignRowError } from './app-error.js';

/** What a refused lookup names: the kind of row, who asked, and the answer's code (NOT_FOUND unless said). */
export interface OwnedRowRefusal {
  resource: string;
  actorId: string;
  code?: ErrorCode;
}

/**
 * The one ownership check of member-owned rows (ASVS V16.3.2): `row` when `isOwner` says it is the caller's.
 * Missing and foreign rows get the same answer, but a foreign one is thrown as ForeignRowError, which the
 * security log keeps as `access.denied_foreign`.
 */
export function requireOwnedRow<T>(
  row: T | null | undefined,
  isOwner: (row: T) => boolean,
  refusal: OwnedRowRefusal,
): T {
  const code = refusal.code ?? 'NOT_FOUND';
  if (row === undefined || row === null) throw new AppError(code);
  if (!isOwner(row)) throw new ForeignRowError(code, refusal.resource, refusal.actorId);
  return row;
}

/**
 * For lookups already filtered by owner that found nothing: asks whether the row exists for anyone, and
 * refuses as requireOwnedRow would.
 */
export async function refuseMissingOrForeign(
  existsForAnyone: () => Promise<boolean>,
  refusal: OwnedRowRefusal,
): Promise<never> {
  const code = refusal.code ?? 'NOT_FOUND';
  if (await existsForAnyone()) throw new ForeignRowError(code, refusal.resource, refusal.actorId);
  throw new AppError(code);
}

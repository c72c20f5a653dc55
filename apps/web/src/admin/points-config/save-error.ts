import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api-client';

/** Why a save failed, in the reader's language: someone else's change, a vanished row, or anything else. */
export function saveErrorText(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.code === 'CONFLICT') return t('pointsConfig.errors.conflict');
  if (isApiError(error) && error.code === 'NOT_FOUND') return t('pointsConfig.errors.notFound');
  return t('pointsConfig.errors.failed');
}

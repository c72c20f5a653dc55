import { useTranslation } from '../../i18n/use-translation';
import { MULTIPLIER_BOUNDS } from './multiplier';

/** The "whole number from … to …" message with the bounds in the reader's number format. */
export function useRangeText() {
  const { t, i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language);
  return ({ min, max }: { min: number; max: number }): string =>
    t('pointsConfig.errors.range', { min: format.format(min), max: format.format(max) });
}

/** The "multiplier from … to …" message with the bounds in the reader's number format. */
export function useMultiplierErrorText(): string {
  const { t, i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 4 });
  return t('pointsConfig.errors.multiplier', {
    min: format.format(MULTIPLIER_BOUNDS.min),
    max: format.format(MULTIPLIER_BOUNDS.max),
  });
}

import type { PointsHistoryItem } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';

/** The part of a ledger line its reason is said from. */
export type LedgerReasonLine = Pick<PointsHistoryItem, 'reason' | 'reasonCode' | 'reasonValues'>;

/**
 * A ledger line's reason in the reader's language, from the code the server wrote on it; a reason typed by
 * staff (no code) is shown as typed.
 */
export function LedgerReasonLabel({ line }: { line: LedgerReasonLine }) {
  const { t, i18n } = useTranslation();
  if (!line.reasonCode) return <>{line.reason}</>;
  const number = new Intl.NumberFormat(i18n.language);
  // Numbers in the reader's digits; `count` stays a number so t() picks the plural form, shown as `amount`.
  const values = Object.fromEntries(
    Object.entries(line.reasonValues).map(([name, value]) => [
      name,
      typeof value === 'number' ? number.format(value) : value,
    ]),
  );
  const count = line.reasonValues.count;
  const plural = typeof count === 'number' ? { count, amount: number.format(count) } : {};
  return <>{t(`points.history.reasons.${line.reasonCode}`, { ...values, ...plural })}</>;
}

import { useTranslation } from '../../i18n/use-translation';
import { readLedgerReason } from './ledger-reason';

/** A points-history line's reason in the reader's language (a staff-typed reason as typed). */
export function LedgerReasonLabel({ reason }: { reason: string }) {
  const { t, i18n } = useTranslation();
  const known = readLedgerReason(reason);
  if (!known) return <>{reason}</>;
  const number = new Intl.NumberFormat(i18n.language);
  // Numbers in the reader's digits; `count` stays a number so t() picks the plural form, shown as `amount`.
  const values = Object.fromEntries(
    Object.entries(known.values).map(([name, value]) => [
      name,
      typeof value === 'number' ? number.format(value) : value,
    ]),
  );
  const count = known.values.count;
  const plural = typeof count === 'number' ? { count, amount: number.format(count) } : {};
  return <>{t(`points.history.reasons.${known.code}`, { ...values, ...plural })}</>;
}

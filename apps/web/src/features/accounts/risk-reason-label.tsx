import { useTranslation } from '../../i18n/use-translation';

const KNOWN_REASONS = [
  'FAILED_LOGINS',
  'NO_TWO_FACTOR',
  'EMAIL_UNVERIFIED',
  'MANY_IPS',
  'NEW_DEVICES',
  'SUSPICIOUS_REPORTED',
] as const;
type KnownReason = (typeof KNOWN_REASONS)[number];

const isKnown = (code: string): code is KnownReason => (KNOWN_REASONS as readonly string[]).includes(code);

/**
 * One reason behind the account's risk level (the 2FA status among them) in the reader's language, from its
 * code; the count the server's English line carries is read from it. An unknown code shows the server's line.
 */
export function RiskReasonLabel({ reason }: { reason: { code: string; message: string } }) {
  const { t, i18n } = useTranslation();
  if (!isKnown(reason.code)) return <>{reason.message}</>;
  const count = Number(/\d+/.exec(reason.message)?.[0] ?? 0);
  const amount = new Intl.NumberFormat(i18n.language).format(count);
  return <>{t(`statusDetails.risk.${reason.code}`, { count, amount })}</>;
}

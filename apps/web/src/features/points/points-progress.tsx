import type { PointsBalance } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';
import { TierBadge } from '../../components/role-badge';

/** Share of `value` in `total`, as a whole percent between 0 and 100. */
export function toPercent(value: number, total: number): number {
  if (total <= 0) return 100;
  return Math.max(0, Math.min(100, Math.round((value / total) * 100)));
}

/** A labelled Bootstrap progress bar with its figures in words. */
export function ProgressBar({ label, percent, text, testId }: ProgressBarProps) {
  return (
    <div>
      <div
        className="progress"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        data-testid={testId}
      >
        <div className="progress-bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="small text-body-secondary mt-1 mb-0">{text}</p>
    </div>
  );
}

/** Props of ProgressBar. */
export interface ProgressBarProps {
  label: string;
  percent: number;
  text: string;
  testId?: string;
}

/** The member's tier badge and how far their lifetime points are from the next tier's threshold. */
export function TierProgress({ balance }: { balance: PointsBalance }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const next = balance.nextTier;
  return (
    <div data-testid="tier-progress">
      <p className="mb-2 d-flex align-items-center gap-2">
        <span className="text-body-secondary">{t('points.tier.current')}</span>
        <TierBadge tier={balance.tier} />
      </p>
      {next ? (
        <ProgressBar
          label={t('points.tier.progressLabel', { tier: t(`tiers.${next.tier}`) })}
          percent={toPercent(balance.lifetime, next.threshold)}
          text={t('points.tier.progressText', {
            count: next.threshold,
            lifetime: number.format(balance.lifetime),
            threshold: number.format(next.threshold),
            tier: t(`tiers.${next.tier}`),
          })}
          testId="tier-progress-bar"
        />
      ) : (
        <p className="mb-0">{t('points.tier.top')}</p>
      )}
    </div>
  );
}

/** Points earned in a window against its cap ("120 of 500 points"). */
export function CapProgress({ label, earned, cap, testId }: CapProgressProps) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const reached = cap > 0 && earned >= cap;
  const text = t('points.caps.progress', {
    count: cap,
    earned: number.format(earned),
    cap: number.format(cap),
  });
  return (
    <div className="mb-3">
      <p className="fw-semibold mb-1">
        {label}
        {reached ? <span className="badge text-bg-warning ms-2">{t('points.caps.reached')}</span> : null}
      </p>
      <ProgressBar label={label} percent={toPercent(earned, cap)} text={text} testId={testId} />
    </div>
  );
}

/** Props of CapProgress. */
export interface CapProgressProps {
  label: string;
  earned: number;
  cap: number;
  testId?: string;
}

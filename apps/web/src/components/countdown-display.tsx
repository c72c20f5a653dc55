import { useTranslation } from '../i18n/use-translation';
import type { TimeRemaining } from '../lib/countdown';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/** Days, hours, minutes and seconds as four tiles; screen readers get the numbers with their units. */
export function CountdownDisplay({ remaining }: { remaining: TimeRemaining }) {
  const { t } = useTranslation();
  return (
    <div className="countdown" role="timer" aria-label={t('countdown.label')}>
      {UNITS.map((unit) => (
        <div key={unit} className="countdown__unit" data-unit={unit}>
          <span className="countdown__value" data-testid={`countdown-${unit}`}>
            {String(remaining[unit]).padStart(2, '0')}
          </span>
          <span className="countdown__label">{t(`countdown.${unit}`, { count: remaining[unit] })}</span>
        </div>
      ))}
    </div>
  );
}

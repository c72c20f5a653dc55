import type { PointsConfigSummary } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';

/** The configuration at a glance: its version and last change, and how many multipliers and overrides exist. */
export function SummaryHeader({ summary }: { summary: PointsConfigSummary }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const updated = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(summary.global.updatedAt),
  );
  const facts: [string, string][] = [
    [t('pointsConfig.summary.version'), number(summary.global.version)],
    [t('pointsConfig.summary.updated'), updated],
    [t('pointsConfig.summary.categories'), number(summary.categoryMultipliers)],
    [t('pointsConfig.summary.creators'), number(summary.creatorOverrides)],
    [t('pointsConfig.summary.content'), number(summary.contentOverrides)],
  ];
  return (
    <dl className="points-summary" aria-label={t('pointsConfig.summary.label')}>
      {facts.map(([term, value]) => (
        <div key={term} className="points-summary__fact">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

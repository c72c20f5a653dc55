import type { PointsFigures } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';

/** Earned in total and on hold for exchanges, under their one name (decision 048), as a small list. */
export function PointsFiguresList({
  figures,
  testIdPrefix,
}: {
  figures: PointsFigures;
  testIdPrefix: string;
}) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const rows = [
    ['lifetime', t('points.figures.lifetime'), figures.lifetime],
    ['held', t('points.figures.held'), figures.held],
  ] as const;
  return (
    <dl className="row small mb-3">
      {rows.map(([id, label, value]) => (
        <div key={id} className="col-auto">
          <dt className="fw-normal text-body-secondary">{label}</dt>
          <dd className="fw-semibold mb-0" data-testid={`${testIdPrefix}-${id}`}>
            {number.format(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

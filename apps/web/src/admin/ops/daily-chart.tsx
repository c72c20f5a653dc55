import type { DailyStat } from '@streamit/contract';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useOpsFormat } from './query-state';

const SERIES = ['newMembers', 'activeMembers', 'watchSeconds', 'pointsIssued', 'pointsSpent'] as const;
type Series = (typeof SERIES)[number];
const WIDTH = 600;
const HEIGHT = 160;

function valueOf(day: DailyStat, series: Series): number {
  // Watch time is stored in seconds and shown in hours.
  return series === 'watchSeconds' ? Math.round(day[series] / 36) / 100 : day[series];
}

/**
 * A bar chart of one daily figure in plain SVG (no chart library in the bundle), drawn in reading order,
 * so it mirrors in Arabic; the same figures are in a table below for screen readers and keyboards.
 */
export function DailyChart({ series: days }: { series: DailyStat[] }) {
  const { t, i18n } = useTranslation();
  const format = useOpsFormat();
  const [series, setSeries] = useState<Series>('newMembers');
  const selectId = useId();
  const rtl = i18n.language === 'ar';
  const values = days.map((day) => valueOf(day, series));
  const max = Math.max(1, ...values);
  const barWidth = WIDTH / Math.max(1, days.length);
  const label = t('adminOps.dashboard.chartLabel', {
    series: t(`adminOps.dashboard.series.${series}`),
    from: days[0] ? format.day(days[0].day) : '',
    to: days.at(-1) ? format.day(days.at(-1)?.day ?? '') : '',
  });
  return (
    <section className="card p-3 mb-4" aria-labelledby={`${selectId}-title`}>
      <div className="d-flex flex-wrap gap-2 align-items-end justify-content-between mb-2">
        <h2 id={`${selectId}-title`} className="h5 mb-0">
          {t('adminOps.dashboard.chartTitle')}
        </h2>
        <div>
          <label htmlFor={selectId} className="form-label small mb-1">
            {t('adminOps.dashboard.chartSeries')}
          </label>
          <select
            id={selectId}
            className="form-select form-select-sm"
            value={series}
            onChange={(event) => {
              setSeries(event.target.value as Series);
            }}
          >
            {SERIES.map((name) => (
              <option key={name} value={name}>
                {t(`adminOps.dashboard.series.${name}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} className="ops-chart w-100">
        {values.map((value, index) => {
          const height = (value / max) * (HEIGHT - 10);
          const slot = rtl ? days.length - 1 - index : index;
          return (
            <rect
              key={days[index]?.day}
              x={slot * barWidth + 1}
              y={HEIGHT - height}
              width={Math.max(1, barWidth - 2)}
              height={height}
              className="ops-chart__bar"
            />
          );
        })}
      </svg>
      <details className="mt-2">
        <summary>{t('adminOps.dashboard.showTable')}</summary>
        <div className="table-responsive">
          <table className="table table-sm mt-2">
            <caption className="visually-hidden">{t('adminOps.dashboard.chartTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adminOps.dashboard.day')}</th>
                {SERIES.map((name) => (
                  <th key={name} scope="col">
                    {t(`adminOps.dashboard.series.${name}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.day}>
                  <th scope="row">{format.day(day.day)}</th>
                  {SERIES.map((name) => (
                    <td key={name}>{format.number(valueOf(day, name))}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}

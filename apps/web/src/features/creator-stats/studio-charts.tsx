import { lazy, Suspense, useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { ChartKind, ChartPoint } from './studio-series';

// Recharts is most of a studio screen's weight: only the drawing waits for it, the caption and table do not.
const ChartPlot = lazy(() => import('./studio-chart-plot').then((module) => ({ default: module.ChartPlot })));

interface ChartProps {
  kind: ChartKind;
  title: string;
  head: [string, string];
  points: ChartPoint[];
  /** How a value reads in the table, on the y axis and in the tooltip. */
  formatValue: (value: number) => string;
}

/** The chart's data as a table, folded under the drawing: what screen readers and keyboard users get. */
function ChartTable({ title, head, points, formatValue }: Omit<ChartProps, 'kind'>) {
  const { t } = useTranslation();
  return (
    <details className="mt-2">
      <summary className="small">{t('creatorStudio.chart.showTable')}</summary>
      <div className="table-responsive">
        <table className="table table-sm mt-2">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{head[0]}</th>
              <th scope="col">{head[1]}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.label}>
                <th scope="row">{point.label}</th>
                <td>{formatValue(point.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** A studio chart (Recharts): a figure named by its caption, the drawing as one image, and its data as a table. */
export function StudioChart({ kind, title, head, points, formatValue }: ChartProps) {
  const titleId = useId();
  return (
    <figure className="studio-chart mb-4" aria-labelledby={titleId}>
      <figcaption id={titleId} className="h6">
        {title}
      </figcaption>
      <div role="img" aria-labelledby={titleId} className="studio-chart-plot">
        <Suspense fallback={null}>
          <ChartPlot kind={kind} name={head[1]} points={points} formatValue={formatValue} />
        </Suspense>
      </div>
      <ChartTable title={title} head={head} points={points} formatValue={formatValue} />
    </figure>
  );
}

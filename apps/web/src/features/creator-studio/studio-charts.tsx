import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';

/** One value of a chart, with the text its table row shows. */
export interface ChartPoint {
  label: string;
  value: number;
  text: string;
}

const [WIDTH, HEIGHT] = [300, 100];

/** The chart's data as a table, folded under the drawing: what screen readers and keyboard users get. */
function ChartTable({
  caption,
  head,
  points,
}: {
  caption: string;
  head: [string, string];
  points: ChartPoint[];
}) {
  const { t } = useTranslation();
  return (
    <details className="mt-2">
      <summary className="small">{t('creatorStudio.chart.showTable')}</summary>
      <div className="table-responsive">
        <table className="table table-sm mt-2">
          <caption>{caption}</caption>
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
                <td>{point.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** The first and last labels under a chart; HTML, so they follow the page's direction. */
function AxisEnds({ points }: { points: ChartPoint[] }) {
  return (
    <div className="d-flex justify-content-between small text-body-secondary" aria-hidden="true">
      <span>{points[0]?.label}</span>
      <span>{points.at(-1)?.label}</span>
    </div>
  );
}

/**
 * Hand-made SVG bars (no chart library: two small shapes did not justify one). The drawing is mirrored in
 * right-to-left pages by CSS, so time runs the way the page reads; the data is in the table below it.
 */
export function BarChart({
  title,
  head,
  points,
}: {
  title: string;
  head: [string, string];
  points: ChartPoint[];
}) {
  const titleId = useId();
  const max = Math.max(1, ...points.map((point) => point.value));
  const step = WIDTH / Math.max(1, points.length);
  return (
    <figure className="studio-chart mb-4" aria-labelledby={titleId}>
      <figcaption id={titleId} className="h6">
        {title}
      </figcaption>
      <svg
        className="studio-chart-svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        preserveAspectRatio="none"
      >
        <line x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} className="studio-chart-axis" />
        {points.map((point, index) => {
          const height = (point.value / max) * (HEIGHT - 4);
          return (
            <rect
              key={point.label}
              x={index * step + step * 0.15}
              y={HEIGHT - height}
              width={step * 0.7}
              height={height}
              className="studio-chart-bar"
            />
          );
        })}
      </svg>
      <AxisEnds points={points} />
      <ChartTable caption={title} head={head} points={points} />
    </figure>
  );
}

/** The retention curve as a line from 0 % to 100 % of the video, with its table. */
export function LineChart({
  title,
  head,
  points,
}: {
  title: string;
  head: [string, string];
  points: ChartPoint[];
}) {
  const titleId = useId();
  const step = WIDTH / Math.max(1, points.length - 1);
  const path = points
    .map((point, index) => `${index * step},${HEIGHT - point.value * (HEIGHT - 4)}`)
    .join(' ');
  return (
    <figure className="studio-chart mb-4" aria-labelledby={titleId}>
      <figcaption id={titleId} className="h6">
        {title}
      </figcaption>
      <svg
        className="studio-chart-svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        preserveAspectRatio="none"
      >
        <line x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} className="studio-chart-axis" />
        <polyline points={path} className="studio-chart-line" fill="none" />
      </svg>
      <AxisEnds points={points} />
      <ChartTable caption={title} head={head} points={points} />
    </figure>
  );
}

import { Bar, CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from '../../lib/theme/theme-context';
import type { ChartKind, ChartPoint } from './studio-series';

// Theme variables, so the light and dark themes (and a custom primary colour) colour the charts too.
const COLOURS = {
  series: 'var(--bs-primary)',
  grid: 'var(--bs-border-color)',
  text: 'var(--bs-secondary-color)',
  background: 'var(--bs-body-bg)',
  body: 'var(--bs-body-color)',
  cursor: 'var(--bs-tertiary-bg)',
};
const SHARE_TICKS = [0, 0.25, 0.5, 0.75, 1];

/**
 * The Recharts drawing, a chunk of its own that only the chart screens load. It fills its box (sized by CSS).
 * In right-to-left pages time runs from the right (reversed x axis) and the values sit on the right; the
 * keyboard layer is off because the table under the chart carries the data.
 */
export function ChartPlot({
  kind,
  name,
  points,
  formatValue,
}: {
  kind: ChartKind;
  /** The series' name in the tooltip. */
  name: string;
  points: ChartPoint[];
  formatValue: (value: number) => string;
}) {
  const rtl = useTheme().settings.direction === 'rtl';
  const share = kind === 'share-line';
  const tick = { fill: COLOURS.text, fontSize: 12 };
  return (
    <ComposedChart
      data={points}
      responsive
      accessibilityLayer={false}
      style={{ width: '100%', height: '100%' }}
      margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
    >
      <CartesianGrid vertical={false} stroke={COLOURS.grid} strokeDasharray="3 3" />
      <XAxis dataKey="label" reversed={rtl} tick={tick} stroke={COLOURS.grid} minTickGap={12} />
      <YAxis
        orientation={rtl ? 'right' : 'left'}
        width="auto"
        tick={tick}
        stroke={COLOURS.grid}
        tickFormatter={formatValue}
        allowDecimals={share}
        {...(share ? { domain: [0, 1], ticks: SHARE_TICKS } : {})}
      />
      <Tooltip
        formatter={(value) => formatValue(Number(value))}
        contentStyle={{ background: COLOURS.background, borderColor: COLOURS.grid, color: COLOURS.body }}
        cursor={share ? { stroke: COLOURS.grid } : { fill: COLOURS.cursor }}
      />
      {share ? (
        <Line dataKey="value" name={name} type="linear" stroke={COLOURS.series} strokeWidth={2} dot={false} />
      ) : (
        <Bar dataKey="value" name={name} fill={COLOURS.series} maxBarSize={32} />
      )}
    </ComposedChart>
  );
}

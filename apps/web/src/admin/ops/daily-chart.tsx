import type { DailyStat } from '@streamit/contract';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { DataTable } from '../ui/data-table';
import { useOpsFormat } from './ops-format';

const SERIES = ['newMembers', 'activeMembers', 'watchSeconds', 'pointsIssued', 'pointsSpent'] as const;
type Series = (typeof SERIES)[number];
const WIDTH = 640;
const HEIGHT = 220;
// Room for the value axis on the reading-start side and the date labels underneath.
const AXIS = 48;
const BOTTOM = 28;
const TOP = 8;
const PLOT_WIDTH = WIDTH - AXIS - 8;
const PLOT_HEIGHT = HEIGHT - BOTTOM - TOP;

function valueOf(day: DailyStat, series: Series): number {
  // Watch time is stored in seconds and shown in hours.
  return series === 'watchSeconds' ? Math.round(day[series] / 36) / 100 : day[series];
}

/** A round top for the value axis (1, 2 or 5 times a power of ten) at or above `max`. */
export function niceCeiling(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= max) ?? 10;
  return step * power;
}

/** Every `n`-th day gets a date label so they never overlap: about six labels whatever the range. */
function labelEvery(days: number): number {
  return Math.max(1, Math.ceil(days / 6));
}

/** The rollup's days with any missing day in between filled with zeros, so each bar is one day. */
export function fillDays(series: DailyStat[]): DailyStat[] {
  const first = series[0];
  const last = series.at(-1);
  if (!first || !last) return [];
  const known = new Map(series.map((day) => [day.day, day]));
  const filled: DailyStat[] = [];
  for (let at = Date.parse(first.day); at <= Date.parse(last.day); at += 86_400_000) {
    const day = new Date(at).toISOString().slice(0, 10);
    filled.push(
      known.get(day) ?? {
        day,
        newMembers: 0,
        activeMembers: 0,
        watchSeconds: 0,
        pointsIssued: 0,
        pointsSpent: 0,
      },
    );
  }
  return filled;
}

/**
 * A bar chart of one daily figure in plain SVG (no chart library in the bundle), drawn in reading order,
 * so it mirrors in Arabic; the same figures are in a table below for screen readers and keyboards.
 */
export function DailyChart({ series: rollup }: { series: DailyStat[] }) {
  const days = fillDays(rollup);
  const { t, i18n } = useTranslation();
  const format = useOpsFormat();
  const [series, setSeries] = useState<Series>('newMembers');
  const selectId = useId();
  const rtl = i18n.language === 'ar';
  const values = days.map((day) => valueOf(day, series));
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
      <ChartSvg days={days} values={values} rtl={rtl} label={label} />
      <details className="mt-2">
        <summary>{t('adminOps.dashboard.showTable')}</summary>
        <DataTable
          caption={t('adminOps.dashboard.chartTitle')}
          captionHidden
          className="mt-2"
          heads={[
            t('adminOps.dashboard.day'),
            ...SERIES.map((name) => t(`adminOps.dashboard.series.${name}`)),
          ]}
        >
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{format.day(day.day)}</th>
              {SERIES.map((name) => (
                <td key={name}>{format.number(valueOf(day, name))}</td>
              ))}
            </tr>
          ))}
        </DataTable>
      </details>
    </section>
  );
}

/** The bars with a value axis (0, half, top) and dates under them; mirrored for right-to-left readers. */
function ChartSvg(props: { days: DailyStat[]; values: number[]; rtl: boolean; label: string }) {
  const format = useOpsFormat();
  const { days, values, rtl } = props;
  const top = niceCeiling(Math.max(...values, 0));
  const slot = PLOT_WIDTH / Math.max(1, days.length);
  const xOf = (index: number) => {
    const position = rtl ? days.length - 1 - index : index;
    return (rtl ? 8 : AXIS) + position * slot;
  };
  const yOf = (value: number) => TOP + PLOT_HEIGHT - (value / top) * PLOT_HEIGHT;
  const axisX = rtl ? WIDTH - AXIS : AXIS;
  const every = labelEvery(days.length);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={props.label} className="ops-chart w-100">
      {[0, top / 2, top].map((tick) => (
        <g key={tick} aria-hidden="true">
          <line
            x1={rtl ? 8 : AXIS}
            x2={rtl ? WIDTH - AXIS : WIDTH - 8}
            y1={yOf(tick)}
            y2={yOf(tick)}
            className="ops-chart__grid"
          />
          <text
            x={rtl ? axisX + 6 : axisX - 6}
            y={yOf(tick) + 4}
            textAnchor={rtl ? 'start' : 'end'}
            className="ops-chart__tick"
          >
            {format.number(tick)}
          </text>
        </g>
      ))}
      {values.map((value, index) => (
        <rect
          key={days[index]?.day}
          x={xOf(index) + 1}
          y={yOf(value)}
          width={Math.max(1, slot - 2)}
          height={TOP + PLOT_HEIGHT - yOf(value)}
          className="ops-chart__bar"
        />
      ))}
      {days.map((day, index) =>
        (days.length - 1 - index) % every === 0 ? (
          <text
            key={day.day}
            x={xOf(index) + slot / 2}
            y={HEIGHT - 8}
            textAnchor="middle"
            className="ops-chart__tick"
            aria-hidden="true"
          >
            {format.day(day.day)}
          </text>
        ) : null,
      )}
    </svg>
  );
}

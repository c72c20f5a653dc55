import type { GeographicReport } from '@streamit/contract';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { countryName } from '../../lib/country-names';
import { PeriodLine, ReportState, ReportTable, useFormat } from './analytics-parts';
import { useGeographicReport, type AnalyticsRange } from './analytics.queries';

// The country shapes are a chunk of their own: only the geographic tab loads them.
const WorldMap = lazy(() => import('./world-map'));

/** The figures the map can show, each a column of the table. */
const MAP_FIGURES = ['members', 'active', 'watchSeconds', 'pointsEarned'] as const;
type MapFigure = (typeof MAP_FIGURES)[number];

function valuesByCountry(report: GeographicReport, figure: MapFigure): ReadonlyMap<string, number> {
  return new Map(report.rows.flatMap((row) => (row.country ? [[row.country, row[figure]] as const] : [])));
}

function MapFigurePicker(props: { figure: MapFigure; onChange: (figure: MapFigure) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="mb-2 d-flex align-items-center gap-2">
      <label htmlFor={id} className="form-label mb-0">
        {t('adminAnalytics.geo.mapShows')}
      </label>
      <select
        id={id}
        className="form-select form-select-sm w-auto"
        value={props.figure}
        onChange={(event) => {
          props.onChange(event.target.value as MapFigure);
        }}
      >
        {MAP_FIGURES.map((figure) => (
          <option key={figure} value={figure}>
            {t(`adminAnalytics.geo.${figure}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

function GeographicMap({ report }: { report: GeographicReport }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [figure, setFigure] = useState<MapFigure>('members');
  const values = useMemo(() => valuesByCountry(report, figure), [report, figure]);
  const label = t(`adminAnalytics.geo.${figure}`);
  return (
    <section aria-label={t('adminAnalytics.geo.mapRegion')}>
      <MapFigurePicker figure={figure} onChange={setFigure} />
      <Suspense fallback={<p className="text-body-secondary">{t('adminAnalytics.geo.mapLoading')}</p>}>
        <WorldMap
          title={t('adminAnalytics.geo.mapTitle', { figure: label })}
          values={values}
          format={format.number}
        />
      </Suspense>
    </section>
  );
}

/** Geographic: members, active members, watch time and points per country, on a world map and in a table. */
export function GeographicView({ range }: { range: AnalyticsRange }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  return (
    <ReportState query={useGeographicReport(range)}>
      {(report) => (
        <>
          <PeriodLine period={report.period} />
          <GeographicMap report={report} />
          <ReportTable
            caption={t('adminAnalytics.geo.table')}
            file={`geographic-${range.from}-${range.to}`}
            heads={[
              t('adminAnalytics.geo.country'),
              t('adminAnalytics.geo.members'),
              t('adminAnalytics.geo.newMembers'),
              t('adminAnalytics.geo.active'),
              t('adminAnalytics.geo.activePrevious'),
              t('adminAnalytics.geo.watchSeconds'),
              t('adminAnalytics.geo.pointsEarned'),
            ]}
            rows={report.rows.map((row) => [
              row.country ? countryName(row.country, i18n.language) : t('adminAnalytics.geo.unknown'),
              format.number(row.members),
              format.number(row.newMembers),
              format.number(row.active),
              format.number(row.activePrevious),
              format.number(row.watchSeconds),
              format.number(row.pointsEarned),
            ])}
          />
        </>
      )}
    </ReportState>
  );
}

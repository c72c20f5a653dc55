import type { CreatorAnalytics } from '@streamit/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { PeriodCards } from './creator-dashboard';
import { useCreatorAnalytics, useCreatorItems, type StudioRange } from './creator-studio.queries';
import { StudioChart } from './studio-charts';
import { toDayPoints } from './studio-series';
import { studioFormats, type StudioFormats } from './studio-format';
import { RangePicker, RolledUntil, StatCard, StudioQuery } from './studio-parts';

function ContentPicker({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (id: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const items = useCreatorItems().data?.items ?? [];
  return (
    <div className="mb-3" style={{ maxWidth: '24rem' }}>
      <label htmlFor="studio-content" className="form-label">
        {t('creatorStudio.analytics.content')}
      </label>
      <select
        id="studio-content"
        className="form-select"
        value={value ?? ''}
        onChange={(event) => {
          onChange(event.target.value || undefined);
        }}
      >
        <option value="">{t('creatorStudio.analytics.allContent')}</option>
        {items.map((item) => (
          <option key={item.id} value={item.id}>
            {item.title}
          </option>
        ))}
      </select>
    </div>
  );
}

function Funnel({ funnel, format }: { funnel: CreatorAnalytics['funnel']; format: StudioFormats }) {
  const { t } = useTranslation();
  const steps = [
    ['started', funnel.started],
    ['completed', funnel.completed],
    ['passed', funnel.passed],
  ] as const;
  return (
    <ol className="list-inline mb-4" aria-label={t('creatorStudio.funnel.title')}>
      {steps.map(([step, count]) => (
        <li key={step} className="list-inline-item me-3">
          {t(`creatorStudio.funnel.${step}`)}: <strong>{format.number(count)}</strong>
        </li>
      ))}
    </ol>
  );
}

function Countries({
  countries,
  format,
}: {
  countries: CreatorAnalytics['countries'];
  format: StudioFormats;
}) {
  const { t, i18n } = useTranslation();
  if (countries.length === 0)
    return <p className="text-body-secondary">{t('creatorStudio.analytics.noViewers')}</p>;
  const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
  return (
    <table className="table table-sm mb-4">
      <caption className="visually-hidden">{t('creatorStudio.countries.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('creatorStudio.countries.country')}</th>
          <th scope="col">{t('creatorStudio.stats.viewers')}</th>
        </tr>
      </thead>
      <tbody>
        {countries.map((row) => (
          <tr key={row.country ?? 'unknown'}>
            <th scope="row">
              {row.country ? (names.of(row.country) ?? row.country) : t('creatorStudio.countries.unknown')}
            </th>
            <td>{format.number(row.viewers)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Figures({ data }: { data: CreatorAnalytics }) {
  const { t, i18n } = useTranslation();
  const format = studioFormats(i18n.language);
  const views = toDayPoints(data.series, format.day, (day) => day.views);
  const watch = toDayPoints(data.series, format.day, (day) => day.watchSeconds);
  const retention = data.retention.points.map((point) => ({
    label: `${format.number(point.percent)}%`,
    value: point.share,
  }));
  const { current } = data.period;
  return (
    <>
      <PeriodCards period={data.period} format={format} />
      <div className="row g-3 mb-4">
        <StatCard
          label={t('creatorStudio.stats.averageView')}
          value={format.duration(current.averageViewSeconds)}
          testId="studio-average-view"
        />
        <StatCard
          label={t('creatorStudio.stats.followersGained')}
          value={
            data.followersGained === null
              ? t('creatorStudio.followersSoon')
              : format.number(data.followersGained)
          }
        />
      </div>
      <RolledUntil at={data.rolledUntil} format={format.moment} />
      <StudioChart
        kind="bars"
        title={t('creatorStudio.charts.views')}
        head={[t('creatorStudio.chart.day'), t('creatorStudio.stats.views')]}
        points={views}
        formatValue={format.number}
      />
      <StudioChart
        kind="bars"
        title={t('creatorStudio.charts.watchTime')}
        head={[t('creatorStudio.chart.day'), t('creatorStudio.stats.watchTime')]}
        points={watch}
        formatValue={format.duration}
      />
      <h2 className="h5">{t('creatorStudio.retention.title')}</h2>
      {retention.length === 0 ? (
        <p className="text-body-secondary">{t('creatorStudio.analytics.noViewers')}</p>
      ) : (
        <StudioChart
          kind="share-line"
          title={t('creatorStudio.retention.chart', {
            count: data.retention.viewers,
            viewers: data.retention.viewers,
          })}
          head={[t('creatorStudio.retention.mark'), t('creatorStudio.retention.share')]}
          points={retention}
          formatValue={format.percent}
        />
      )}
      <h2 className="h5">{t('creatorStudio.funnel.title')}</h2>
      <Funnel funnel={data.funnel} format={format} />
      <h2 className="h5">{t('creatorStudio.countries.title')}</h2>
      <Countries countries={data.countries} format={format} />
    </>
  );
}

/** /creator/analytics: one range of all the creator's content or of one item, from the rollups. */
export function CreatorAnalyticsScreen({ initialContent }: { initialContent?: string | undefined }) {
  const [range, setRange] = useState<StudioRange>(28);
  const [content, setContent] = useState(initialContent);
  const query = useCreatorAnalytics(range, content);
  return (
    <>
      <ContentPicker value={content} onChange={setContent} />
      <RangePicker value={range} onChange={setRange} />
      <StudioQuery query={query}>{(data) => <Figures data={data} />}</StudioQuery>
    </>
  );
}

import type { CreatorDashboard, CreatorPeriod } from '@streamit/contract';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useCreatorDashboard, type StudioRange } from './creator-studio.queries';
import { studioFormats, type StudioFormats } from './studio-format';
import { RangePicker, RolledUntil, StatCard, StudioQuery } from './studio-parts';

/** The four headline figures of a period, in their order on the page (watch time is a duration). */
const PERIOD_CARDS = [
  { figure: 'views', label: 'creatorStudio.stats.views', testId: 'studio-views' },
  { figure: 'uniqueViewers', label: 'creatorStudio.stats.viewers', testId: 'studio-viewers' },
  { figure: 'watchSeconds', label: 'creatorStudio.stats.watchTime', testId: 'studio-watch-time' },
  { figure: 'earnedPoints', label: 'creatorStudio.stats.earned', testId: 'studio-earned' },
] as const;

/** The four headline figures of a period with their trends. */
export function PeriodCards({ period, format }: { period: CreatorPeriod; format: StudioFormats }) {
  const { t } = useTranslation();
  const { current, trend } = period;
  return (
    <div className="row g-3 mb-4">
      {PERIOD_CARDS.map(({ figure, label, testId }) => (
        <StatCard
          key={figure}
          label={t(label)}
          value={
            figure === 'watchSeconds' ? format.duration(current[figure]) : format.number(current[figure])
          }
          trend={format.trend(trend[figure])}
          testId={testId}
        />
      ))}
    </div>
  );
}

function Tasks({ tasks }: { tasks: CreatorDashboard['tasks'] }) {
  const { t } = useTranslation();
  if (tasks.length === 0) return <p className="text-body-secondary">{t('creatorStudio.tasks.none')}</p>;
  return (
    <ul className="list-group mb-4">
      {tasks.map((task) => (
        <li key={task.activityId} className="list-group-item">
          <strong>{t(`creatorStudio.tasks.${task.kind}`)}</strong> · {task.title}
          {task.reason ? <p className="small mb-0 text-body-secondary">{task.reason}</p> : null}
        </li>
      ))}
    </ul>
  );
}

function LatestContent({
  items,
  format,
}: {
  items: CreatorDashboard['latestContent'];
  format: StudioFormats;
}) {
  const { t } = useTranslation();
  if (items.length === 0) return <p className="text-body-secondary">{t('creatorStudio.latest.none')}</p>;
  return (
    <div className="table-responsive mb-4">
      <table className="table align-middle">
        <caption className="visually-hidden">{t('creatorStudio.latest.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('creatorStudio.latest.item')}</th>
            <th scope="col">{t('creatorStudio.latest.status')}</th>
            <th scope="col">{t('creatorStudio.stats.views')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <th scope="row">
                <Link to="/creator/analytics" search={{ content: item.id }}>
                  {item.title}
                </Link>
              </th>
              <td>{t(`creatorStudio.status.${item.status}`)}</td>
              <td>{format.number(item.viewCount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Only creators with a handle are on Discover Creators: a creator without one is told how to get there. */
function PublicPageNote({ handle }: { handle: string | null }) {
  const { t } = useTranslation();
  if (handle === null)
    return (
      <div className="alert alert-warning d-flex flex-wrap gap-2 align-items-center" role="note">
        <span>{t('creatorStudio.handle.missing')}</span>
        <Link to="/creator/profile" className="btn btn-sm btn-primary">
          {t('creatorStudio.handle.choose')}
        </Link>
      </div>
    );
  return (
    <p className="small">
      <Link to="/creators/$handle" params={{ handle }}>
        {t('creatorStudio.handle.open')}
      </Link>
    </p>
  );
}

function Dashboard({ data }: { data: CreatorDashboard }) {
  const { t, i18n } = useTranslation();
  const format = studioFormats(i18n.language);
  const [range, setRange] = useState<StudioRange>(28);
  const period = data.periods.find((item) => item.range === range) ?? data.periods[0];
  return (
    <>
      <PublicPageNote handle={data.publicHandle} />
      <RangePicker value={range} onChange={setRange} />
      {period ? <PeriodCards period={period} format={format} /> : null}
      <p data-testid="studio-followers">
        {t('creatorStudio.stats.followers')}:{' '}
        {data.followers === null ? t('creatorStudio.followersSoon') : format.number(data.followers)}
      </p>
      <RolledUntil at={data.rolledUntil} format={format.moment} />
      <h2 className="h4 mt-4">{t('creatorStudio.tasks.title')}</h2>
      <Tasks tasks={data.tasks} />
      <h2 className="h4">{t('creatorStudio.latest.title')}</h2>
      <LatestContent items={data.latestContent} format={format} />
    </>
  );
}

/** /creator/dashboard: totals and trends for 7, 28 and 90 days, tasks and the latest content. */
export function CreatorDashboardScreen() {
  const query = useCreatorDashboard();
  return <StudioQuery query={query}>{(data) => <Dashboard data={data} />}</StudioQuery>;
}

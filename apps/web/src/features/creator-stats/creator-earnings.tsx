import type { CreatorEarnings } from '@streamit/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation';
import { useCreatorEarnings } from './creator-studio.queries';
import { StudioChart } from './studio-charts';
import { toDayPoints } from './studio-series';
import { studioFormats } from './studio-format';
import { StatCard, StudioQuery } from './studio-parts';

function Earnings({ data }: { data: CreatorEarnings }) {
  const { t, i18n } = useTranslation();
  const format = studioFormats(i18n.language);
  // The ledger answers the newest day first; charts run oldest to newest.
  const days = toDayPoints([...data.byDay].reverse(), format.day, (day) => day.points);
  return (
    <>
      <div className="row g-3 mb-3">
        <StatCard
          label={t('creatorStudio.earnings.total')}
          value={format.number(data.total)}
          testId="earnings-total"
        />
        <StatCard label={t('creatorStudio.earnings.thisMonth')} value={format.number(data.thisMonth)} />
        <StatCard label={t('creatorStudio.earnings.share')} value={`${format.number(data.sharePercent)}%`} />
        <StatCard label={t('creatorStudio.earnings.balance')} value={format.number(data.balance)} />
      </div>
      <p>
        {t('creatorStudio.earnings.exchangeBody')}{' '}
        <Link to="/wallet" className="btn btn-primary btn-sm">
          {t('creatorStudio.earnings.exchange')}
        </Link>
      </p>
      {days.length === 0 ? (
        <p className="text-body-secondary">{t('creatorStudio.earnings.none')}</p>
      ) : (
        <StudioChart
          kind="bars"
          title={t('creatorStudio.earnings.perDay')}
          head={[t('creatorStudio.chart.day'), t('creatorStudio.earnings.points')]}
          points={days}
          formatValue={format.number}
        />
      )}
      <h2 className="h5">{t('creatorStudio.earnings.perItem')}</h2>
      {data.byActivity.length === 0 ? (
        <p className="text-body-secondary">{t('creatorStudio.earnings.none')}</p>
      ) : (
        <table className="table table-sm">
          <caption className="visually-hidden">{t('creatorStudio.earnings.perItem')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('creatorStudio.latest.item')}</th>
              <th scope="col">{t('creatorStudio.earnings.points')}</th>
              <th scope="col">{t('creatorStudio.earnings.completions')}</th>
            </tr>
          </thead>
          <tbody>
            {data.byActivity.map((item) => (
              <tr key={item.activityId}>
                <th scope="row">{item.title}</th>
                <td>{format.number(item.points)}</td>
                <td>{format.number(item.completions)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

/** /creator/earnings: the creator's share of points earned on their content, from the ledger. */
export function CreatorEarningsScreen() {
  const query = useCreatorEarnings();
  return <StudioQuery query={query}>{(data) => <Earnings data={data} />}</StudioQuery>;
}

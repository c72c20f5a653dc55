import type { AdminDashboard, AttentionItem, DashboardKpi } from '@streamit/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation';
import { DailyChart } from './daily-chart';
import { useAdminDashboard } from './ops.queries';
import { QueryState } from '../ui/query-state';
import { useOpsFormat } from './ops-format';
import './ops.css';

function trendText(
  kpi: DashboardKpi,
  t: ReturnType<typeof useTranslation>['t'],
  number: (n: number) => string,
) {
  if (kpi.previous === null) return t('adminOps.dashboard.live');
  const change = kpi.value - kpi.previous;
  if (change === 0) return t('adminOps.dashboard.trendFlat');
  const key = change > 0 ? 'adminOps.dashboard.trendUp' : 'adminOps.dashboard.trendDown';
  return t(key, { change: number(Math.abs(change)) });
}

function KpiCard({ kpi }: { kpi: DashboardKpi }) {
  const { t } = useTranslation();
  const format = useOpsFormat();
  const name = t(`adminOps.dashboard.kpi.${kpi.key}`);
  const body = (
    <>
      <span className="small text-body-secondary">{name}</span>
      <span className="fs-3 fw-semibold">{format.number(kpi.value)}</span>
      <span className="small">{trendText(kpi, t, format.number)}</span>
    </>
  );
  // A card opens a screen only when the viewer may open it (the server says which); else it is a figure.
  return (
    <li className="col">
      {kpi.href ? (
        <Link to={kpi.href} className="card h-100 p-3 ops-kpi text-decoration-none" data-kpi={kpi.key}>
          {body}
        </Link>
      ) : (
        <div className="card h-100 p-3 ops-kpi" data-kpi={kpi.key}>
          {body}
        </div>
      )}
    </li>
  );
}

function AttentionList({ items }: { items: AttentionItem[] }) {
  const { t } = useTranslation();
  const format = useOpsFormat();
  return (
    <section className="card p-3 mb-4" aria-labelledby="ops-attention-title">
      <h2 id="ops-attention-title" className="h5">
        {t('adminOps.dashboard.attentionTitle')}
      </h2>
      {items.length === 0 ? (
        <p className="mb-0 text-body-secondary">{t('adminOps.dashboard.attentionEmpty')}</p>
      ) : (
        <ol className="list-unstyled mb-0">
          {items.map((item) => (
            <li key={item.key} className="d-flex gap-2 align-items-center py-1">
              <span className={`badge ops-urgency ops-urgency--${item.urgency}`}>
                {t(`adminOps.dashboard.urgency.${item.urgency}`)}
              </span>
              <Link to={item.href}>
                {t(`adminOps.dashboard.kpi.${item.key}`)}: {format.number(item.count)}
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function DashboardContent({ dashboard }: { dashboard: AdminDashboard }) {
  const { t } = useTranslation();
  const format = useOpsFormat();
  return (
    <>
      <ul
        className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 row-cols-xl-5 g-3 list-unstyled mb-4"
        aria-label={t('adminOps.dashboard.kpisLabel')}
      >
        {dashboard.kpis.map((kpi) => (
          <KpiCard key={kpi.key} kpi={kpi} />
        ))}
      </ul>
      <p className="small text-body-secondary" data-testid="dashboard-as-of">
        {dashboard.statsComputedAt
          ? t('adminOps.dashboard.computedAt', { when: format.dateTime(dashboard.statsComputedAt) })
          : t('adminOps.dashboard.neverComputed')}
      </p>
      <AttentionList items={dashboard.attention} />
      {dashboard.series.length > 0 ? <DailyChart series={dashboard.series} /> : null}
    </>
  );
}

/** Route /admin/dashboard (any staff): KPIs with trends, what needs attention, the daily chart. */
export function DashboardPage() {
  const dashboard = useAdminDashboard();
  return (
    <>
      <QueryState query={dashboard}>{(data) => <DashboardContent dashboard={data} />}</QueryState>
    </>
  );
}

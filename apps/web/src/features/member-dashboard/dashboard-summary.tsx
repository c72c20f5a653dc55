import type { DashboardStats } from '@streamit/contract';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { isApiError } from '../../lib/api-client';
import { useDashboardStats } from './get-dashboard-stats.queries';
import { ReferralPanel } from './referral-panel';

function StatCard({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <div className="col-12 col-sm-6 col-xl-3">
      <div className="card h-100">
        <div className="card-body">
          <p className="text-body-secondary small mb-1">{label}</p>
          <p className="h3 mb-0" data-testid={testId}>
            {value}
          </p>
        </div>
      </div>
    </div>
  );
}

function SecurityNotes({ stats }: { stats: DashboardStats }) {
  const { t } = useTranslation();
  return (
    <ul className="list-unstyled mb-0">
      <li>
        {stats.emailVerified ? t('memberDashboard.emailVerified') : t('memberDashboard.emailNotVerified')}
      </li>
      <li>
        {stats.security.twoFactorEnabled
          ? t('memberDashboard.twoFactorOn')
          : t('memberDashboard.twoFactorOff')}
      </li>
      <li>{t('memberDashboard.unreadAlerts', { number: stats.security.unreadAlerts })}</li>
    </ul>
  );
}

function StatsGrid({ stats }: { stats: DashboardStats }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <div className="row g-3 mb-4">
      {/* The points figures (balance and the rest) are the points card's above, read from /points/overview. */}
      <StatCard label={t('memberDashboard.tier')} value={stats.tier} testId="dashboard-tier" />
      <StatCard
        label={t('memberDashboard.referrals')}
        value={t('memberDashboard.referralCounts', {
          total: stats.referrals.total,
          verified: stats.referrals.verified,
        })}
        testId="dashboard-referrals"
      />
      <StatCard
        label={t('memberDashboard.memberSince')}
        value={date.format(new Date(stats.memberSince))}
        testId="dashboard-since"
      />
    </div>
  );
}

/** The member's summary (spec §2 My Dashboard) from GET /auth/dashboard-stats. */
export function DashboardSummary() {
  const { t } = useTranslation();
  const stats = useDashboardStats();
  if (stats.isPending) {
    return (
      <p role="status" className="placeholder-glow">
        <span className="placeholder col-6" />
        <span className="visually-hidden">{t('memberDashboard.loading')}</span>
      </p>
    );
  }
  if (stats.isError) {
    return (
      <div className="alert alert-danger" role="alert">
        {isApiError(stats.error) ? stats.error.message : t('memberDashboard.failed')}
        <button type="button" className="btn btn-link" onClick={() => void stats.refetch()}>
          {t('memberDashboard.retry')}
        </button>
      </div>
    );
  }
  return (
    <section aria-label={t('memberDashboard.summary')}>
      <StatsGrid stats={stats.data} />
      <div className="card">
        <div className="card-body">
          <h2 className="h5">{t('memberDashboard.security')}</h2>
          <SecurityNotes stats={stats.data} />
          <Link to="/merchandise/account" className="btn btn-outline-primary mt-3">
            {t('memberDashboard.manageAccount')}
          </Link>
        </div>
      </div>
      <ReferralPanel />
    </section>
  );
}

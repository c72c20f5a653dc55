import type { ReferralStats } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';
import { useLocaleFormat } from '../../lib/format-locale';
import { useReferralCode } from './get-referral-code.queries';
import { useReferralStats } from './get-referral-stats.queries';

type Referral = ReferralStats['recent'][number];

// A pending referral waits either for the friend's e-mail check or for their first reward.
function useStateLabel() {
  const { t } = useTranslation();
  return (referral: Referral): { text: string; tone: string } => {
    if (referral.status === 'VESTED') return { text: t('memberDashboard.referral.vested'), tone: 'success' };
    if (referral.status === 'REFUSED')
      return { text: t('memberDashboard.referral.refused'), tone: 'secondary' };
    const text = referral.emailVerified
      ? t('memberDashboard.referral.pendingReward')
      : t('memberDashboard.referral.pendingEmail');
    return { text, tone: 'warning' };
  };
}

function ReferralList({ recent }: { recent: Referral[] }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const stateOf = useStateLabel();
  if (recent.length === 0) return <p className="mb-0">{t('memberDashboard.referral.empty')}</p>;
  return (
    <ul className="list-group" aria-label={t('memberDashboard.referral.listLabel')}>
      {recent.map((referral, index) => {
        const state = stateOf(referral);
        return (
          <li
            key={`${referral.joinedAt}-${String(index)}`}
            className="list-group-item d-flex flex-wrap justify-content-between align-items-center gap-2"
          >
            <span>
              <span dir="auto">{referral.displayName ?? t('memberDashboard.referral.someone')}</span>
              <span className="text-body-secondary small ms-2">
                {t('memberDashboard.referral.joined', { date: format.date(referral.joinedAt) })}
              </span>
            </span>
            <span className={`badge text-bg-${state.tone}`} data-testid="referral-state">
              {state.text}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function RewardRule({ stats }: { stats: ReferralStats }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const reward = stats.rewardPoints;
  return (
    <>
      <p data-testid="referral-reward">
        {reward > 0
          ? t('memberDashboard.referral.reward', { count: reward, amount: format.number(reward) })
          : t('memberDashboard.referral.noReward')}
      </p>
      {stats.pointsEarned > 0 ? (
        <p>
          {t('memberDashboard.referral.earned', {
            count: stats.pointsEarned,
            amount: format.number(stats.pointsEarned),
          })}
        </p>
      ) : null}
    </>
  );
}

/** The dashboard's referrals card: the link to share, what a referral earns, and each referral's state. */
export function ReferralPanel() {
  const { t } = useTranslation();
  const code = useReferralCode();
  const stats = useReferralStats();
  return (
    <section className="card mt-4" aria-labelledby="referral-panel-title">
      <div className="card-body">
        <h2 id="referral-panel-title" className="h5">
          {t('memberDashboard.referral.title')}
        </h2>
        {code.data ? (
          <p>
            {t('memberDashboard.referralLink')} <code dir="ltr">{code.data.link}</code>
          </p>
        ) : null}
        {stats.isError ? <p role="alert">{t('memberDashboard.referral.failed')}</p> : null}
        {stats.data ? (
          <>
            <RewardRule stats={stats.data} />
            <h3 className="h6">{t('memberDashboard.referral.listTitle')}</h3>
            <ReferralList recent={stats.data.recent} />
          </>
        ) : null}
      </div>
    </section>
  );
}

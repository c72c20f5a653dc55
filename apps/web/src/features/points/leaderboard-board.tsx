import { LEADERBOARD_PERIODS, type Leaderboard } from '@streamit/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { useLeaderboard, type LeaderboardPeriod } from './get-leaderboard.queries';
import { LeaderboardTable } from './leaderboard-table';
import { LeaderboardVisibility } from './leaderboard-visibility';

function PeriodTabs({
  period,
  onChange,
}: {
  period: LeaderboardPeriod;
  onChange: (next: LeaderboardPeriod) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="nav nav-pills gap-2 mb-3" role="group" aria-label={t('points.leaderboard.periods')}>
      {LEADERBOARD_PERIODS.map((value) => (
        <button
          key={value}
          type="button"
          className={`nav-link${value === period ? ' active' : ''}`}
          aria-pressed={value === period}
          onClick={() => {
            onChange(value);
          }}
        >
          {t(`points.leaderboard.${value}`)}
        </button>
      ))}
    </div>
  );
}

function MyRank({ board }: { board: Leaderboard }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  // Says what it ranks by: points earned in the period, never the balance.
  const text = board.me
    ? t('points.leaderboard.yourRank', {
        count: board.me.points,
        rank: number.format(board.me.rank),
        amount: number.format(board.me.points),
        period: t(`points.leaderboard.periodPhrase.${board.period}`),
      })
    : t('points.leaderboard.notRanked');
  return (
    <p className="alert alert-info" data-testid="leaderboard-me">
      {text}
    </p>
  );
}

function Board({ period, signedIn }: { period: LeaderboardPeriod; signedIn: boolean }) {
  const { t } = useTranslation();
  const board = useLeaderboard(period, signedIn);
  if (board.isPending) return <p role="status">{t('points.page.loading')}</p>;
  if (board.isError) {
    return (
      <ErrorState
        title={t('points.leaderboard.failed')}
        body={board.error.message}
        retryLabel={t('points.page.retry')}
        onRetry={() => void board.refetch()}
        retrying={board.isRefetching}
      />
    );
  }
  return (
    <>
      {signedIn ? <MyRank board={board.data} /> : null}
      {board.data.items.length === 0 ? (
        <EmptyState title={t('points.leaderboard.empty')} body={t('points.leaderboard.lead')} />
      ) : (
        <LeaderboardTable items={board.data.items} caption={t(`points.leaderboard.${period}`)} />
      )}
    </>
  );
}

function MemberControls() {
  const board = useLeaderboard('all', true);
  if (!board.data) return null;
  return <LeaderboardVisibility initiallyHidden={board.data.hidden ?? false} />;
}

/** The leaderboard: period tabs, the top earners, the member's own rank and "hide me". */
export function LeaderboardBoard({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<LeaderboardPeriod>('all');
  return (
    <section aria-label={t('points.leaderboard.title')}>
      <PeriodTabs period={period} onChange={setPeriod} />
      {signedIn ? (
        <MemberControls />
      ) : (
        <SignInPrompt text={t('points.leaderboard.signIn')} linkLabel={t('points.leaderboard.signInLink')} />
      )}
      <Board period={period} signedIn={signedIn} />
    </section>
  );
}

import type { LeaderboardEntry } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';
import { MemberAvatar } from '../../components/member-avatar';

function EntryRow({ entry }: { entry: LeaderboardEntry }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <tr className={entry.isMe ? 'table-primary' : undefined} data-testid="leaderboard-row">
      <td className="fw-bold">{number.format(entry.rank)}</td>
      <td>
        <span className="d-inline-flex align-items-center gap-2">
          <MemberAvatar user={{ avatarUrl: entry.avatarUrl, displayName: entry.displayName }} />
          <span dir="auto">{entry.displayName}</span>
          {entry.isMe ? <span className="badge text-bg-primary">{t('points.leaderboard.you')}</span> : null}
        </span>
      </td>
      <td className="text-end">{number.format(entry.points)}</td>
    </tr>
  );
}

/** The top of a leaderboard: rank, public name and avatar, points. */
export function LeaderboardTable({ items, caption }: { items: LeaderboardEntry[]; caption: string }) {
  const { t } = useTranslation();
  return (
    <div className="table-responsive">
      <table className="table align-middle">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('points.leaderboard.rank')}</th>
            <th scope="col">{t('points.leaderboard.member')}</th>
            <th scope="col" className="text-end">
              {t('points.leaderboard.points')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((entry) => (
            <EntryRow key={`${String(entry.rank)}-${entry.displayName}`} entry={entry} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { Link } from '@tanstack/react-router';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { useStaffGames } from '../../features/games/game-authoring.queries';
import { useTranslation } from '../../i18n/use-translation';

/** The moderation screen's Games tab: every game, drafts included, each opening its editor. */
export function GamesPanel() {
  const { t } = useTranslation();
  const games = useStaffGames();
  if (games.isError)
    return (
      <ErrorState
        title={t('gameEditor.list.loadError')}
        body={games.error.message}
        retryLabel={t('quizEditor.retry')}
        onRetry={() => void games.refetch()}
      />
    );
  if (!games.data) return <p role="status">{t('gameEditor.list.loading')}</p>;
  if (games.data.games.length === 0)
    return <EmptyState title={t('gameEditor.list.emptyTitle')} body={t('gameEditor.list.emptyBody')} />;
  return (
    <ul className="list-group">
      {games.data.games.map((game) => (
        <li key={game.activityId} className="list-group-item d-flex flex-wrap gap-2 align-items-center">
          <Link to="/admin/games/$gameId" params={{ gameId: game.activityId }} className="me-auto" dir="auto">
            {game.title}
          </Link>
          <span className="text-body-secondary">
            {t(`play.game.kinds.${game.game}`)} · {t(`play.game.difficulties.${game.difficulty}`)}
          </span>
          <span className="badge text-bg-secondary">{t(`quizEditor.status.${game.status as 'DRAFT'}`)}</span>
          <span className="text-body-secondary">{t('quizEditor.version', { version: game.version })}</span>
        </li>
      ))}
    </ul>
  );
}

import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { GameEditorLoader } from '../../features/games/game-editor-loader';
import { useTranslation } from '../../i18n/use-translation';

/** Routes /admin/games/new and /admin/games/$gameId: staff write a game, preview it and publish it. */
export function AdminGameEditorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { gameId } = useParams({ strict: false });
  return (
    <>
      <p>
        <Link to="/admin/moderation">{t('moderation.title')}</Link>
      </p>
      <GameEditorLoader
        gameId={gameId ?? null}
        onSaved={(game) => {
          if (!gameId) void navigate({ to: '/admin/games/$gameId', params: { gameId: game.activityId } });
        }}
      />
    </>
  );
}

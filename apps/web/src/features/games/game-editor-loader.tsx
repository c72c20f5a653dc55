import type { GameAuthoring } from '@streamit/contract';
import { ErrorState } from '../../components/error-state';
import { useTranslation } from '../../i18n/use-translation';
import { useAuthoredGame } from './game-authoring.queries';
import { GameEditor } from './game-editor';

/** Props of GameEditorLoader. */
export interface GameEditorLoaderProps {
  /** The game to edit; null writes a new one. */
  gameId: string | null;
  onSaved: (game: GameAuthoring) => void;
}

function GameFacts({ game }: { game: GameAuthoring }) {
  const { t } = useTranslation();
  return (
    <p className="d-flex flex-wrap gap-2 align-items-center" data-testid="game-status">
      <span className="badge text-bg-secondary">{t(`quizEditor.status.${game.status as 'DRAFT'}`)}</span>
      <span className="text-body-secondary">{t('quizEditor.version', { version: game.version })}</span>
    </p>
  );
}

/** Loads a stored game (every parameter) and opens the editor on it; a new game opens at once. */
export function GameEditorLoader({ gameId, onSaved }: GameEditorLoaderProps) {
  const { t } = useTranslation();
  const game = useAuthoredGame(gameId);
  if (gameId === null) return <GameEditor game={null} onSaved={onSaved} />;
  if (game.isError)
    return (
      <ErrorState
        title={t('gameEditor.loadError')}
        body={game.error.message}
        retryLabel={t('quizEditor.retry')}
        onRetry={() => void game.refetch()}
      />
    );
  if (!game.data) return <p role="status">{t('gameEditor.loading')}</p>;
  return (
    <>
      <GameFacts game={game.data} />
      <GameEditor key={`${game.data.activityId}-${game.data.status}`} game={game.data} onSaved={onSaved} />
    </>
  );
}

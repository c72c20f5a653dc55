import type { ActivityDetail, GameRound, GameRoundResult, GameSummary } from '@streamit/contract';
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { ErrorState } from '../../components/error-state';
import { Icon } from '../../components/icon';
import type { ActivityEarning } from '../../lib/activity-earning';
import { useSession } from '../../lib/use-session';
import { useGamePlaySource } from './game-play-source';
import { useGame } from './get-game.queries';
import { MemoryGame } from './memory-game';
import { buildSubmitBody } from './move-log';
import { PlayPanel } from '../../components/play-panel';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { SlidingPuzzle } from './sliding-puzzle';
import { useStartGameRound } from './start-game-round.queries';
import { useSubmitGameRound } from './submit-game-round.queries';
import './games.css';

/** Props of GamePlayer. */
export interface GamePlayerProps {
  activity: Pick<ActivityDetail, 'id'>;
  /** Id of the heading that names the game (the page's banner title, or the preview's heading). */
  headingId?: string;
  /** Extra controls beside the title (e.g. the report button). */
  actions?: ReactNode;
  /** The points side: what solving earns, and where to report a solved round. */
  earning?: ActivityEarning;
}

function GameFacts({ game }: { game: GameSummary }) {
  const { t } = useTranslation();
  return (
    <ul className="play-facts list-unstyled">
      <li>
        <Icon name="games" className="me-1" />
        {t(`play.game.kinds.${game.game}`)}
      </li>
      <li>{t(`play.game.difficulties.${game.difficulty}`)}</li>
      <li>
        <Icon name="trophy" className="me-1" />
        {t('play.game.bestScore', { max: game.maxScore })}
      </li>
    </ul>
  );
}

function RoundResult({ result, game }: { result: GameRoundResult; game: GameSummary }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="game-result" data-testid="game-result">
      <h3 ref={heading} tabIndex={-1} className="h4">
        <Icon name={result.outcome === 'SOLVED' ? 'trophy' : 'info'} className="me-2" />
        {t(`play.game.outcomes.${result.outcome}`)}
      </h3>
      <p className="lead mb-1" data-testid="game-score">
        {t('play.game.score', { score: result.score, max: result.maxScore })}
      </p>
      <p className="text-body-secondary">
        {game.game === 'MEMORY'
          ? `${t('play.game.turnsLabel')}: ${String(Math.floor(result.moveCount / 2))}`
          : `${t('play.game.movesLabel')}: ${String(result.moveCount)}`}
      </p>
    </div>
  );
}

interface BoardProps {
  game: GameSummary;
  round: GameRound;
  startedAtMs: number;
  onFinished: (moves: number[]) => void;
}

function Board({ game, round, startedAtMs, onFinished }: BoardProps) {
  const Component = game.game === 'MEMORY' ? MemoryGame : SlidingPuzzle;
  return (
    <Component activityId={game.activityId} round={round} startedAtMs={startedAtMs} onFinished={onFinished} />
  );
}

function useGameSession(activityId: string) {
  const start = useStartGameRound(activityId);
  const submit = useSubmitGameRound(activityId);
  const [round, setRound] = useState<{ round: GameRound; startedAtMs: number } | null>(null);
  const begin = () => {
    submit.reset();
    start.mutate(undefined, {
      onSuccess: (issued) => {
        setRound({ round: issued, startedAtMs: Date.now() });
      },
    });
  };
  const finish = (moves: number[]) => {
    if (!round) return;
    const body = buildSubmitBody(moves, round.startedAtMs, Date.now());
    submit.mutate({ roundId: round.round.roundId, body });
  };
  return { start, submit, round, begin, finish };
}

function StartButton({ label, pending, onClick }: { label: string; pending: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="btn btn-primary" disabled={pending} onClick={onClick}>
      <Icon name="play" className="me-1" />
      {pending ? t('play.game.starting') : label}
    </button>
  );
}

function GameStage({ game, earning }: { game: GameSummary; earning?: ActivityEarning }) {
  const { t } = useTranslation();
  const { member } = useSession();
  const { preview } = useGamePlaySource();
  const session = useGameSession(game.activityId);
  const { round, submit, start } = session;
  const reportEarning = useEffectEvent((result: GameRoundResult) => {
    earning?.onEarning(result.earning);
  });
  // The round's answer carries what the server decided for a winning score: the points side shows it.
  useEffect(() => {
    if (submit.data) reportEarning(submit.data);
  }, [submit.data]);
  const error = start.error ?? submit.error;
  if (!member && !preview)
    return <SignInPrompt text={t('play.game.signInToPlay')} linkLabel={t('play.signIn')} />;
  const playing = round !== null && !submit.data && !submit.error;
  return (
    <>
      {playing ? (
        <div inert={submit.isPending}>
          <Board
            key={round.round.roundId}
            game={game}
            round={round.round}
            startedAtMs={round.startedAtMs}
            onFinished={session.finish}
          />
        </div>
      ) : null}
      {submit.isPending ? <p role="status">{t('play.game.submitting')}</p> : null}
      {submit.data ? <RoundResult result={submit.data} game={game} /> : null}
      {error ? (
        <p role="alert" className="alert alert-warning">
          {error.message}
        </p>
      ) : null}
      {playing ? null : (
        <StartButton
          label={round ? t('play.game.playAgain') : t('play.game.start')}
          pending={start.isPending}
          onClick={session.begin}
        />
      )}
    </>
  );
}

/** A game activity: its rules, then a round of the right board, then the score the server gave it. */
export function GamePlayer({ activity, headingId = 'page-title', actions, earning }: GamePlayerProps) {
  const { t } = useTranslation();
  const game = useGame(activity.id);
  return (
    <PlayPanel headingId={headingId} actions={actions} className="game-player">
      {game.data ? (
        <>
          <p className="lead" dir="auto">
            {game.data.description}
          </p>
          <GameFacts game={game.data} />
          {earning?.note}
          <GameStage game={game.data} earning={earning} />
        </>
      ) : game.error ? (
        <ErrorState
          title={t('play.game.loadError')}
          body={game.error.message}
          retryLabel={t('play.retry')}
          retrying={game.isFetching}
          onRetry={() => void game.refetch()}
        />
      ) : (
        <p role="status" className="text-body-secondary">
          {t('play.loading')}
        </p>
      )}
    </PlayPanel>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';

/** Whole seconds since `startedAtMs`, ticking every second while `running`. */
export function useElapsedSeconds(startedAtMs: number, running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [running]);
  return Math.max(0, Math.floor((now - startedAtMs) / 1000));
}

function clock(seconds: number): string {
  return `${String(Math.floor(seconds / 60))}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Props of GameStats. */
export interface GameStatsProps {
  moves: number;
  seconds: number;
  /** What a move is called (memory counts turns of two flips). */
  movesLabel?: string;
  extra?: [string, string];
}

/** Props of GameStats. */
export interface GameStatsProps {
  moves: number;
  seconds: number;
  /** What a move is called (memory counts turns of two flips). */
  movesLabel?: string;
  extra?: [string, string];
}

/** Moves, elapsed time and any extra figure of a round in progress. */
export function GameStats({ moves, seconds, movesLabel, extra }: GameStatsProps) {
  const { t } = useTranslation();
  return (
    <dl className="game-stats">
      <div>
        <dt>{movesLabel ?? t('play.game.movesLabel')}</dt>
        <dd data-testid="game-moves">{moves}</dd>
      </div>
      <div>
        <dt>{t('play.game.timeLabel')}</dt>
        <dd dir="ltr">{clock(seconds)}</dd>
      </div>
      {extra ? (
        <div>
          <dt>{extra[0]}</dt>
          <dd>{extra[1]}</dd>
        </div>
      ) : null}
    </dl>
  );
}

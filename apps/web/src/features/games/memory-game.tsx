import type { GameRound, RevealedCard } from '@streamit/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { GameStats, useElapsedSeconds } from './game-stats';
import { MemoryGrid } from './memory-grid';
import {
  applyReveal,
  canFlip,
  EMPTY_MEMORY_BOARD,
  hideMismatch,
  isMemorySolved,
  memoryTurns,
  type MemoryBoard,
} from './memory-board';
import { useRevealCard } from './reveal-card.queries';

/** Props of a game board: the round the server issued and what to do with the finished move log. */
export interface GameBoardProps {
  activityId: string;
  round: GameRound;
  /** When this browser received the round (the elapsed time shown and submitted counts from it). */
  startedAtMs: number;
  onFinished: (moves: number[]) => void;
}

// A pair that did not match stays visible this long, so it can be remembered.
const MISMATCH_MS = 1200;

function useMemoryBoard(props: GameBoardProps, announce: (text: string) => void) {
  const { t } = useTranslation();
  const [board, setBoard] = useState<MemoryBoard>(EMPTY_MEMORY_BOARD);
  const current = useRef(board);
  const reveal = useRevealCard(props.activityId, props.round.roundId);
  const cardCount = props.round.memory?.cardCount ?? 0;
  const update = (next: MemoryBoard) => {
    current.current = next;
    setBoard(next);
  };
  const onRevealed = (card: RevealedCard) => {
    const next = applyReveal(current.current, card);
    update(next);
    const face = card.faceId + 1;
    const flipText = t('play.game.memory.announceFlip', { n: card.position + 1, face });
    if (next.open.length === 2) announce(`${flipText} ${t('play.game.memory.announceNoMatch')}`);
    else if (next.open.length === 0) {
      const pairs = cardCount / 2;
      const found = t('play.game.memory.announceMatch', {
        count: pairs,
        matched: next.matched.length / 2,
        pairs,
      });
      announce(`${flipText} ${found}`);
    } else announce(flipText);
    if (isMemorySolved(next, cardCount)) props.onFinished(next.log);
  };
  // A ref, not the mutation's state: two quick key presses arrive before React renders again.
  const busy = useRef(false);
  const flip = (position: number) => {
    if (busy.current || !canFlip(current.current, position)) return;
    busy.current = true;
    update(hideMismatch(current.current));
    reveal.mutate(position, {
      onSuccess: onRevealed,
      onSettled: () => {
        busy.current = false;
      },
    });
  };
  useEffect(() => {
    if (board.open.length !== 2) return undefined;
    const timer = setTimeout(() => {
      update(hideMismatch(current.current));
    }, MISMATCH_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [board]);
  return { board, flip, error: reveal.error, cardCount };
}

/** The memory match: a grid of face-down artworks; each flip is revealed by the server and logged. */
export function MemoryGame(props: GameBoardProps) {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState('');
  const { board, flip, error, cardCount } = useMemoryBoard(props, setAnnouncement);
  const solved = isMemorySolved(board, cardCount);
  const seconds = useElapsedSeconds(props.startedAtMs, !solved);
  const pairs = `${String(board.matched.length / 2)} / ${String(cardCount / 2)}`;
  return (
    <div className="memory-game">
      <p className="form-text" id="memory-instructions">
        {t('play.game.memory.instructions')}
      </p>
      <GameStats
        movesLabel={t('play.game.turnsLabel')}
        moves={memoryTurns(board)}
        seconds={seconds}
        extra={[t('play.game.memory.pairsLabel'), pairs]}
      />
      <MemoryGrid board={board} cardCount={cardCount} onFlip={flip} />
      <p className="visually-hidden" aria-live="polite" data-testid="game-announcer">
        {announcement}
      </p>
      {error ? (
        <p role="alert" className="text-danger mt-2">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}

import type { GameRound, RevealedCard } from '@streamit/contract';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GameStats, useElapsedSeconds } from './game-stats';
import { nextGridIndex } from './grid-navigation';
import {
  applyReveal,
  canFlip,
  EMPTY_MEMORY_BOARD,
  hideMismatch,
  isFaceUp,
  isMemorySolved,
  MEMORY_COLUMNS,
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
      announce(
        `${flipText} ${t('play.game.memory.announceMatch', { matched: next.matched.length / 2, pairs })}`,
      );
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

type CardLabelKey = 'play.game.memory.cardDown' | 'play.game.memory.cardUp' | 'play.game.memory.cardMatched';

function cardLabel(board: MemoryBoard, position: number): { key: CardLabelKey; n: number; face: number } {
  const face = board.faces[position];
  const n = position + 1;
  if (!face || !isFaceUp(board, position)) return { key: 'play.game.memory.cardDown', n, face: 0 };
  const matched = board.matched.includes(position);
  return {
    key: matched ? 'play.game.memory.cardMatched' : 'play.game.memory.cardUp',
    n,
    face: face.faceId + 1,
  };
}

function useRovingFocus(count: number) {
  const [active, setActive] = useState(0);
  const cells = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    // The grid follows the page's writing direction, so the arrows follow what the eye sees.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = nextGridIndex(index, event.key, { columns: MEMORY_COLUMNS, count, rtl });
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    cells.current[next]?.focus();
  };
  return { active, setActive, cells, onKeyDown };
}

function rowsOf(count: number): number[][] {
  const positions = Array.from({ length: count }, (_, index) => index);
  const rows: number[][] = [];
  for (let start = 0; start < count; start += MEMORY_COLUMNS)
    rows.push(positions.slice(start, start + MEMORY_COLUMNS));
  return rows;
}

/** The memory match: a grid of face-down artworks; each flip is revealed by the server and logged. */
export function MemoryGame(props: GameBoardProps) {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState('');
  const { board, flip, error, cardCount } = useMemoryBoard(props, setAnnouncement);
  const roving = useRovingFocus(cardCount);
  const labelOf = ({ key, n, face }: ReturnType<typeof cardLabel>) => t(key, { n, face });
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
      <div
        role="grid"
        aria-label={t('play.game.memory.boardLabel')}
        aria-describedby="memory-instructions"
        className="memory-grid"
        data-testid="memory-grid"
      >
        {rowsOf(cardCount).map((row) => (
          <div role="row" key={row[0]} className="memory-grid__row">
            {row.map((position) => {
              const face = board.faces[position];
              const up = isFaceUp(board, position);
              const matched = board.matched.includes(position);
              return (
                <div role="gridcell" key={position}>
                  <button
                    type="button"
                    ref={(element) => {
                      roving.cells.current[position] = element;
                    }}
                    className={`memory-card${up ? ' memory-card--up' : ''}${matched ? ' memory-card--matched' : ''}`}
                    tabIndex={position === roving.active ? 0 : -1}
                    aria-label={labelOf(cardLabel(board, position))}
                    aria-disabled={matched || undefined}
                    data-position={position}
                    onFocus={() => {
                      roving.setActive(position);
                    }}
                    onKeyDown={(event) => {
                      roving.onKeyDown(event, position);
                    }}
                    onClick={() => {
                      flip(position);
                    }}
                  >
                    {up && face ? <img src={face.imageUrl} alt="" /> : <span aria-hidden="true">?</span>}
                  </button>
                </div>
              );
            })}
          </div>
        ))}
      </div>
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

import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { nextGridIndex } from './grid-navigation';
import { isFaceUp, MEMORY_COLUMNS, type MemoryBoard } from './memory-board';

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
  const register = (position: number, element: HTMLButtonElement | null) => {
    cells.current[position] = element;
  };
  return { active, setActive, register, onKeyDown };
}

function rowsOf(count: number): number[][] {
  const positions = Array.from({ length: count }, (_, index) => index);
  const rows: number[][] = [];
  for (let start = 0; start < count; start += MEMORY_COLUMNS)
    rows.push(positions.slice(start, start + MEMORY_COLUMNS));
  return rows;
}

type Roving = ReturnType<typeof useRovingFocus>;

interface MemoryCardProps {
  board: MemoryBoard;
  position: number;
  roving: Roving;
  onFlip: (position: number) => void;
}

function MemoryCard({ board, position, roving, onFlip }: MemoryCardProps) {
  const { t } = useTranslation();
  const face = board.faces[position];
  const up = isFaceUp(board, position);
  const matched = board.matched.includes(position);
  const label = cardLabel(board, position);
  return (
    <div role="gridcell">
      <button
        type="button"
        ref={(element) => {
          roving.register(position, element);
        }}
        className={`memory-card${up ? ' memory-card--up' : ''}${matched ? ' memory-card--matched' : ''}`}
        tabIndex={position === roving.active ? 0 : -1}
        aria-label={t(label.key, { n: label.n, face: label.face })}
        aria-disabled={matched || undefined}
        data-position={position}
        onFocus={() => {
          roving.setActive(position);
        }}
        onKeyDown={(event) => {
          roving.onKeyDown(event, position);
        }}
        onClick={() => {
          onFlip(position);
        }}
      >
        {up && face ? <img src={face.imageUrl} alt="" /> : <span aria-hidden="true">?</span>}
      </button>
    </div>
  );
}

/** The cards as an ARIA grid in rows: one tab stop (roving tabindex), arrows, Home and End move focus. */
export function MemoryGrid({
  board,
  cardCount,
  onFlip,
}: {
  board: MemoryBoard;
  cardCount: number;
  onFlip: (p: number) => void;
}) {
  const { t } = useTranslation();
  const roving = useRovingFocus(cardCount);
  return (
    <div
      role="grid"
      aria-label={t('play.game.memory.boardLabel')}
      aria-describedby="memory-instructions"
      className="memory-grid"
      data-testid="memory-grid"
    >
      {rowsOf(cardCount).map((row) => (
        <div role="row" key={row[0]} className="memory-grid__row">
          {row.map((position) => (
            <MemoryCard key={position} board={board} position={position} roving={roving} onFlip={onFlip} />
          ))}
        </div>
      ))}
    </div>
  );
}

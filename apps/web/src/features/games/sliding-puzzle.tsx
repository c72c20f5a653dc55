import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { GameStats, useElapsedSeconds } from './game-stats';
import type { GameBoardProps } from './memory-game';
import {
  canSlide,
  isPuzzleSolved,
  slideTile,
  tileBackgroundPosition,
  tileForKey,
  tilesInPlace,
} from './sliding-board';

interface PuzzleState {
  tiles: number[];
  moves: number[];
  done: boolean;
}

function usePuzzle(props: GameBoardProps, announce: (text: string) => void) {
  const { t } = useTranslation();
  const size = props.round.puzzle?.gridSize ?? 3;
  const [state, setState] = useState<PuzzleState>(() => ({
    tiles: props.round.puzzle?.tiles ?? [],
    moves: [],
    done: false,
  }));
  // Key presses can come faster than renders; each slide starts from the latest board, kept here.
  const latest = useRef(state);
  const slide = (tile: number | null) => {
    const { tiles, moves, done } = latest.current;
    if (tile === null || done) return;
    const next = slideTile(tiles, size, tile);
    if (!next) return;
    const updated = { tiles: next, moves: [...moves, tile], done: isPuzzleSolved(next) };
    latest.current = updated;
    setState(updated);
    announce(
      t('play.game.puzzle.announceSlide', {
        count: next.length - 1,
        n: tile,
        placed: tilesInPlace(next),
        total: next.length - 1,
      }),
    );
    if (updated.done) props.onFinished(updated.moves);
  };
  return { size, tiles: state.tiles, slide, moves: state.moves.length, solved: state.done };
}

/** The sliding puzzle: tiles cut from the painting; arrow keys or a click slide a tile into the gap. */
export function SlidingPuzzle(props: GameBoardProps) {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState('');
  const { size, tiles, slide, moves, solved } = usePuzzle(props, setAnnouncement);
  const seconds = useElapsedSeconds(props.startedAtMs, !solved);
  const imageUrl = props.round.puzzle?.imageUrl ?? '';
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tile = tileForKey(tiles, size, event.key);
    if (!event.key.startsWith('Arrow')) return;
    event.preventDefault();
    slide(tile);
  };
  return (
    <div className="sliding-puzzle">
      <p className="form-text" id="puzzle-instructions">
        {t('play.game.puzzle.instructions')}
      </p>
      <GameStats moves={moves} seconds={seconds} />
      <div className="sliding-puzzle__layout">
        <div
          role="group"
          tabIndex={0}
          aria-label={t('play.game.puzzle.boardLabel')}
          aria-describedby="puzzle-instructions"
          className="puzzle-board"
          style={{ gridTemplateColumns: `repeat(${String(size)}, 1fr)` }}
          dir="ltr"
          data-testid="puzzle-board"
          onKeyDown={onKeyDown}
        >
          {tiles.map((tile) =>
            tile === 0 ? (
              <span key="gap" className="puzzle-gap" aria-hidden="true" />
            ) : (
              <button
                key={tile}
                type="button"
                tabIndex={-1}
                className="puzzle-tile"
                aria-label={t('play.game.puzzle.tile', { n: tile })}
                aria-disabled={!canSlide(tiles, size, tile) || undefined}
                style={{
                  backgroundImage: `url("${imageUrl}")`,
                  backgroundSize: `${String(size * 100)}% ${String(size * 100)}%`,
                  backgroundPosition: tileBackgroundPosition(tile, size),
                }}
                onClick={() => {
                  slide(tile);
                }}
              >
                <span className="puzzle-tile__number">{tile}</span>
              </button>
            ),
          )}
        </div>
        <img className="puzzle-preview" src={imageUrl} alt={t('play.game.puzzle.previewLabel')} />
      </div>
      <p className="visually-hidden" aria-live="polite" data-testid="game-announcer">
        {announcement}
      </p>
    </div>
  );
}

import {
  GAME_DIFFICULTIES,
  GAME_KINDS,
  MEMORY_PAIRS,
  PUZZLE_SIZES,
  type GameDifficulty,
  type GameKind,
} from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';
import type { GameDraft } from './game-draft';

/** Props of GameSettingsFields. */
export interface GameSettingsFieldsProps {
  draft: GameDraft;
  onChange: (patch: Partial<GameDraft>) => void;
}

/** What a difficulty means for this kind of game: pairs of cards, or the puzzle's grid (counted by its tiles). */
function useDifficultyLabel(game: GameKind) {
  const { t } = useTranslation();
  return (difficulty: GameDifficulty) => {
    const name = t(`play.game.difficulties.${difficulty}`);
    const size = PUZZLE_SIZES[difficulty];
    return game === 'MEMORY'
      ? t('gameEditor.settings.pairs', { name, count: MEMORY_PAIRS[difficulty] })
      : t('gameEditor.settings.grid', { name, size, count: size * size });
  };
}

function KindAndDifficulty({ draft, onChange }: GameSettingsFieldsProps) {
  const { t } = useTranslation();
  const difficultyLabel = useDifficultyLabel(draft.game);
  return (
    <div className="row g-3 mb-3">
      <div className="col-12 col-sm-6">
        <label className="form-label" htmlFor="game-kind">
          {t('gameEditor.settings.kind')}
        </label>
        <select
          id="game-kind"
          className="form-select"
          value={draft.game}
          onChange={(event) => {
            onChange({ game: event.target.value as GameKind });
          }}
        >
          {GAME_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`play.game.kinds.${kind}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="col-12 col-sm-6">
        <label className="form-label" htmlFor="game-difficulty">
          {t('gameEditor.settings.difficulty')}
        </label>
        <select
          id="game-difficulty"
          className="form-select"
          value={draft.difficulty}
          onChange={(event) => {
            onChange({ difficulty: event.target.value as GameDifficulty });
          }}
        >
          {GAME_DIFFICULTIES.map((difficulty) => (
            <option key={difficulty} value={difficulty}>
              {difficultyLabel(difficulty)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** The game's words and parameters: title, description, kind, difficulty and the points a win earns. */
export function GameSettingsFields({ draft, onChange }: GameSettingsFieldsProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="mb-4">
      <legend className="h5">{t('gameEditor.settings.legend')}</legend>
      <div className="mb-3">
        <label className="form-label" htmlFor="game-title">
          {t('gameEditor.settings.title')}
        </label>
        <input
          id="game-title"
          className="form-control"
          dir="auto"
          maxLength={200}
          value={draft.title}
          onChange={(event) => {
            onChange({ title: event.target.value });
          }}
        />
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor="game-description">
          {t('gameEditor.settings.description')}
        </label>
        <textarea
          id="game-description"
          className="form-control"
          dir="auto"
          rows={3}
          maxLength={5000}
          value={draft.description}
          onChange={(event) => {
            onChange({ description: event.target.value });
          }}
        />
      </div>
      <KindAndDifficulty draft={draft} onChange={onChange} />
      <div className="col-12 col-sm-6">
        <label className="form-label" htmlFor="game-points">
          {t('gameEditor.settings.points')}
        </label>
        <input
          id="game-points"
          type="number"
          inputMode="numeric"
          className="form-control"
          min={0}
          max={100_000}
          value={String(draft.pointsReward)}
          onChange={(event) => {
            onChange({ pointsReward: Math.round(Number(event.target.value) || 0) });
          }}
        />
      </div>
    </fieldset>
  );
}

import type { GameAuthoring } from '@streamit/contract';
import { useState, type SubmitEvent } from 'react';
import { DraftPreview, SavedNote } from '../../components/draft-preview';
import { useTranslation } from '../../i18n/use-translation';
import { usePublishGame, useSaveGame } from './game-authoring.queries';
import {
  emptyGameDraft,
  gameDraftFrom,
  gameDraftProblems,
  gameDraftToInput,
  type GameDraft,
  type GameDraftProblem,
} from './game-draft';
import { GameEditorPreview } from './game-editor-preview';
import { GamePictures } from './game-pictures';
import { GameSettingsFields } from './game-settings-fields';
import './game-editor.css';

/** Props of GameEditor. */
export interface GameEditorProps {
  /** The stored game; null for a new one. */
  game: GameAuthoring | null;
  /** After a save: the stored game (a new one now has its id). */
  onSaved: (game: GameAuthoring) => void;
}

function DraftProblems({ problems }: { problems: GameDraftProblem[] }) {
  const { t } = useTranslation();
  if (problems.length === 0) return null;
  return (
    <div role="alert" className="alert alert-warning">
      <p className="fw-semibold mb-1">{t('gameEditor.problems.heading')}</p>
      <ul className="mb-0">
        {problems.map((problem) => (
          <li key={problem}>{t(`gameEditor.problems.${problem}`)}</li>
        ))}
      </ul>
    </div>
  );
}

function PublishButton({ game, dirty }: { game: GameAuthoring | null; dirty: boolean }) {
  const { t } = useTranslation();
  const publish = usePublishGame(game?.activityId ?? null);
  if (!game || game.status !== 'DRAFT') return null;
  return (
    <>
      <button
        type="button"
        className="btn btn-success"
        disabled={dirty || publish.isPending}
        aria-describedby={dirty ? 'game-unsaved' : undefined}
        onClick={() => {
          publish.mutate();
        }}
      >
        {t('gameEditor.actions.publish')}
      </button>
      {dirty ? (
        <p id="game-unsaved" className="form-text w-100 mb-0">
          {t('gameEditor.actions.unsaved')}
        </p>
      ) : null}
      {publish.error ? (
        <p role="alert" className="text-danger w-100 mb-0">
          {publish.error.message}
        </p>
      ) : null}
    </>
  );
}

function useGameDraft(game: GameAuthoring | null) {
  const [draft, setDraft] = useState<GameDraft>(() => (game ? gameDraftFrom(game) : emptyGameDraft()));
  const [dirty, setDirty] = useState(false);
  const [problems, setProblems] = useState<GameDraftProblem[]>([]);
  const change = (patch: Partial<GameDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setDirty(true);
  };
  /** Shows what keeps the draft from `complete`ness (or from saving); true when nothing does. */
  const check = (complete: boolean) => {
    const found = gameDraftProblems(draft, complete);
    setProblems(found);
    return found.length === 0;
  };
  return { draft, dirty, setDirty, change, problems, check };
}

/** Staff's game editor: parameters, pictures, a preview in the member's player, save and publish. */
export function GameEditor({ game, onSaved }: GameEditorProps) {
  const { t } = useTranslation();
  const editor = useGameDraft(game);
  const [previewing, setPreviewing] = useState(false);
  const save = useSaveGame(game?.activityId ?? null);
  const published = game?.status === 'PUBLISHED';
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!editor.check(published)) return;
    save.mutate(gameDraftToInput(editor.draft), {
      onSuccess: (saved) => {
        editor.setDirty(false);
        onSaved(saved);
      },
    });
  };
  return (
    <>
      <form className="game-editor" onSubmit={onSubmit} noValidate hidden={previewing}>
        {published ? <p className="alert alert-info">{t('gameEditor.publishedNote')}</p> : null}
        <GameSettingsFields draft={editor.draft} onChange={editor.change} />
        <GamePictures draft={editor.draft} gameId={game?.activityId ?? null} onChange={editor.change} />
        <DraftProblems problems={editor.problems} />
        {save.error ? (
          <p role="alert" className="alert alert-danger">
            {save.error.message}
          </p>
        ) : null}
        <div className="game-editor-actions">
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {save.isPending
              ? t('gameEditor.actions.saving')
              : t(published ? 'gameEditor.actions.saveVersion' : 'gameEditor.actions.save')}
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={() => {
              if (editor.check(true)) setPreviewing(true);
            }}
          >
            {t('gameEditor.actions.preview')}
          </button>
          <PublishButton game={game} dirty={editor.dirty} />
          <SavedNote saved={save.isSuccess && !editor.dirty} label={t('gameEditor.actions.saved')} />
        </div>
      </form>
      {previewing ? (
        <DraftPreview
          closeLabel={t('gameEditor.actions.closePreview')}
          onClose={() => {
            setPreviewing(false);
          }}
        >
          <GameEditorPreview draft={editor.draft} gameId={game?.activityId ?? null} />
        </DraftPreview>
      ) : null}
    </>
  );
}

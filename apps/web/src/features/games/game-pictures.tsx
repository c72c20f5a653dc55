import { gameImagesNeeded } from '@streamit/contract';
import type { ChangeEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useUploadGameImage } from './game-authoring.queries';
import type { GameDraft } from './game-draft';
import { useStaffPictureUrls } from './use-staff-picture-urls';

/** Props of GamePictures. */
export interface GamePicturesProps {
  draft: GameDraft;
  /** The saved game pictures are uploaded to; null before the first save. */
  gameId: string | null;
  onChange: (patch: Partial<GameDraft>) => void;
}

function PictureList({ draft, onChange }: Omit<GamePicturesProps, 'gameId'>) {
  const { t } = useTranslation();
  const shown = useStaffPictureUrls(draft.images.map((image) => image.url));
  return (
    <ol className="game-pictures list-unstyled">
      {draft.images.map((image, index) => {
        const label = t('gameEditor.pictures.picture', { number: index + 1 });
        const src = shown?.[index];
        return (
          <li key={image.ref} className="game-pictures__item">
            {src ? <img src={src} alt={label} /> : <span role="img" aria-label={label} />}
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              aria-label={t('gameEditor.pictures.removeLabel', { number: index + 1 })}
              onClick={() => {
                onChange({ images: draft.images.filter((other) => other.ref !== image.ref) });
              }}
            >
              {t('gameEditor.pictures.remove')}
            </button>
          </li>
        );
      })}
    </ol>
  );
}

/** The memory cards or the puzzle's painting: uploaded through the server (checked, re-encoded), then listed. */
export function GamePictures({ draft, gameId, onChange }: GamePicturesProps) {
  const { t } = useTranslation();
  const upload = useUploadGameImage(gameId);
  const needed = gameImagesNeeded(draft.game, draft.difficulty);
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (image) => {
        onChange({ images: [...draft.images, image] });
      },
    });
  };
  return (
    <fieldset className="mb-4">
      <legend className="h5">{t('gameEditor.pictures.legend')}</legend>
      <p className="form-text" id="game-pictures-needed">
        {draft.game === 'MEMORY'
          ? t('gameEditor.pictures.neededMemory', { count: needed })
          : t('gameEditor.pictures.neededPuzzle')}{' '}
        {t('gameEditor.pictures.have', { count: draft.images.length })}
      </p>
      <PictureList draft={draft} onChange={onChange} />
      {gameId ? (
        <>
          <label className="form-label d-block" htmlFor="game-picture-file">
            {t('gameEditor.pictures.add')}
          </label>
          <input
            id="game-picture-file"
            type="file"
            className="form-control"
            accept="image/jpeg,image/png,image/webp"
            disabled={upload.isPending || draft.images.length >= 16}
            aria-describedby="game-picture-hint game-pictures-needed"
            onChange={pick}
          />
          <p id="game-picture-hint" className="form-text">
            {upload.isPending ? t('gameEditor.pictures.uploading') : t('gameEditor.pictures.hint')}
          </p>
        </>
      ) : (
        <p className="form-text">{t('gameEditor.pictures.saveFirst')}</p>
      )}
      {upload.error ? (
        <p role="alert" className="text-danger small mb-0">
          {upload.error.message}
        </p>
      ) : null}
    </fieldset>
  );
}

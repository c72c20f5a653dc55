import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { GameDraft } from './game-draft';
import { GamePlaySourceContext } from './game-play-source';
import { GamePlayer } from './game-player';
import { createGamePreviewSource } from './game-preview-source';
import { useStaffPictureUrls } from './use-staff-picture-urls';

/** Props of GameEditorPreview. */
export interface GameEditorPreviewProps {
  draft: GameDraft;
  gameId: string | null;
}

/** The member's game player on the draft as it stands: dealt and scored in the page as members will play it. */
export function GameEditorPreview({ draft, gameId }: GameEditorPreviewProps) {
  const { t } = useTranslation();
  const pictures = useStaffPictureUrls(draft.images.map((image) => image.url));
  const source = useMemo(
    () => (pictures ? createGamePreviewSource(draft, pictures) : null),
    [draft, pictures],
  );
  return (
    <div className="game-editor-preview">
      <h2 id="game-preview-heading" className="h4">
        {t('gameEditor.preview.heading')}: <span dir="auto">{draft.title}</span>
      </h2>
      <p className="text-body-secondary">{t('gameEditor.preview.note')}</p>
      {source ? (
        <GamePlaySourceContext value={source}>
          <GamePlayer
            activity={{ id: gameId ?? '00000000-0000-4000-8000-000000000000' }}
            headingId="game-preview-heading"
          />
        </GamePlaySourceContext>
      ) : (
        <p role="status">{t('gameEditor.preview.loading')}</p>
      )}
    </div>
  );
}

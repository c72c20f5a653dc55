import { useNavigate } from '@tanstack/react-router';
import { CreatorEditorFrame, useCreatorContentSaved } from '../features/creator-content/creator-editor-frame';
import { StoryEditorLoader } from '../features/stories/story-editor-loader';
import { useTranslation } from '../i18n/use-translation';

/** Routes /creator/stories/new and /creator/stories/$storyId: a creator writes an art story and sends it for review. */
export function CreatorStoryPage({ storyId }: { storyId: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onSaved = useCreatorContentSaved(!storyId, (activityId) => {
    void navigate({ to: '/creator/stories/$storyId', params: { storyId: activityId } });
  });
  return (
    <CreatorEditorFrame title={storyId ? t('stories.editor.titleEdit') : t('stories.editor.titleNew')}>
      <StoryEditorLoader realm="member" storyId={storyId} onSaved={onSaved} />
    </CreatorEditorFrame>
  );
}

import type { StoryAuthoring } from '@streamit/contract';
import { ErrorState } from '../../components/error-state';
import { useTranslation } from '../../i18n/use-translation';
import { useCreatorStory } from './story-authoring.queries';
import { StoryEditor } from './story-editor';

/** Loads a creator's stored story and opens the editor on it; a new story opens at once. */
export function StoryEditorLoader({
  storyId,
  onSaved,
}: {
  storyId: string | null;
  onSaved: (story: StoryAuthoring) => void;
}) {
  const { t } = useTranslation();
  const story = useCreatorStory(storyId);
  if (storyId === null) return <StoryEditor story={null} onSaved={onSaved} />;
  if (story.isError)
    return (
      <ErrorState
        title={t('stories.editor.loadError')}
        body={story.error.message}
        retryLabel={t('stories.editor.retry')}
        onRetry={() => void story.refetch()}
      />
    );
  if (!story.data) return <p role="status">{t('stories.editor.loading')}</p>;
  return (
    <StoryEditor
      key={`${story.data.activityId}-${story.dataUpdatedAt}`}
      story={story.data}
      onSaved={onSaved}
    />
  );
}

import type { StoryAuthoring } from '@streamit/contract';
import { ErrorState } from '../../components/error-state';
import { useTranslation } from '../../i18n/use-translation';
import { useAuthoredStory, type StoryAuthorRealm } from './story-authoring.queries';
import { StoryEditor } from './story-editor';

/** Loads a stored story (a creator's own, or for staff a staff story) and opens the editor; a new one opens at once. */
export function StoryEditorLoader({
  realm,
  storyId,
  onSaved,
}: {
  realm: StoryAuthorRealm;
  storyId: string | null;
  onSaved: (story: StoryAuthoring) => void;
}) {
  const { t } = useTranslation();
  const story = useAuthoredStory(realm, storyId);
  if (storyId === null) return <StoryEditor realm={realm} story={null} onSaved={onSaved} />;
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
      realm={realm}
      key={`${story.data.activityId}-${story.dataUpdatedAt}`}
      story={story.data}
      onSaved={onSaved}
    />
  );
}

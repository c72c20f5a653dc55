import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { PageTitle } from '../components/page-title';
import { CreatorOnlyNotice } from '../features/creator-content/creator-gate';
import { CREATOR_CONTENT_KEY } from '../features/creator-content/list-creator-activities.queries';
import { StoryEditorLoader } from '../features/stories/story-editor-loader';
import { useTranslation } from '../i18n/use-translation';
import { isActiveCreator } from '../lib/member-display';
import { useSession } from '../lib/use-session';

/** Routes /creator/stories/new and /creator/stories/$storyId: a creator writes an art story and sends it for review. */
export function CreatorStoryPage({ storyId }: { storyId: string | null }) {
  const { t } = useTranslation();
  const { member } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <div className="page-container py-4">
      <PageTitle title={storyId ? t('stories.editor.titleEdit') : t('stories.editor.titleNew')} />
      {member && !isActiveCreator(member) ? (
        <CreatorOnlyNotice member={member} />
      ) : (
        <StoryEditorLoader
          realm="member"
          storyId={storyId}
          onSaved={(story) => {
            void queryClient.invalidateQueries({ queryKey: CREATOR_CONTENT_KEY });
            if (!storyId)
              void navigate({ to: '/creator/stories/$storyId', params: { storyId: story.activityId } });
          }}
        />
      )}
    </div>
  );
}

import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { StoryEditorLoader } from '../../features/stories/story-editor-loader';
import { useTranslation } from '../../i18n/use-translation';

/**
 * Routes /admin/stories/new and /admin/stories/$storyId: staff write an art story with the Creator Studio's
 * editor and send it to the review queue, where another moderator approves it (decision 069).
 */
export function AdminStoryEditorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { storyId } = useParams({ strict: false });
  return (
    <>
      <p>
        <Link to="/admin/moderation">{t('moderation.title')}</Link>
      </p>
      <p className="alert alert-info">{t('stories.editor.staffNote')}</p>
      <StoryEditorLoader
        realm="admin"
        storyId={storyId ?? null}
        onSaved={(story) => {
          if (!storyId)
            void navigate({ to: '/admin/stories/$storyId', params: { storyId: story.activityId } });
        }}
      />
    </>
  );
}

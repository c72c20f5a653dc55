import { Link } from '@tanstack/react-router';
import { useModeratedStory } from '../../features/stories/story-authoring.queries';
import { StorySectionView } from '../../features/stories/story-section-view';
import { useTranslation } from '../../i18n/use-translation';
import '../../features/stories/story-reader.css';

/**
 * Every section of a story in review, as readers will see it (pictures fetched with the moderator's token).
 * A staff-written story can be edited from here; a creator's is the creator's to change.
 */
export function StoryPreview({ activityId, staffStory }: { activityId: string; staffStory: boolean }) {
  const { t } = useTranslation();
  const story = useModeratedStory(activityId);
  if (story.isPending) return <p className="text-body-secondary">{t('moderation.preview.loading')}</p>;
  if (story.isError) return <p className="text-danger">{t('stories.editor.loadError')}</p>;
  return (
    <section className="story story--preview" aria-label={t('stories.editor.preview')}>
      <p className="small">
        {t('moderation.preview.quizPoints', {
          count: story.data.pointsReward,
          points: story.data.pointsReward,
        })}
      </p>
      <ol className="list-unstyled">
        {story.data.sections.map((section, index) => (
          <li key={index} className={`story-section story-section--${section.kind.toLowerCase()}`}>
            <p className="small text-body-secondary mb-1">
              {t('stories.editor.part', {
                number: index + 1,
                kind: t(`stories.editor.kinds.${section.kind}`),
              })}
            </p>
            <StorySectionView section={section} realm="admin" />
          </li>
        ))}
      </ol>
      {staffStory ? (
        <Link
          to="/admin/stories/$storyId"
          params={{ storyId: activityId }}
          className="btn btn-sm btn-outline-primary"
        >
          {t('stories.editor.editStory')}
        </Link>
      ) : null}
    </section>
  );
}

import { useModeratedStory } from '../../features/stories/story-authoring.queries';
import { StorySectionView } from '../../features/stories/story-section-view';
import { useTranslation } from '../../i18n/use-translation';
import '../../features/stories/story-reader.css';

/** Every section of a story in review, as readers will see it (pictures fetched with the moderator's token). */
export function StoryPreview({ activityId }: { activityId: string }) {
  const { t } = useTranslation();
  const story = useModeratedStory(activityId);
  if (story.isPending) return <p className="text-body-secondary">{t('moderation.preview.loading')}</p>;
  if (story.isError) return <p className="text-danger">{t('stories.editor.loadError')}</p>;
  return (
    <section className="story story--preview" aria-label={t('stories.editor.preview')}>
      <p className="small">{t('moderation.preview.quizPoints', { points: story.data.pointsReward })}</p>
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
    </section>
  );
}

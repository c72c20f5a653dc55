import type { ContentCategory } from '@streamit/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { ContentItem } from './content-item';
import { contentStatus, latestFeedbackByActivity } from './content-status';
import { useModerationFeedback } from './get-moderation-feedback.queries';
import { useListCreatorActivities } from './list-creator-activities.queries';
import './creator-content.css';

function UploadLink() {
  const { t } = useTranslation();
  return (
    <div className="d-flex flex-wrap gap-2">
      <Link to="/creator/content/create" className="btn btn-primary">
        {t('creator.list.upload')}
      </Link>
      <Link to="/creator/quizzes/new" className="btn btn-outline-primary">
        {t('quizEditor.newQuiz')}
      </Link>
      <Link to="/creator/stories/new" className="btn btn-outline-primary">
        {t('stories.editor.newStory')}
      </Link>
    </div>
  );
}

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true">
      <span className="visually-hidden">{t('creator.list.loading')}</span>
      {[0, 1, 2].map((key) => (
        <div key={key} className="content-item placeholder-glow" aria-hidden="true">
          <div className="content-item__thumb placeholder" />
          <div className="content-item__body">
            <span className="placeholder col-6" />
            <span className="placeholder col-4" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The creator's own videos with their status (drafts, processing, review, published, scheduled…). */
export function ContentList({ categories }: { categories: readonly ContentCategory[] }) {
  const { t } = useTranslation();
  const list = useListCreatorActivities();
  const feedback = useModerationFeedback();
  if (list.isPending) return <ListSkeleton />;
  if (list.isError)
    return (
      <ErrorState
        title={t('creator.errors.loadTitle')}
        body={t('creator.errors.loadBody')}
        retryLabel={t('creator.errors.retry')}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  if (list.data.items.length === 0)
    return (
      <EmptyState
        headingLevel={2}
        title={t('creator.list.emptyTitle')}
        body={t('creator.list.emptyBody')}
        action={<UploadLink />}
      />
    );
  const latest = latestFeedbackByActivity(feedback.data);
  return (
    <>
      <div className="d-flex justify-content-end mb-3">
        <UploadLink />
      </div>
      <ul className="content-list" aria-label={t('creator.list.title')}>
        {list.data.items.map((activity) => (
          <ContentItem
            key={activity.id}
            activity={activity}
            status={contentStatus(activity, latest.get(activity.id))}
            categories={categories}
          />
        ))}
      </ul>
    </>
  );
}

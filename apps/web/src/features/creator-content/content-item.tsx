import { formatMovieTime, type ContentCategory, type CreatorActivity } from '@streamit/contract';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { isApiError } from '../../lib/api-client';
import type { ContentStatusView } from './content-status';
import { DeleteConfirm } from './delete-confirm';
import { EditDetailsForm } from './edit-details-form';
import { useRetryTranscode } from './retry-transcode.queries';
import { StatusBadge } from './status-badge';
import { useMemberMediaUrl } from '../../lib/use-member-media-url';

/** Props of ContentItem. */
export interface ContentItemProps {
  activity: CreatorActivity;
  status: ContentStatusView;
  categories: readonly ContentCategory[];
}

function StatusDetail({ activity, status }: Omit<ContentItemProps, 'categories'>) {
  const { t, i18n } = useTranslation();
  const retry = useRetryTranscode();
  if (status.kind === 'processing')
    return <p className="mb-0 small">{t(`creator.processing.stages.${status.stage ?? 'QUEUED'}`)}</p>;
  if (status.kind === 'scheduled' && status.publishAt)
    return (
      <p className="mb-0 small">
        {t('creator.list.scheduledFor', {
          date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
            new Date(status.publishAt),
          ),
        })}
      </p>
    );
  if (status.kind === 'failed')
    return (
      <div className="small">
        <p className="mb-1 text-danger-emphasis" dir="auto">
          {status.reason ?? t('creator.processing.noReason')}
        </p>
        {retry.error && isApiError(retry.error) ? (
          <p className="mb-1 text-danger-emphasis">{retry.error.message}</p>
        ) : null}
        <button
          type="button"
          className="btn btn-sm btn-outline-danger"
          disabled={retry.isPending}
          onClick={() => {
            retry.mutate(activity.id);
          }}
        >
          {t('creator.processing.retry')}
        </button>
      </div>
    );
  if (status.reason)
    return (
      <p className="mb-0 small" dir="auto">
        <span className="fw-semibold">{t('creator.list.moderatorSaid')}</span> {status.reason}
      </p>
    );
  return null;
}

function Thumbnail({ url, isPublic }: { url: string | null; isPublic: boolean }) {
  // Not public yet: the file is served to its creator only, so it is fetched with the session token.
  const src = useMemberMediaUrl(url, isPublic);
  if (!src) return <div className="content-item__thumb content-item__thumb--empty" aria-hidden="true" />;
  return <img className="content-item__thumb" src={src} alt="" loading="lazy" />;
}

function Meta({ activity }: { activity: CreatorActivity }) {
  const { t, i18n } = useTranslation();
  const created = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
    new Date(activity.createdAt),
  );
  return (
    <p className="mb-1 small text-body-secondary">
      {t('creator.list.created', { date: created })}
      {activity.durationSeconds !== null ? ` · ${formatMovieTime(activity.durationSeconds)}` : ''}
      {` · ${t('creator.list.views', { count: activity.viewCount })}`}
    </p>
  );
}

type Mode = 'view' | 'edit' | 'delete';

function Actions({ activity, setMode }: { activity: CreatorActivity; setMode: (mode: Mode) => void }) {
  const { t } = useTranslation();
  const isQuiz = activity.type === 'QUIZ';
  const isStory = activity.type === 'FEATURED';
  const needsVideo =
    activity.type === 'VIDEO' && (activity.status === 'DRAFT' || activity.status === 'REJECTED');
  return (
    <div className="d-flex flex-wrap gap-2">
      <Link
        to="/activities/$activityId"
        params={{ activityId: activity.id }}
        className="btn btn-sm btn-outline-secondary"
      >
        {t('creator.list.open')}
      </Link>
      {needsVideo ? (
        <Link
          to="/creator/content/create"
          search={{ activity: activity.id, step: 'video' }}
          className="btn btn-sm btn-outline-primary"
        >
          {t('creator.list.uploadVideo')}
        </Link>
      ) : null}
      {isQuiz ? (
        <Link
          to="/creator/quizzes/$quizId"
          params={{ quizId: activity.id }}
          className="btn btn-sm btn-outline-primary"
          aria-label={t('quizEditor.editQuizLabel', { title: activity.title })}
        >
          {t('quizEditor.editQuiz')}
        </Link>
      ) : isStory ? (
        <Link
          to="/creator/stories/$storyId"
          params={{ storyId: activity.id }}
          className="btn btn-sm btn-outline-primary"
          aria-label={t('stories.editor.editLabel', { title: activity.title })}
        >
          {t('stories.editor.titleEdit')}
        </Link>
      ) : (
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          onClick={() => {
            setMode('edit');
          }}
        >
          {t('creator.list.edit')}
        </button>
      )}
      <button
        type="button"
        className="btn btn-sm btn-outline-danger"
        onClick={() => {
          setMode('delete');
        }}
      >
        {t('creator.list.delete')}
      </button>
    </div>
  );
}

/** One of my videos: thumbnail, title, status badge with its detail, and what I can do with it. */
export function ContentItem({ activity, status, categories }: ContentItemProps) {
  const [mode, setMode] = useState<Mode>('view');
  const close = () => {
    setMode('view');
  };
  return (
    <li className="content-item" data-activity-id={activity.id}>
      <Thumbnail
        url={activity.thumbnailUrl}
        isPublic={activity.status === 'PUBLISHED' && activity.visibility !== 'PRIVATE'}
      />
      <div className="content-item__body">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
          <h3 className="h6 mb-0 text-break" dir="auto">
            {activity.title}
          </h3>
          <StatusBadge status={status} />
        </div>
        <Meta activity={activity} />
        <StatusDetail activity={activity} status={status} />
        <div className="mt-2">
          {mode === 'edit' ? (
            <EditDetailsForm activity={activity} categories={categories} onDone={close} />
          ) : mode === 'delete' ? (
            <DeleteConfirm activityId={activity.id} title={activity.title} onClose={close} />
          ) : (
            <Actions activity={activity} setMode={setMode} />
          )}
        </div>
      </div>
    </li>
  );
}

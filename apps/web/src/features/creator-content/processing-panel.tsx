import {
  TRANSCODE_STORAGE_FULL_REASON,
  type CreatorActivity,
  type TranscodeStatus,
} from '@streamit/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { isApiError } from '../../lib/api-client';
import { contentStatus } from './content-status';
import { useTranscodeStatus } from './get-transcode-status.queries';
import { CREATOR_CONTENT_KEY } from './list-creator-activities.queries';
import { useRetryTranscode } from './retry-transcode.queries';
import { StatusBadge } from './status-badge';

function StageProgress({ status }: { status: TranscodeStatus }) {
  const { t } = useTranslation();
  return (
    <div>
      <p className="mb-2" data-testid="transcode-stage">
        {t(`creator.processing.stages.${status.state}`)}
      </p>
      <div
        className="progress"
        role="progressbar"
        aria-label={t('creator.processing.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={status.progress}
      >
        <div
          className="progress-bar progress-bar-striped progress-bar-animated"
          style={{ width: `${status.progress}%` }}
        >
          {t('creator.upload.percent', { percent: status.progress })}
        </div>
      </div>
    </div>
  );
}

function FailedState({ status }: { status: TranscodeStatus }) {
  const { t } = useTranslation();
  const retry = useRetryTranscode();
  const retryError = retry.error && isApiError(retry.error) ? retry.error.message : null;
  return (
    <div className="alert alert-danger" role="alert">
      <p className="fw-semibold mb-1">{t('creator.processing.failed')}</p>
      <p className="mb-2" dir="auto">
        {status.failureReason === TRANSCODE_STORAGE_FULL_REASON
          ? t('creator.processing.storageFull')
          : (status.failureReason ?? t('creator.processing.noReason'))}
      </p>
      {retryError ? <p className="mb-2">{retryError}</p> : null}
      <button
        type="button"
        className="btn btn-light"
        disabled={retry.isPending}
        onClick={() => {
          retry.mutate(status.activityId);
        }}
      >
        {t('creator.processing.retry')}
      </button>
    </div>
  );
}

function ReadyState({ activity }: { activity: CreatorActivity | undefined }) {
  const { t } = useTranslation();
  const status = activity ? contentStatus(activity) : null;
  const review = status?.kind === 'inReview';
  return (
    <div className="alert alert-success" role="status">
      <p className="fw-semibold mb-1">{t('creator.processing.ready')}</p>
      {status ? (
        <p className="mb-2">
          <span className="me-2">{t('creator.processing.moderation')}</span>
          <StatusBadge status={status} />
        </p>
      ) : null}
      {review ? <p className="mb-0">{t('creator.processing.inReviewBody')}</p> : null}
    </div>
  );
}

/** Refreshes the content list when the job settles, so the moderation state (in review) shows. */
function useRefreshOnSettle(state: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (state === 'READY' || state === 'FAILED')
      void queryClient.invalidateQueries({ queryKey: [...CREATOR_CONTENT_KEY, 'list'] });
  }, [state, queryClient]);
}

/** Step 4: the transcode's stage and progress, its failure with a Retry, then the review state. */
export function ProcessingPanel({
  activityId,
  activity,
}: {
  activityId: string;
  activity?: CreatorActivity;
}) {
  const { t } = useTranslation();
  const query = useTranscodeStatus(activityId, true);
  const status = query.data ?? null;
  useRefreshOnSettle(status?.state);
  return (
    <div className="d-grid gap-3">
      {!status ? <p role="status">{t('creator.processing.waiting')}</p> : null}
      {status && status.state !== 'READY' && status.state !== 'FAILED' ? (
        <StageProgress status={status} />
      ) : null}
      {status?.state === 'FAILED' ? <FailedState status={status} /> : null}
      {status?.state === 'READY' ? <ReadyState activity={activity} /> : null}
      <div className="d-flex flex-wrap gap-2">
        <Link to="/creator/content" className="btn btn-outline-primary">
          {t('creator.processing.toList')}
        </Link>
        {status?.state === 'READY' ? (
          <Link to="/activities/$activityId" params={{ activityId }} className="btn btn-outline-secondary">
            {t('creator.processing.watch')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

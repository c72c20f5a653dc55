import { CREATOR_REVIEW_DECISIONS, type CreatorReviewDecision } from '@streamit/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { FormAlert, FormField } from '../../components/form-field';
import { PendingButton } from '../../components/pending-button';
import { isApiError } from '../../lib/api-client';
import { useReviewApplications } from './creator-applications.queries';

/** Approve, reject or ask changes on the given applications, with the reason the members read. */
export function ReviewForm({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [decision, setDecision] = useState<CreatorReviewDecision>('APPROVE');
  const [reason, setReason] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const review = useReviewApplications();
  const error = review.error
    ? isApiError(review.error)
      ? review.error.message
      : t('creatorReview.failed')
    : null;
  const submit = () => {
    const needsReason = decision !== 'APPROVE' && reason.trim() === '';
    setMissingReason(needsReason);
    if (!needsReason)
      review.mutate({ ids, review: { decision, reason: reason.trim() } }, { onSuccess: onDone });
  };
  return (
    <section className="card mt-3" aria-labelledby="review-form-title">
      <div className="card-body">
        <h2 id="review-form-title" className="h6">
          {t('creatorReview.decideCount', { count: ids.length })}
        </h2>
        <FormAlert message={error} />
        <fieldset className="mb-2">
          <legend className="form-label small">{t('creatorReview.decision')}</legend>
          {CREATOR_REVIEW_DECISIONS.map((option) => (
            <div className="form-check form-check-inline" key={option}>
              <input
                className="form-check-input"
                type="radio"
                name="review-decision"
                id={`review-${option}`}
                checked={decision === option}
                onChange={() => {
                  setDecision(option);
                }}
              />
              <label className="form-check-label" htmlFor={`review-${option}`}>
                {t(`creatorReview.decisions.${option}`)}
              </label>
            </div>
          ))}
        </fieldset>
        <FormField
          id="review-reason"
          label={t('creatorReview.reason')}
          hint={t('creatorReview.reasonHint')}
          errorText={missingReason ? t('creatorReview.reasonRequired') : undefined}
        >
          {(aria) => (
            <textarea
              id="review-reason"
              className="form-control"
              rows={3}
              dir="auto"
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
              }}
              {...aria}
            />
          )}
        </FormField>
        <PendingButton
          type="button"
          className="btn btn-primary"
          pending={review.isPending}
          label={t('creatorReview.confirm')}
          pendingLabel={t('creatorReview.sending')}
          onClick={submit}
        />
      </div>
    </section>
  );
}

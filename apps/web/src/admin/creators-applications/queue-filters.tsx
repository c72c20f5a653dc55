import {
  APPLICANT_TYPES,
  CREATOR_APPLICATION_STATUSES,
  type ListCreatorApplicationsQuery,
} from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';

/** The queue's filters as the screen keeps them (all text; '' means any). */
export interface QueueFilterValues {
  status: string;
  applicantType: string;
  q: string;
}

/** The list query from the filters. */
export function queueQuery(
  filters: QueueFilterValues,
  cursor: number | null,
): Partial<ListCreatorApplicationsQuery> {
  return {
    ...(filters.status ? { status: filters.status as ListCreatorApplicationsQuery['status'] } : {}),
    ...(filters.applicantType
      ? { applicantType: filters.applicantType as ListCreatorApplicationsQuery['applicantType'] }
      : {}),
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
    ...(cursor ? { cursor } : {}),
  };
}

/** Status, applicant type and text filters of the queue. */
export function QueueFilters({
  value,
  onChange,
}: {
  value: QueueFilterValues;
  onChange: (next: QueueFilterValues) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="row g-2 mb-3">
      <div className="col-12 col-md-4">
        <label className="form-label small" htmlFor="queue-status">
          {t('creatorReview.status')}
        </label>
        <select
          id="queue-status"
          className="form-select"
          value={value.status}
          onChange={(event) => {
            onChange({ ...value, status: event.target.value });
          }}
        >
          <option value="">{t('creatorReview.any')}</option>
          {CREATOR_APPLICATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`creatorApply.statuses.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="col-12 col-md-4">
        <label className="form-label small" htmlFor="queue-type">
          {t('creatorApply.fields.type')}
        </label>
        <select
          id="queue-type"
          className="form-select"
          value={value.applicantType}
          onChange={(event) => {
            onChange({ ...value, applicantType: event.target.value });
          }}
        >
          <option value="">{t('creatorReview.any')}</option>
          {APPLICANT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`creatorApply.types.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="col-12 col-md-4">
        <label className="form-label small" htmlFor="queue-search">
          {t('creatorReview.search')}
        </label>
        <input
          id="queue-search"
          type="search"
          className="form-control"
          value={value.q}
          onChange={(event) => {
            onChange({ ...value, q: event.target.value });
          }}
        />
      </div>
    </div>
  );
}

import {
  REPORT_REASONS,
  type ListReportsQuery,
  type ReportReason,
  type ReportResolution,
} from '@streamit/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { useListReports } from './list-reports.queries';
import { Pager } from './pager';
import { ReportGroupCard, type ReportGroup } from './report-group-card';
import { useResolveReports } from './resolve-reports.queries';

const PAGE_SIZE = 20;

interface ReportFilters {
  state: ListReportsQuery['state'];
  reason: ReportReason | null;
  hiddenOnly: boolean;
}

function ReportFilterBar({
  filters,
  onChange,
}: {
  filters: ReportFilters;
  onChange: (next: ReportFilters) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="moderation-filters" role="group" aria-label={t('moderation.filters.label')}>
      <div>
        <label htmlFor="reports-filter-state" className="form-label small">
          {t('moderation.reports.stateLabel')}
        </label>
        <select
          id="reports-filter-state"
          className="form-select form-select-sm"
          value={filters.state}
          onChange={(event) => {
            onChange({ ...filters, state: event.target.value as ListReportsQuery['state'] });
          }}
        >
          <option value="OPEN">{t('moderation.reports.states.OPEN')}</option>
          <option value="RESOLVED">{t('moderation.reports.states.RESOLVED')}</option>
        </select>
      </div>
      <div>
        <label htmlFor="reports-filter-reason" className="form-label small">
          {t('moderation.reports.reasonLabel')}
        </label>
        <select
          id="reports-filter-reason"
          className="form-select form-select-sm"
          value={filters.reason ?? ''}
          onChange={(event) => {
            onChange({ ...filters, reason: (event.target.value || null) as ReportReason | null });
          }}
        >
          <option value="">{t('moderation.reports.allReasons')}</option>
          {REPORT_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(`moderation.reasons.${reason}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="form-check align-self-end mb-1">
        <input
          id="reports-filter-hidden"
          type="checkbox"
          className="form-check-input"
          checked={filters.hiddenOnly}
          onChange={(event) => {
            onChange({ ...filters, hiddenOnly: event.target.checked });
          }}
        />
        <label htmlFor="reports-filter-hidden" className="form-check-label small">
          {t('moderation.reports.hiddenOnly')}
        </label>
      </div>
    </div>
  );
}

function toReportsQuery(filters: ReportFilters, page: number): Partial<ListReportsQuery> {
  return {
    state: filters.state,
    page,
    limit: PAGE_SIZE,
    ...(filters.reason ? { reason: filters.reason } : {}),
    ...(filters.hiddenOnly ? { hiddenOnly: 'true' as const } : {}),
  };
}

/** Reported content: open or resolved reports per activity, dismissed or removed from here. */
export function ReportedPanel() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<ReportFilters>({ state: 'OPEN', reason: null, hiddenOnly: false });
  const [page, setPage] = useState(1);
  const [announcement, setAnnouncement] = useState('');
  const reports = useListReports(toReportsQuery(filters, page));
  const resolve = useResolveReports();

  const onResolve = (group: ReportGroup, action: ReportResolution, note: string): void => {
    resolve.mutate(
      { activityId: group.activityId, action, note },
      {
        onSuccess: (result) => {
          setAnnouncement(
            t(`moderation.reports.resolved.${action}`, { title: group.title, count: result.resolvedCount }),
          );
        },
      },
    );
  };

  const groups = reports.data?.items ?? [];
  return (
    <>
      <ReportFilterBar
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <p className="moderation-announcement" role="status" aria-live="polite">
        {announcement}
      </p>
      {reports.isPending ? (
        <p className="text-body-secondary py-4">{t('moderation.reports.loading')}</p>
      ) : reports.isError ? (
        <ErrorState
          title={t('moderation.reports.errorTitle')}
          body={t('moderation.queue.errorBody')}
          retryLabel={t('moderation.retry')}
          onRetry={() => void reports.refetch()}
        />
      ) : groups.length === 0 ? (
        <div className="py-4">
          <EmptyState
            title={t('moderation.reports.emptyTitle')}
            body={t('moderation.reports.emptyBody')}
            headingLevel={3}
          />
        </div>
      ) : (
        <div className="d-grid gap-3">
          {groups.map((group) => (
            <ReportGroupCard
              key={group.activityId}
              group={group}
              pending={resolve.isPending}
              onResolve={onResolve}
            />
          ))}
          <Pager
            label={t('moderation.pager.label')}
            page={page}
            limit={PAGE_SIZE}
            total={reports.data.total}
            onPage={setPage}
          />
        </div>
      )}
    </>
  );
}

import {
  REPORT_REASONS,
  type ListReportsQuery,
  type ReportReason,
  type ReportResolution,
} from '@streamit/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { EmptyState } from '../../components/empty-state';
import { FilterBar, FilterCheckbox, FilterSelect } from '../../components/filter-bar';
import { ErrorState } from '../../components/error-state';
import { useListReports } from './list-reports.queries';
import { Pager } from '../ui/pager';
import { ReportGroupCard, type ReportGroup } from './report-group-card';
import { useResolveReports } from './resolve-reports.queries';

const PAGE_SIZE = 20;
const REPORT_STATES = ['OPEN', 'RESOLVED'] as const;

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
    <FilterBar label={t('moderation.filters.label')}>
      <FilterSelect
        id="reports-filter-state"
        label={t('moderation.reports.stateLabel')}
        value={filters.state}
        options={REPORT_STATES.map((state) => ({
          value: state,
          label: t(`moderation.reports.states.${state}`),
        }))}
        onChange={(value) => {
          onChange({ ...filters, state: value as ListReportsQuery['state'] });
        }}
      />
      <FilterSelect
        id="reports-filter-reason"
        label={t('moderation.reports.reasonLabel')}
        value={filters.reason ?? ''}
        anyLabel={t('moderation.reports.allReasons')}
        options={REPORT_REASONS.map((reason) => ({
          value: reason,
          label: t(`moderation.reasons.${reason}`),
        }))}
        onChange={(value) => {
          onChange({ ...filters, reason: (value || null) as ReportReason | null });
        }}
      />
      <FilterCheckbox
        id="reports-filter-hidden"
        label={t('moderation.reports.hiddenOnly')}
        checked={filters.hiddenOnly}
        onChange={(checked) => {
          onChange({ ...filters, hiddenOnly: checked });
        }}
      />
    </FilterBar>
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

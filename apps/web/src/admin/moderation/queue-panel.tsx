import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { DecisionForm } from './decision-form';
import { DecisionReportPanel } from './decision-report';
import { useModerationQueue } from './get-moderation-queue.queries';
import { useListReports } from './list-reports.queries';
import type { QueueItem } from './moderation-format';
import { keepVisible, toggleAllVisible, toggleSelected, type Selection } from './moderation-selection';
import { Pager } from './pager';
import { PreviewPanel } from './preview-panel';
import { NO_FILTERS, QueueFilterBar, toQueueQuery, type QueueFilters } from './queue-filters';
import { QueueTable } from './queue-table';
import { useQueueDecisions } from './use-queue-decisions';

const PAGE_SIZE = 20;

// Report counts come from the open reports list (the queue itself does not carry them).
function useOpenReportCounts(): ReadonlyMap<string, number> {
  const reports = useListReports({ state: 'OPEN', limit: 100 });
  return new Map((reports.data?.items ?? []).map((group) => [group.activityId, group.reportCount]));
}

/** The review queue: filters, the table with selection, bulk decisions, paging and the preview panel. */
export function QueuePanel() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<QueueFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [ticked, setTicked] = useState<Selection>(new Set());
  const [previewId, setPreviewId] = useState<string | null>(null);
  const queue = useModerationQueue(toQueueQuery(filters, page, PAGE_SIZE));
  const reportCounts = useOpenReportCounts();
  const decisions = useQueueDecisions();
  const items = queue.data?.items ?? [];
  const ids = items.map((item) => item.id);
  const selection = keepVisible(ticked, ids);
  const selected = items.filter((item) => selection.has(item.id));
  const previewItem = items.find((item) => item.id === previewId) ?? null;

  const changeFilters = (next: QueueFilters): void => {
    setFilters(next);
    setPage(1);
    setTicked(new Set());
  };
  const decideOne = async (item: QueueItem, body: Parameters<typeof decisions.decideOne>[1]) => {
    const done = await decisions.decideOne(item, body);
    setPreviewId(null);
    return done;
  };

  return (
    <>
      <QueueFilterBar filters={filters} onChange={changeFilters} />
      <DecisionReportPanel report={decisions.report} onDismiss={decisions.clearReport} />
      {queue.isPending ? (
        <p className="text-body-secondary py-4" role="status">
          {t('moderation.queue.loading')}
        </p>
      ) : queue.isError ? (
        <ErrorState
          title={t('moderation.queue.errorTitle')}
          body={t('moderation.queue.errorBody')}
          retryLabel={t('moderation.retry')}
          retrying={queue.isFetching}
          onRetry={() => void queue.refetch()}
        />
      ) : items.length === 0 ? (
        <div className="py-4">
          <EmptyState
            title={t('moderation.queue.emptyTitle')}
            body={t('moderation.queue.emptyBody')}
            headingLevel={3}
          />
        </div>
      ) : (
        <>
          <section className="moderation-bulk" aria-label={t('moderation.bulk.label')}>
            <p className="fw-semibold mb-2" aria-live="polite">
              {t('moderation.bulk.selected', { count: selected.length })}
            </p>
            <DecisionForm
              idPrefix="moderation-bulk"
              disabled={selected.length === 0}
              pending={decisions.pending}
              onDecide={(body) => decisions.decideMany(selected, body)}
            />
          </section>
          <p className="small text-body-secondary mb-2">
            {t('moderation.queue.total', { count: queue.data.total })}
          </p>
          <QueueTable
            items={items}
            selection={selection}
            reportCounts={reportCounts}
            onToggle={(id) => {
              setTicked(toggleSelected(selection, id));
            }}
            onToggleAll={() => {
              setTicked(toggleAllVisible(selection, ids));
            }}
            onPreview={(item) => {
              setPreviewId(item.id);
            }}
            onFilterCreator={(creator) => {
              changeFilters({ ...filters, creator });
            }}
          />
          <Pager
            label={t('moderation.pager.label')}
            page={page}
            limit={PAGE_SIZE}
            total={queue.data.total}
            onPage={(next) => {
              setPage(next);
              setTicked(new Set());
            }}
          />
        </>
      )}
      <PreviewPanel
        item={previewItem}
        reportCount={previewItem ? (reportCounts.get(previewItem.id) ?? 0) : 0}
        pending={decisions.pending}
        onClose={() => {
          setPreviewId(null);
        }}
        onDecide={decideOne}
      />
    </>
  );
}

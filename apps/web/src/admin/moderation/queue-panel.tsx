import type { ModerateBody } from '@streamit/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { DecisionForm } from './decision-form';
import { DecisionReportPanel } from './decision-report';
import { useModerationQueue } from './get-moderation-queue.queries';
import { useListReports } from './list-reports.queries';
import type { QueueItem } from './moderation-format';
import { keepVisible, toggleAllVisible, toggleSelected, type Selection } from './moderation-selection';
import { Pager } from '../ui/pager';
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

// Filters, page and ticked boxes; a new filter or page starts with nothing ticked.
function useQueueView() {
  const [filters, setFilters] = useState<QueueFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [ticked, setTicked] = useState<Selection>(new Set());
  const queue = useModerationQueue(toQueueQuery(filters, page, PAGE_SIZE));
  const items = queue.data?.items ?? [];
  const ids = items.map((item) => item.id);
  const selection = keepVisible(ticked, ids);
  return {
    queue,
    items,
    ids,
    filters,
    page,
    selection,
    selected: items.filter((item) => selection.has(item.id)),
    filtered: filters !== NO_FILTERS,
    setTicked,
    changeFilters: (next: QueueFilters) => {
      setFilters(next);
      setPage(1);
      setTicked(new Set());
    },
    changePage: (next: number) => {
      setPage(next);
      setTicked(new Set());
    },
  };
}

type QueueView = ReturnType<typeof useQueueView>;

function QueueState({ view }: { view: QueueView }) {
  const { t } = useTranslation();
  const { queue } = view;
  if (queue.isPending) {
    return (
      <p className="text-body-secondary py-4" role="status">
        {t('moderation.queue.loading')}
      </p>
    );
  }
  if (queue.isError) {
    return (
      <ErrorState
        title={t('moderation.queue.errorTitle')}
        body={t('moderation.queue.errorBody')}
        retryLabel={t('moderation.retry')}
        retrying={queue.isFetching}
        onRetry={() => void queue.refetch()}
      />
    );
  }
  const key = view.filtered ? 'noMatch' : 'empty';
  return (
    <div className="py-4">
      <EmptyState
        title={t(`moderation.queue.${key}Title`)}
        body={t(`moderation.queue.${key}Body`)}
        headingLevel={3}
      />
    </div>
  );
}

interface BulkBarProps {
  selected: QueueItem[];
  pending: boolean;
  onDecide: (body: ModerateBody) => Promise<boolean>;
}

function BulkBar({ selected, pending, onDecide }: BulkBarProps) {
  const { t } = useTranslation();
  return (
    <section className="moderation-bulk" aria-label={t('moderation.bulk.label')}>
      <p className="fw-semibold mb-2" aria-live="polite">
        {t('moderation.bulk.selected', { count: selected.length })}
      </p>
      <DecisionForm
        idPrefix="moderation-bulk"
        disabled={selected.length === 0}
        pending={pending}
        onDecide={onDecide}
      />
    </section>
  );
}

function QueueList({
  view,
  reportCounts,
  onPreview,
}: {
  view: QueueView;
  reportCounts: ReadonlyMap<string, number>;
  onPreview: (item: QueueItem) => void;
}) {
  const { t } = useTranslation();
  const total = view.queue.data?.total ?? 0;
  return (
    <>
      <p className="small text-body-secondary mb-2">{t('moderation.queue.total', { count: total })}</p>
      <QueueTable
        items={view.items}
        selection={view.selection}
        reportCounts={reportCounts}
        onToggle={(id) => {
          view.setTicked(toggleSelected(view.selection, id));
        }}
        onToggleAll={() => {
          view.setTicked(toggleAllVisible(view.selection, view.ids));
        }}
        onPreview={onPreview}
        onFilterCreator={(creator) => {
          view.changeFilters({ ...view.filters, creator });
        }}
      />
      <Pager
        label={t('moderation.pager.label')}
        page={view.page}
        limit={PAGE_SIZE}
        total={total}
        onPage={view.changePage}
      />
    </>
  );
}

/** The review queue: filters, the table with selection, bulk decisions, paging and the preview panel. */
export function QueuePanel() {
  const view = useQueueView();
  const reportCounts = useOpenReportCounts();
  const decisions = useQueueDecisions();
  const [previewId, setPreviewId] = useState<string | null>(null);
  const previewItem = view.items.find((item) => item.id === previewId) ?? null;
  // Decided items leave the queue, which can empty a later page: each decision starts again from page 1.
  const restart = (done: boolean): boolean => {
    if (done && view.page > 1) view.changePage(1);
    return done;
  };
  const decideOne = async (item: QueueItem, body: ModerateBody): Promise<boolean> => {
    const done = await decisions.decideOne(item, body);
    setPreviewId(null);
    return restart(done);
  };
  return (
    <>
      <QueueFilterBar filters={view.filters} onChange={view.changeFilters} />
      <DecisionReportPanel report={decisions.report} onDismiss={decisions.clearReport} />
      {view.items.length > 0 ? (
        <>
          <BulkBar
            selected={view.selected}
            pending={decisions.pending}
            onDecide={async (body) => restart(await decisions.decideMany(view.selected, body))}
          />
          <QueueList
            view={view}
            reportCounts={reportCounts}
            onPreview={(item) => {
              setPreviewId(item.id);
            }}
          />
        </>
      ) : (
        <QueueState view={view} />
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

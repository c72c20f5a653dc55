import {
  CONTENT_SORTS,
  type ContentPerformanceQuery,
  type ContentPerformanceReport,
} from '@streamit/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { FigureCards, PeriodLine, ReportState, ReportTable, useFormat } from './analytics-parts';
import { useContentReport, type AnalyticsRange } from './analytics.queries';

const PAGE_SIZE = 25;

type Scope = ContentPerformanceQuery['scope'];
type Sort = ContentPerformanceQuery['sort'];

/** Props of ContentFilters: the scope, sort and search, each change going back to page 1. */
interface ContentFiltersProps {
  scope: Scope;
  sort: Sort;
  q: string;
  onScope: (scope: Scope) => void;
  onSort: (sort: Sort) => void;
  onQ: (q: string) => void;
}

function ContentFilters({ scope, sort, q, onScope, onSort, onQ }: ContentFiltersProps) {
  const { t } = useTranslation();
  return (
    <div className="d-flex flex-wrap gap-2 align-items-end mb-3">
      <div>
        <label className="form-label" htmlFor="content-scope">
          {t('adminAnalytics.content.scope')}
        </label>
        <select
          id="content-scope"
          className="form-select"
          value={scope}
          onChange={(event) => {
            onScope(event.target.value as Scope);
          }}
        >
          <option value="activity">{t('adminAnalytics.content.byActivity')}</option>
          <option value="category">{t('adminAnalytics.content.byCategory')}</option>
        </select>
      </div>
      <div>
        <label className="form-label" htmlFor="content-sort">
          {t('adminAnalytics.content.sort')}
        </label>
        <select
          id="content-sort"
          className="form-select"
          value={sort}
          onChange={(event) => {
            onSort(event.target.value as Sort);
          }}
        >
          {CONTENT_SORTS.map((key) => (
            <option key={key} value={key}>
              {t(`adminAnalytics.content.${key}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label className="form-label" htmlFor="content-search">
          {t('adminAnalytics.content.search')}
        </label>
        <input
          id="content-search"
          type="search"
          className="form-control"
          value={q}
          maxLength={100}
          onChange={(event) => {
            onQ(event.target.value);
          }}
        />
      </div>
    </div>
  );
}

// The report's own pager: always shown, with "page X of Y", as the analytics export names its pages.
function ContentPager({
  page,
  total,
  onPage,
}: {
  page: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('adminAnalytics.content.pages')} className="d-flex gap-2 align-items-center">
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        disabled={page <= 1}
        onClick={() => {
          onPage(page - 1);
        }}
      >
        {t('adminAnalytics.content.previousPage')}
      </button>
      <span>
        {t('adminAnalytics.content.pageOf', { page, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) })}
      </span>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        disabled={page * PAGE_SIZE >= total}
        onClick={() => {
          onPage(page + 1);
        }}
      >
        {t('adminAnalytics.content.nextPage')}
      </button>
    </nav>
  );
}

function ContentTable({ data, scope, file }: { data: ContentPerformanceReport; scope: Scope; file: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const byActivity = scope === 'activity';
  return (
    <ReportTable
      caption={t('adminAnalytics.content.table')}
      file={file}
      heads={[
        t('adminAnalytics.content.title'),
        ...(byActivity ? [t('adminAnalytics.content.category')] : []),
        ...CONTENT_SORTS.filter((key) => key !== 'title').map((key) => t(`adminAnalytics.content.${key}`)),
      ]}
      rows={data.rows.map((row) => [
        row.title || t('adminAnalytics.content.uncategorised'),
        ...(byActivity ? [row.category ?? '—'] : []),
        format.number(row.views),
        format.number(row.watchSeconds),
        format.number(row.completions),
        format.rate(row.completionRate),
        format.rate(row.averageWatchShare),
        format.rate(row.quizPassRate),
        format.rate(row.gameWinRate),
        format.number(row.pointsPaid),
      ])}
    />
  );
}

/** Content performance: per activity or category, sortable, searchable, paged. */
export function ContentView({ range }: { range: AnalyticsRange }) {
  const { t } = useTranslation();
  const [scope, setScope] = useState<Scope>('activity');
  const [sort, setSort] = useState<Sort>('views');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const report = useContentReport({
    ...range,
    scope,
    sort,
    order: sort === 'title' ? 'asc' : 'desc',
    page,
    pageSize: PAGE_SIZE,
    ...(q ? { q } : {}),
  });
  const firstPage =
    <T,>(apply: (value: T) => void) =>
    (value: T) => {
      apply(value);
      setPage(1);
    };
  return (
    <>
      <ContentFilters
        scope={scope}
        sort={sort}
        q={q}
        onScope={firstPage(setScope)}
        onSort={firstPage(setSort)}
        onQ={firstPage(setQ)}
      />
      <ReportState query={report}>
        {(data) => (
          <>
            <PeriodLine period={data.period} />
            <FigureCards
              figures={(['views', 'watchSeconds', 'completions', 'pointsPaid'] as const).map((key) => ({
                label: t(`adminAnalytics.content.${key}`),
                value: data.totals[key],
              }))}
            />
            <ContentTable data={data} scope={scope} file={`content-${range.from}-${range.to}-page-${page}`} />
            <ContentPager page={page} total={data.total} onPage={setPage} />
          </>
        )}
      </ReportState>
    </>
  );
}

import { CONTENT_SORTS, type ContentPerformanceQuery } from '@streamit/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { FigureCards, PeriodLine, ReportState, ReportTable, useFormat } from './analytics-parts';
import { useContentReport, type AnalyticsRange } from './analytics.queries';

const PAGE_SIZE = 25;

/** Content performance: per activity or category, sortable, searchable, paged. */
export function ContentView({ range }: { range: AnalyticsRange }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [scope, setScope] = useState<ContentPerformanceQuery['scope']>('activity');
  const [sort, setSort] = useState<ContentPerformanceQuery['sort']>('views');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const query: ContentPerformanceQuery = {
    ...range,
    scope,
    sort,
    order: sort === 'title' ? 'asc' : 'desc',
    page,
    pageSize: PAGE_SIZE,
    ...(q ? { q } : {}),
  };
  const report = useContentReport(query);
  return (
    <>
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
              setScope(event.target.value as typeof scope);
              setPage(1);
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
              setSort(event.target.value as typeof sort);
              setPage(1);
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
              setQ(event.target.value);
              setPage(1);
            }}
          />
        </div>
      </div>
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
            <ReportTable
              caption={t('adminAnalytics.content.table')}
              file={`content-${range.from}-${range.to}-page-${page}`}
              heads={[
                t('adminAnalytics.content.title'),
                ...(scope === 'activity' ? [t('adminAnalytics.content.category')] : []),
                ...CONTENT_SORTS.filter((key) => key !== 'title').map((key) =>
                  t(`adminAnalytics.content.${key}`),
                ),
              ]}
              rows={data.rows.map((row) => [
                row.title || t('adminAnalytics.content.uncategorised'),
                ...(scope === 'activity' ? [row.category ?? '—'] : []),
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
            <nav aria-label={t('adminAnalytics.content.pages')} className="d-flex gap-2 align-items-center">
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                disabled={page <= 1}
                onClick={() => {
                  setPage(page - 1);
                }}
              >
                {t('adminAnalytics.content.previousPage')}
              </button>
              <span>
                {t('adminAnalytics.content.pageOf', {
                  page,
                  pages: Math.max(1, Math.ceil(data.total / PAGE_SIZE)),
                })}
              </span>
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                disabled={page * PAGE_SIZE >= data.total}
                onClick={() => {
                  setPage(page + 1);
                }}
              >
                {t('adminAnalytics.content.nextPage')}
              </button>
            </nav>
          </>
        )}
      </ReportState>
    </>
  );
}

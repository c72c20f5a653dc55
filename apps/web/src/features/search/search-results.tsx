import {
  ACTIVITY_TYPES,
  type ActivityType,
  type SearchKindCounts,
  type SearchResult,
} from '@streamit/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { LoadMore } from '../../components/load-more';
import { SearchResultItem } from './search-result-item';
import { useSearchResultPages } from './search-results.queries';
import './search-page.css';

type Pages = ReturnType<typeof useSearchResultPages>;

// Offset pages can overlap when content is published between two requests; each hit is shown once.
function uniqueItems(pages: Pages): SearchResult[] {
  const seen = new Set<string>();
  return (pages.data?.pages ?? [])
    .flatMap((page) => page.items)
    .filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
}

function KindFilter({ q, type, counts }: { q: string; type?: ActivityType; counts: SearchKindCounts }) {
  const { t } = useTranslation();
  const all = ACTIVITY_TYPES.reduce((sum, kind) => sum + counts[kind], 0);
  const kinds = ACTIVITY_TYPES.filter((kind) => counts[kind] > 0);
  const chip = (kind: ActivityType | undefined, label: string, count: number) => (
    <li key={kind ?? 'ALL'}>
      <Link
        to="/search"
        search={kind ? { q, type: kind } : { q }}
        className="search-kind"
        aria-current={kind === type ? 'page' : undefined}
        activeOptions={{ exact: true, includeSearch: true }}
      >
        {label} <span className="search-kind__count">{count}</span>
      </Link>
    </li>
  );
  return (
    <nav aria-label={t('searchPage.kindsLabel')}>
      <ul className="search-kinds list-unstyled">
        {chip(undefined, t('searchPage.allKinds'), all)}
        {kinds.map((kind) => chip(kind, t(`searchPage.kinds.${kind}`), counts[kind]))}
      </ul>
    </nav>
  );
}

function KindGroups({ items, counts }: { items: SearchResult[]; counts: SearchKindCounts }) {
  const { t } = useTranslation();
  return ACTIVITY_TYPES.filter((kind) => items.some((item) => item.type === kind)).map((kind) => (
    <section key={kind} className="search-group" aria-labelledby={`search-group-${kind}`}>
      <h2 id={`search-group-${kind}`} className="h5">
        {t(`searchPage.kinds.${kind}`)}{' '}
        <span className="text-body-secondary fw-normal">({counts[kind]})</span>
      </h2>
      <ul className="list-unstyled search-group__list">
        {items
          .filter((item) => item.type === kind)
          .map((item) => (
            <SearchResultItem key={item.id} result={item} />
          ))}
      </ul>
    </section>
  ));
}

function NoResults({ q }: { q: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      headingLevel={2}
      title={t('searchPage.noResultsTitle', { q })}
      body={t('searchPage.noResultsBody')}
      action={
        <Link to="/view-all" className="btn btn-outline-primary">
          {t('searchPage.browseAll')}
        </Link>
      }
    />
  );
}

/** The results of /search for q: kind filter with counts, hits grouped by kind, and "Show more". */
export function SearchResults({ q, type }: { q: string; type?: ActivityType }) {
  const { t } = useTranslation();
  const pages = useSearchResultPages(q, type);
  const first = pages.data?.pages[0];
  if (!first) {
    if (pages.isError) {
      return (
        <ErrorState
          title={t('searchPage.errorTitle')}
          body={t('searchPage.errorBody')}
          retryLabel={t('searchPage.retry')}
          retrying={pages.isFetching}
          onRetry={() => void pages.refetch()}
        />
      );
    }
    return <p role="status">{t('search.loading')}</p>;
  }
  const items = uniqueItems(pages);
  if (first.total === 0 && !type) return <NoResults q={q} />;
  return (
    <div aria-busy={pages.isPlaceholderData}>
      <KindFilter q={q} type={type} counts={first.counts} />
      <p className="text-body-secondary" role="status">
        {t('searchPage.showing', { shown: items.length, count: first.total, q })}
      </p>
      {items.length === 0 ? <NoResults q={q} /> : <KindGroups items={items} counts={first.counts} />}
      <LoadMore
        pages={pages}
        className="text-center mt-4"
        label={t('searchPage.showMore')}
        pendingLabel={t('searchPage.loadingMore')}
        errorText={t('searchPage.moreError')}
      />
    </div>
  );
}

import { CREATOR_SORTS, nameCategory, type ContentCategory, type CreatorSort } from '@streamit/contract';
import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { LoadMore } from '../../components/load-more';
import { SearchBox } from '../../components/search-box';
import { CreatorsLoading } from './creators-loading';
import { CreatorCard } from './creator-card';
import { useDiscoverCreators, type DiscoverFilters } from './creators.queries';
import './creators.css';

/** The discover search as it lives in the address. */
export interface DiscoverSearch {
  q?: string;
  category?: string;
  sort?: CreatorSort;
}

interface FiltersProps {
  search: DiscoverSearch;
  onChange: (next: DiscoverSearch) => void;
}

/** Props of CreatorDiscover. */
export interface CreatorDiscoverProps extends FiltersProps {
  /** Content categories for the category menu (empty while they load). */
  categories: readonly ContentCategory[] | undefined;
}

function Filters({ search, onChange, categories }: CreatorDiscoverProps) {
  const { t, i18n } = useTranslation();
  const categoryId = useId();
  const sortId = useId();
  return (
    <div className="row g-3 align-items-end mb-4">
      <SearchBox
        value={search.q}
        label={t('creators.discover.search')}
        submitLabel={t('creators.discover.searchSubmit')}
        className="col-12 col-md-5"
        onSearch={(q) => {
          onChange({ ...search, q: q || undefined });
        }}
      />
      <div className="col-6 col-md-3">
        <label htmlFor={categoryId} className="form-label">
          {t('creators.discover.category')}
        </label>
        <select
          id={categoryId}
          className="form-select"
          value={search.category ?? ''}
          onChange={(event) => {
            onChange({ ...search, category: event.target.value || undefined });
          }}
        >
          <option value="">{t('creators.discover.allCategories')}</option>
          {(categories ?? []).map((category) => (
            <option key={category.id} value={category.slug}>
              {nameCategory(category, i18n.language)}
            </option>
          ))}
        </select>
      </div>
      <div className="col-6 col-md-3">
        <label htmlFor={sortId} className="form-label">
          {t('creators.discover.sort')}
        </label>
        <select
          id={sortId}
          className="form-select"
          value={search.sort ?? 'popular'}
          onChange={(event) => {
            onChange({ ...search, sort: event.target.value as CreatorSort });
          }}
        >
          {CREATOR_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`creators.discover.sorts.${sort}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

function NoCreators({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  // With no search or category set, "try another search" would send the reader looking for a filter.
  if (!filtered)
    return <EmptyState title={t('creators.discover.noneTitle')} body={t('creators.discover.noneBody')} />;
  const clear = (
    <button type="button" className="btn btn-outline-primary" onClick={onClear}>
      {t('creators.discover.clear')}
    </button>
  );
  return (
    <EmptyState
      title={t('creators.discover.emptyTitle')}
      body={t('creators.discover.emptyBody')}
      action={clear}
    />
  );
}

function Results({ filters, onClear }: { filters: DiscoverFilters; onClear: () => void }) {
  const { t, i18n } = useTranslation();
  const pages = useDiscoverCreators(filters);
  if (pages.data) {
    const items = pages.data.pages.flatMap((page) => page.items);
    if (items.length === 0)
      return <NoCreators filtered={Boolean(filters.q ?? filters.category)} onClear={onClear} />;
    return (
      <>
        <p className="text-body-secondary" role="status" aria-live="polite">
          {t('creators.discover.count', {
            count: items.length,
            number: new Intl.NumberFormat(i18n.language).format(items.length),
          })}
        </p>
        <ul className="creator-grid list-unstyled" aria-busy={pages.isPlaceholderData}>
          {items.map((creator) => (
            <li key={creator.userId}>
              <CreatorCard creator={creator} />
            </li>
          ))}
        </ul>
        <LoadMore
          pages={pages}
          onScroll
          label={t('creators.discover.loadMore')}
          pendingLabel={t('creators.discover.loadingMore')}
          errorText={t('creators.discover.moreError')}
        />
      </>
    );
  }
  if (pages.isPending) return <CreatorsLoading />;
  return (
    <ErrorState
      title={t('creators.discover.errorTitle')}
      body={t('creators.discover.errorBody')}
      retryLabel={t('creators.discover.retry')}
      retrying={pages.isFetching}
      onRetry={() => void pages.refetch()}
    />
  );
}

/** The discover screen: search, category and sort in the address; cards load on scroll or "Load more". */
export function CreatorDiscover({ search, onChange, categories }: CreatorDiscoverProps) {
  const filters: DiscoverFilters = { ...search, sort: search.sort ?? 'popular' };
  return (
    <>
      <Filters search={search} onChange={onChange} categories={categories} />
      <Results
        filters={filters}
        onClear={() => {
          onChange({});
        }}
      />
    </>
  );
}

import { nameCategory, type ContentCategory } from '@streamit/contract';
import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { SearchBox } from '../../components/search-box';
import { BROWSE_KINDS, BROWSE_SORTS, DEFAULT_SORT, withFilter, type ActivitiesSearch } from './browse-search';

/** Props of BrowseFilters. */
export interface BrowseFiltersProps<S extends ActivitiesSearch> {
  search: S;
  /** Called with the new search params; the page puts them in the address. */
  onChange: (next: S) => void;
  /** Categories for the category menu; the menu waits while they load. */
  categories: readonly ContentCategory[] | undefined;
  /** Offers the kind chips (all, videos, quizzes, games). */
  showKinds?: boolean;
}

interface FilterProps<S extends ActivitiesSearch> {
  search: S;
  onChange: (next: S) => void;
}

function SearchText<S extends ActivitiesSearch>({ search, onChange }: FilterProps<S>) {
  const { t } = useTranslation();
  return (
    <SearchBox
      value={search.q}
      label={t('browse.filters.search')}
      submitLabel={t('browse.filters.searchSubmit')}
      iconButton
      className="browse-filters__search"
      onSearch={(words) => {
        onChange(withFilter(search, 'q', words));
      }}
    />
  );
}

function CategorySelect<S extends ActivitiesSearch>({
  search,
  onChange,
  categories,
}: FilterProps<S> & { categories: readonly ContentCategory[] | undefined }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="form-label">
        {t('browse.filters.category')}
      </label>
      <select
        id={id}
        className="form-select"
        value={search.category ?? ''}
        disabled={!categories}
        onChange={(event) => {
          onChange(withFilter(search, 'category', event.target.value));
        }}
      >
        <option value="">{t('browse.filters.allCategories')}</option>
        {(categories ?? []).map((category) => (
          <option key={category.id} value={category.slug}>
            {nameCategory(category, i18n.language)}
          </option>
        ))}
        {/* A category from a shared link that is not in the list still shows as chosen. */}
        {search.category && categories && !categories.some((c) => c.slug === search.category) ? (
          <option value={search.category}>{search.category}</option>
        ) : null}
      </select>
    </div>
  );
}

function SortSelect<S extends ActivitiesSearch>({ search, onChange }: FilterProps<S>) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="form-label">
        {t('browse.filters.sort')}
      </label>
      <select
        id={id}
        className="form-select"
        value={search.sort ?? DEFAULT_SORT}
        onChange={(event) => {
          onChange(withFilter(search, 'sort', event.target.value));
        }}
      >
        {BROWSE_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`browse.sorts.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

function KindChips<S extends ActivitiesSearch>({ search, onChange }: FilterProps<S>) {
  const { t } = useTranslation();
  const kinds = ['', ...BROWSE_KINDS] as const;
  return (
    <div className="browse-chips" role="group" aria-label={t('browse.filters.kind')}>
      {kinds.map((kind) => (
        <button
          key={kind}
          type="button"
          className="btn btn-sm browse-chip"
          aria-pressed={(search.type ?? '') === kind}
          onClick={() => {
            onChange(withFilter(search, 'type', kind));
          }}
        >
          {t(`browse.kinds.${kind === '' ? 'ALL' : kind}`)}
        </button>
      ))}
    </div>
  );
}

function ActiveTag<S extends ActivitiesSearch>({ search, onChange }: FilterProps<S>) {
  const { t } = useTranslation();
  if (!search.tag) return null;
  return (
    <p className="browse-filters__tag mb-0">
      <span dir="auto">{t('browse.filters.tag', { tag: search.tag })}</span>
      <button
        type="button"
        className="btn btn-sm btn-link"
        onClick={() => {
          onChange(withFilter(search, 'tag', ''));
        }}
      >
        {t('browse.filters.clearTag')}
      </button>
    </p>
  );
}

/** Search text, category, sort (and kind chips): every change goes to the address through `onChange`. */
export function BrowseFilters<S extends ActivitiesSearch>(props: BrowseFiltersProps<S>) {
  const { search, onChange, categories, showKinds = false } = props;
  return (
    <div className="browse-filters">
      {showKinds ? <KindChips search={search} onChange={onChange} /> : null}
      <div className="browse-filters__fields">
        <SearchText search={search} onChange={onChange} />
        <CategorySelect search={search} onChange={onChange} categories={categories} />
        <SortSelect search={search} onChange={onChange} />
      </div>
      <ActiveTag search={search} onChange={onChange} />
    </div>
  );
}

import { getRouteApi } from '@tanstack/react-router';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { EmptyState } from '../components/empty-state';
import { PageTitle } from '../components/page-title';
import { SearchResults } from '../features/search/search-results';

const routeApi = getRouteApi('/_frontend/search');

/** The page's own search box: it starts with the words in the address and submits them there. */
function SearchForm({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(initial);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <form role="search" className="search-form" onSubmit={submit} aria-label={t('searchPage.formLabel')}>
      <label htmlFor="search-page-input" className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        id="search-page-input"
        type="search"
        className="form-control"
        placeholder={t('search.placeholder')}
        value={typed}
        maxLength={100}
        onChange={(event) => {
          setTyped(event.target.value);
        }}
      />
      <button type="submit" className="btn btn-primary">
        {t('searchPage.submit')}
      </button>
    </form>
  );
}

/** Route /search?q= (the header's Enter): every match, grouped by kind, with the kind in the address too. */
export function SearchPage() {
  const { t } = useTranslation();
  const { q = '', type } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  return (
    <div className="page-container py-5">
      <PageTitle title={q ? t('searchPage.titleFor', { q }) : t('searchPage.title')} />
      <SearchForm
        key={q}
        initial={q}
        onSearch={(next) => void navigate({ search: next ? { q: next } : {} })}
      />
      {q === '' ? (
        <EmptyState headingLevel={2} title={t('searchPage.emptyTitle')} body={t('searchPage.emptyBody')} />
      ) : (
        <SearchResults q={q} type={type} />
      )}
    </div>
  );
}

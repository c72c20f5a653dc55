import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from '../i18n/use-translation';
import { PageTitle } from '../components/page-title';
import { ActivityResults } from '../features/browse/activity-results';
import { BrowseFilters } from '../features/browse/browse-filters';
import { toListQuery } from '../features/browse/browse-search';
import { useListCategories } from '../features/catalog/list-categories.queries';

const routeApi = getRouteApi('/_frontend/view-all');

/** Route /view-all (All Videos): every video as a grid, with category, tag, search and sort in the address. */
export function ViewAllPage() {
  const { t } = useTranslation();
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const categories = useListCategories().data?.categories;
  return (
    <div className="page-container py-5">
      <PageTitle title={t('browse.pages.viewAll.title')} />
      <p className="lead prose-lead">{t('browse.pages.viewAll.lead')}</p>
      <BrowseFilters
        search={search}
        categories={categories}
        onChange={(next) => void navigate({ search: next })}
      />
      <ActivityResults
        filters={toListQuery(search, 'VIDEO')}
        emptyAction={
          <Link to="/view-all" className="btn btn-outline-primary">
            {t('browse.results.clearFilters')}
          </Link>
        }
      />
    </div>
  );
}

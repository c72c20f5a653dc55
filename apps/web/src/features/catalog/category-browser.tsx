import { useTranslation } from '../../i18n/use-translation';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { CategoryCard } from './category-card';
import { CategoryGridSkeleton } from './category-grid-skeleton';
import { useListCategories } from './list-categories.queries';

/** Id of the section, so the hero can link to it. */
export const CATEGORY_BROWSER_ID = 'browse-categories';

function CategoryBrowserBody() {
  const { t } = useTranslation();
  const categoriesQuery = useListCategories();
  // Data wins over a failed background refetch: people keep what they were already reading.
  if (categoriesQuery.data) {
    const { categories } = categoriesQuery.data;
    if (categories.length === 0) {
      return (
        <EmptyState title={t('catalog.categories.emptyTitle')} body={t('catalog.categories.emptyBody')} />
      );
    }
    return (
      <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 row-cols-xxl-4 g-4 list-unstyled">
        {categories.map((category, index) => (
          <li key={category.id} className="col">
            <CategoryCard category={category} index={index} />
          </li>
        ))}
      </ul>
    );
  }
  if (categoriesQuery.isPending) return <CategoryGridSkeleton label={t('catalog.categories.loading')} />;
  return (
    <ErrorState
      title={t('catalog.categories.errorTitle')}
      body={t('catalog.categories.errorBody')}
      retryLabel={t('catalog.categories.retry')}
      retrying={categoriesQuery.isFetching}
      onRetry={() => void categoriesQuery.refetch()}
    />
  );
}

/** The "Browse by category" section: every category as a card, with loading, empty and error states. */
export function CategoryBrowser() {
  const { t } = useTranslation();
  return (
    <section
      id={CATEGORY_BROWSER_ID}
      className="page-container py-5"
      aria-labelledby="category-browser-title"
    >
      <h2 id="category-browser-title" className="h3">
        {t('catalog.categories.title')}
      </h2>
      <p className="text-body-secondary mb-4">{t('catalog.categories.lead')}</p>
      <CategoryBrowserBody />
    </section>
  );
}

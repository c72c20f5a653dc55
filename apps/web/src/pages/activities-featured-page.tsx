import { useTranslation } from '../i18n/use-translation';
import { PageTitle } from '../components/page-title';
import { ActivityResults } from '../features/browse/activity-results';
import { FeaturedList } from '../features/browse/featured-list';

/** Route /activities/featured: the curated featured list, in order, with hero images, then the art stories. */
export function FeaturedPage() {
  const { t } = useTranslation();
  return (
    <div className="page-container py-5">
      <PageTitle title={t('browse.pages.featured.title')} />
      <p className="lead prose-lead">{t('browse.pages.featured.lead')}</p>
      <FeaturedList />
      <section className="mt-5" aria-labelledby="featured-stories">
        <h2 id="featured-stories">{t('stories.featured.storiesTitle')}</h2>
        <p className="text-body-secondary">{t('stories.featured.storiesLead')}</p>
        <ActivityResults filters={{ type: 'FEATURED', sort: 'newest', limit: 24 }} />
      </section>
    </div>
  );
}

import { useTranslation } from '../i18n/use-translation';
import { PageTitle } from '../components/page-title';
import { FeaturedList } from '../features/browse/featured-list';

/** Route /activities/featured: the curated featured list, in order, with hero images. */
export function FeaturedPage() {
  const { t } = useTranslation();
  return (
    <div className="page-container py-5">
      <PageTitle title={t('browse.pages.featured.title')} />
      <p className="lead prose-lead">{t('browse.pages.featured.lead')}</p>
      <FeaturedList />
    </div>
  );
}

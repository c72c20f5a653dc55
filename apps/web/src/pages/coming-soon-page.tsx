import { useTranslation } from '../i18n/use-translation';
import { PageTitle } from '../components/page-title';
import { ComingSoonList } from '../features/browse/coming-soon-list';

/** Route /coming-soon: scheduled premieres, soonest first, each with its date and a live countdown. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  return (
    <div className="page-container py-5">
      <PageTitle title={t('browse.pages.comingSoon.title')} />
      <p className="lead prose-lead">{t('browse.pages.comingSoon.lead')}</p>
      <ComingSoonList />
    </div>
  );
}

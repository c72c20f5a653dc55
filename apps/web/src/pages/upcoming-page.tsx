import { useTranslation } from '../i18n/use-translation';
import { ComingNextRelease } from '../components/coming-next-release';
import { PageTitle } from '../components/page-title';
import { UPCOMING_PAGE_ICONS, type UpcomingPageId } from './upcoming-pages';

/** A route whose screen comes with the next release: its name, what it will offer, and where to go now. */
export function UpcomingPage({ id }: { id: UpcomingPageId }) {
  const { t } = useTranslation();
  const features = t(`upcoming.pages.${id}.features`, { returnObjects: true });
  return (
    <>
      <PageTitle title={t(`upcoming.pages.${id}.title`)} />
      <ComingNextRelease
        icon={UPCOMING_PAGE_ICONS[id]}
        lead={t(`upcoming.pages.${id}.lead`)}
        features={features}
      />
    </>
  );
}

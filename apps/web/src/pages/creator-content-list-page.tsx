import { useTranslation } from '../i18n/use-translation';
import { PageTitle } from '../components/page-title';
import { useListCategories } from '../features/catalog/list-categories.queries';
import { ContentList } from '../features/creator-content/content-list';
import { CreatorOnlyNotice } from '../features/creator-content/creator-gate';
import { isActiveCreator } from '../lib/member-display';
import { useSession } from '../lib/use-session';

/** Route /creator/content: the creator's own videos; other members learn how to become a creator. */
export function CreatorContentListPage() {
  const { t } = useTranslation();
  const { member } = useSession();
  const categories = useListCategories();
  return (
    <div className="page-container py-4">
      <PageTitle title={t('creator.list.title')} />
      {member && !isActiveCreator(member) ? (
        <CreatorOnlyNotice member={member} />
      ) : (
        <ContentList categories={categories.data?.categories ?? []} />
      )}
    </div>
  );
}

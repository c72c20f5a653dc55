import { Pager as OffsetPager } from '../../components/pager';
import { useTranslation } from '../../i18n/use-translation';

/** Props of Pager. */
export interface PagerProps {
  label: string;
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
}

/** The shared offset pager with the admin area's wording ("page X of Y") and its place at the end of a list. */
export function Pager(props: PagerProps) {
  const { t } = useTranslation();
  return (
    <OffsetPager
      {...props}
      previousLabel={t('moderation.pager.previous')}
      nextLabel={t('moderation.pager.next')}
      describePosition={(page, pages) => t('moderation.pager.position', { page, pages })}
      className="d-flex align-items-center gap-2 justify-content-end"
    />
  );
}

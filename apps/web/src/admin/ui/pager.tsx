import { useTranslation } from '../../i18n/use-translation';

/** Props of Pager. */
export interface PagerProps {
  label: string;
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous / next page buttons with "page X of Y"; hidden when everything fits on one page. */
export function Pager({ label, page, limit, total, onPage }: PagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="d-flex align-items-center gap-2 justify-content-end">
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        disabled={page <= 1}
        onClick={() => {
          onPage(page - 1);
        }}
      >
        {t('moderation.pager.previous')}
      </button>
      <span className="small">{t('moderation.pager.position', { page, pages })}</span>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        disabled={page >= pages}
        onClick={() => {
          onPage(page + 1);
        }}
      >
        {t('moderation.pager.next')}
      </button>
    </nav>
  );
}

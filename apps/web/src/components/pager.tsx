/** Props of Pager. */
export interface PagerProps {
  /** The navigation landmark's name, e.g. "Exchange history pages". */
  label: string;
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
  previousLabel: string;
  nextLabel: string;
  /** Says where the reader is, e.g. "Page 2 of 5", between the buttons. */
  describePosition?: (page: number, pages: number) => string;
  className?: string;
}

/** Previous / next page buttons for an offset list; nothing when everything fits on one page. */
export function Pager({
  label,
  page,
  limit,
  total,
  onPage,
  previousLabel,
  nextLabel,
  describePosition,
  className = 'd-flex gap-2',
}: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className={className}>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        disabled={page <= 1}
        onClick={() => {
          onPage(page - 1);
        }}
      >
        {previousLabel}
      </button>
      {describePosition ? <span className="small">{describePosition(page, pages)}</span> : null}
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        disabled={page >= pages}
        onClick={() => {
          onPage(page + 1);
        }}
      >
        {nextLabel}
      </button>
    </nav>
  );
}

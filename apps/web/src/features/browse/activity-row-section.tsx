import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation';
import { ActivityCard } from './activity-card';
import type { BrowseSearch } from './browse-search';
import { useActivityRow, type ListActivitiesFilters } from './list-activities.queries';
import { ScrollRow } from './scroll-row';
import './browse.css';

/** Props of ActivityRowSection. */
export interface ActivityRowSectionProps {
  title: string;
  headingId: string;
  filters: ListActivitiesFilters;
  /** Search params of the "View all" link to /view-all, or 'featured' for /activities/featured. */
  viewAll: BrowseSearch | 'featured';
}

function RowSkeleton({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <div className="scroll-row placeholder-glow" aria-busy="true">
      <p role="status" className="visually-hidden">
        {t('browse.row.loading', { title })}
      </p>
      <span className="placeholder col-3 d-block mb-3" aria-hidden="true" />
      <span className="placeholder d-block browse-skeleton__row" aria-hidden="true" />
    </div>
  );
}

function ViewAllLink({ title, search }: { title: string; search: BrowseSearch | 'featured' }) {
  const { t } = useTranslation();
  const text = (
    <>
      {t('browse.row.viewAll')}{' '}
      <span className="visually-hidden">{t('browse.row.viewAllOf', { title })}</span>
    </>
  );
  return search === 'featured' ? (
    <Link to="/activities/featured" className="scroll-row__view-all">
      {text}
    </Link>
  ) : (
    <Link to="/view-all" search={search} className="scroll-row__view-all">
      {text}
    </Link>
  );
}

/**
 * One home row: the first page of a list as a horizontal row with "View all". An empty list shows no row
 * at all (categories without content stay off the home page); a failed one offers a retry.
 */
export function ActivityRowSection({ title, headingId, filters, viewAll }: ActivityRowSectionProps) {
  const { t } = useTranslation();
  const row = useActivityRow(filters);
  if (row.data) {
    if (row.data.items.length === 0) return null;
    return (
      <ScrollRow title={title} headingId={headingId} action={<ViewAllLink title={title} search={viewAll} />}>
        {row.data.items.map((item) => (
          <ActivityCard key={item.id} item={item} />
        ))}
      </ScrollRow>
    );
  }
  if (row.isPending) return <RowSkeleton title={title} />;
  return (
    <div className="scroll-row alert alert-warning d-flex align-items-center gap-3" role="alert">
      <span>{t('browse.row.error', { title })}</span>
      <button type="button" className="btn btn-sm btn-outline-dark" onClick={() => void row.refetch()}>
        {t('browse.retry')}
      </button>
    </div>
  );
}

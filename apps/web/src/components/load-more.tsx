import { useInfiniteSentinel } from '../lib/use-infinite-sentinel';
import { PendingButton } from './pending-button';

/** The part of an infinite query that a "Load more" control reads and drives. */
export interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  isPlaceholderData: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** Props of LoadMore. */
export interface LoadMoreProps {
  pages: MorePages;
  label: string;
  pendingLabel: string;
  /** Said when the next page fails; without it only the button stays to try again. */
  errorText?: string;
  /** Also loads the next page when the control scrolls into view (the button stays for browsers without it). */
  onScroll?: boolean;
  /** The wrapper's classes; an empty string leaves it unstyled. */
  className?: string;
  buttonClassName?: string;
}

/**
 * The "Load more" control under a paged list: hidden when there is no next page or while an earlier
 * filter's results stand in (a press would page the old list).
 */
export function LoadMore({
  pages,
  label,
  pendingLabel,
  errorText,
  onScroll = false,
  className = 'text-center my-4',
  buttonClassName = 'btn btn-outline-primary',
}: LoadMoreProps) {
  const loading = pages.isFetchingNextPage;
  const sentinel = useInfiniteSentinel<HTMLDivElement>(
    () => {
      void pages.fetchNextPage();
    },
    onScroll && pages.hasNextPage && !loading && !pages.isFetchNextPageError,
  );
  if (!pages.hasNextPage || pages.isPlaceholderData) return null;
  return (
    <div className={className || undefined} ref={sentinel}>
      {errorText && pages.isFetchNextPageError ? (
        <p role="alert" className="text-danger mb-2">
          {errorText}
        </p>
      ) : null}
      <PendingButton
        className={buttonClassName}
        pending={loading}
        label={label}
        pendingLabel={pendingLabel}
        onClick={() => void pages.fetchNextPage()}
      />
    </div>
  );
}

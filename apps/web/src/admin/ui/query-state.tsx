import type { ReactNode } from 'react';
import { ErrorState } from '../../components/error-state';
import { useTranslation } from '../../i18n/use-translation';

/** What QueryState needs of a query: its data, whether it failed or is fetching, and a retry. */
export interface QueryStateQuery<T> {
  data: T | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** The texts a screen gives its loading and error states; the ops screens' general ones by default. */
export interface QueryStateTexts {
  errorTitle: string;
  errorBody: string;
  retry: string;
  loading: string;
}

function useDefaultTexts(): QueryStateTexts {
  const { t } = useTranslation();
  return {
    errorTitle: t('adminOps.errorTitle'),
    errorBody: t('adminOps.errorBody'),
    retry: t('adminOps.retry'),
    loading: t('adminOps.loading'),
  };
}

/** Props of QueryState. */
export interface QueryStateProps<T> {
  query: QueryStateQuery<T>;
  texts?: QueryStateTexts;
  /** `status`: the loading line is announced (a report that refetches when its range changes). */
  loadingRole?: 'status';
  children: (data: T) => ReactNode;
}

/** A query's loading and error states, else its content: data kept from before outlives a failed refetch. */
export function QueryState<T>({ query, texts, loadingRole, children }: QueryStateProps<T>) {
  const fallback = useDefaultTexts();
  const shown = texts ?? fallback;
  if (query.isError && query.data === undefined) {
    return (
      <ErrorState
        title={shown.errorTitle}
        body={shown.errorBody}
        retryLabel={shown.retry}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data === undefined)
    return (
      <p className={loadingRole ? undefined : 'text-body-secondary'} role={loadingRole}>
        {shown.loading}
      </p>
    );
  return <>{children(query.data)}</>;
}

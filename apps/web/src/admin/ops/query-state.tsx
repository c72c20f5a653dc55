import type { ReactNode } from 'react';
import { ErrorState } from '../../components/error-state';
import { useTranslation } from '../../i18n/use-translation';

/** A query's loading and error states, else its content. */
export function QueryState<T>({
  query,
  children,
}: {
  query: { data: T | undefined; isError: boolean; isFetching: boolean; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isError && query.data === undefined) {
    return (
      <ErrorState
        title={t('adminOps.errorTitle')}
        body={t('adminOps.errorBody')}
        retryLabel={t('adminOps.retry')}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data === undefined) return <p className="text-body-secondary">{t('adminOps.loading')}</p>;
  return <>{children(query.data)}</>;
}

/** Formats numbers and instants in the screen's language. */
export function useOpsFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return {
    number: (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value),
    dateTime: (iso: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    day: (isoDay: string) =>
      new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${isoDay}T00:00:00Z`),
      ),
  };
}

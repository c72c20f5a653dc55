import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '../../components/error-state';
import { useTranslation } from '../../i18n/use-translation';
import { Pager } from '../ui/pager';

/**
 * What both staff store lists show around their table: the last action's refusal, then the list's failure
 * (with a retry), its loading line, or the table itself and its pager.
 */
export function StoreListState<T extends { total: number }>(props: {
  list: UseQueryResult<T>;
  actionError: Error | null;
  /** The pager under the table: its label, the page shown, the page size and how to turn. */
  pages: { label: string; page: number; limit: number; onPage: (page: number) => void };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const { list } = props;
  return (
    <>
      {props.actionError ? (
        <div className="alert alert-danger" role="alert">
          {props.actionError.message}
        </div>
      ) : null}
      {list.isError ? (
        <ErrorState
          title={t('adminStore.failed')}
          body={list.error.message}
          retryLabel={t('adminStore.retry')}
          onRetry={() => void list.refetch()}
        />
      ) : list.data === undefined ? (
        <p role="status">{t('adminStore.loading')}</p>
      ) : (
        <>
          {props.children(list.data)}
          <Pager {...props.pages} total={list.data.total} />
        </>
      )}
    </>
  );
}

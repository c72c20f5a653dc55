import type { AdminMember, BulkMemberResult, MemberExportFilter } from '@streamit/contract';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { isApiError } from '../../lib/api-client';
import { ExportButton } from '../maintenance-export/export-button';
import { MemberFilters } from './member-filters';
import { readMembersSearch, toMemberListQuery, type MembersSearch } from '../../lib/member-admin-search';
import { MembersTable } from './members-table';
import { suspensionChangeOf, useAdminMembers, useChangeSuspension } from './member-admin.queries';
import { SuspensionDialog, type SuspensionInput } from './suspension-dialog';

const routeApi = getRouteApi('/_admin/admin/users');

type Kind = 'suspend' | 'unsuspend';
interface Done {
  kind: Kind;
  result: BulkMemberResult;
}

function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const select = (ids: string[], on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  };
  return {
    selected,
    select,
    clear: () => {
      setSelected(new Set());
    },
  };
}

function Outcome({ done, onUndo, undoing }: { done: Done; onUndo: () => void; undoing: boolean }) {
  const { t } = useTranslation();
  const { changed, unchanged } = done.result;
  return (
    <div className="alert alert-success d-flex flex-wrap gap-2 align-items-center" role="status">
      <span>
        {t(`memberAdmin.done.${done.kind}`, { count: changed.length })}
        {unchanged.length > 0 ? ` ${t('memberAdmin.done.unchanged', { count: unchanged.length })}` : ''}
      </span>
      {done.kind === 'suspend' && changed.length > 0 ? (
        <button type="button" className="btn btn-sm btn-outline-dark" disabled={undoing} onClick={onUndo}>
          {t('memberAdmin.undo')}
        </button>
      ) : null}
    </div>
  );
}

function BulkBar({ count, onAsk }: { count: number; onAsk: (kind: Kind) => void }) {
  const { t } = useTranslation();
  return (
    <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
      <span className="small" aria-live="polite">
        {t('memberAdmin.selected', { count })}
      </span>
      <button
        type="button"
        className="btn btn-sm btn-danger"
        disabled={count === 0}
        onClick={() => {
          onAsk('suspend');
        }}
      >
        {t('memberAdmin.bulkSuspend')}
      </button>
      <button
        type="button"
        className="btn btn-sm btn-outline-primary"
        disabled={count === 0}
        onClick={() => {
          onAsk('unsuspend');
        }}
      >
        {t('memberAdmin.bulkUnsuspend')}
      </button>
    </div>
  );
}

function MemberList({ members, more }: { members: AdminMember[]; more: ReturnType<typeof useAdminMembers> }) {
  const { t } = useTranslation();
  const { selected, select, clear } = useSelection();
  const change = useChangeSuspension();
  const [asking, setAsking] = useState<Kind | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const confirm = (kind: Kind, input: SuspensionInput) => {
    const ids = [...selected];
    change.mutate(suspensionChangeOf(kind, ids, input), {
      onSuccess: (result) => {
        setDone({ kind, result });
        setAsking(null);
        clear();
      },
    });
  };
  const undo = () => {
    if (!done) return;
    const body = { ids: done.result.changed, reason: t('memberAdmin.undoReason') };
    change.mutate(
      { kind: 'unsuspend', body },
      {
        onSuccess: (result) => {
          setDone({ kind: 'unsuspend', result });
        },
      },
    );
  };
  const error = change.error
    ? isApiError(change.error)
      ? change.error.message
      : t('memberAdmin.failed')
    : null;
  return (
    <>
      {done ? <Outcome done={done} onUndo={undo} undoing={change.isPending} /> : null}
      <BulkBar
        count={selected.size}
        onAsk={(kind) => {
          change.reset();
          setAsking(kind);
        }}
      />
      <MembersTable members={members} selected={selected} onSelect={select} />
      {more.hasNextPage ? (
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={more.isFetchingNextPage}
          onClick={() => void more.fetchNextPage()}
        >
          {t('memberAdmin.more')}
        </button>
      ) : null}
      {asking ? (
        <SuspensionDialog
          kind={asking}
          count={selected.size}
          pending={change.isPending}
          error={error}
          onConfirm={(input) => {
            confirm(asking, input);
          }}
          onClose={() => {
            setAsking(null);
          }}
        />
      ) : null}
    </>
  );
}

function filtersOf({ sort: _sort, ...filters }: MembersSearch): MemberExportFilter {
  return filters;
}

function MembersContent() {
  const { t } = useTranslation();
  // The address may carry other keys through the parent routes; only the member filters are read.
  const search = readMembersSearch(routeApi.useSearch());
  const navigate = routeApi.useNavigate();
  const list = useAdminMembers(toMemberListQuery(search));
  const members = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <MemberFilters search={search} onChange={(next) => void navigate({ search: next, replace: true })} />
      {/* The export takes the same filters as the list (the sort only orders the screen). */}
      <ExportButton filters={filtersOf(search)} />
      {list.isError ? (
        <ErrorState
          title={t('memberAdmin.failed')}
          body={list.error.message}
          retryLabel={t('memberAdmin.retry')}
          onRetry={() => void list.refetch()}
        />
      ) : !list.data ? (
        <p role="status">{t('memberAdmin.loading')}</p>
      ) : members.length === 0 ? (
        <EmptyState title={t('memberAdmin.empty')} body={t('memberAdmin.emptyBody')} headingLevel={2} />
      ) : (
        <MemberList members={members} more={list} />
      )}
    </>
  );
}

/** Route /admin/users (canManageUsers): members with filters in the address, and bulk suspensions. */
export function MembersPage() {
  return <MembersContent />;
}

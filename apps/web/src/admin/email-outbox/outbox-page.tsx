import { type OutboxEmailSummary } from '@streamit/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { EmptyState } from '../../components/empty-state';
import { FormField } from '../../components/form-field';
import { ErrorState } from '../../components/error-state';
import { useSession } from '../../lib/use-session';
import { useDebouncedText } from '../featured/use-debounced-text';
import { Pager } from '../ui/pager';
import { OutboxMessage } from './outbox-message';
import { useOutbox, useOutboxEmail } from './outbox.queries';
import { OutboxTable } from './outbox-table';
import { VerifyMemberForm } from './verify-member-form';
import './outbox.css';

const PAGE_SIZE = 20;

function SelectedEmail({ selected }: { selected: OutboxEmailSummary }) {
  const { t } = useTranslation();
  const { admin } = useSession();
  const email = useOutboxEmail(selected.id);
  return (
    <div className="outbox-detail">
      {email.data ? <OutboxMessage email={email.data} /> : <p>{t('outbox.loading')}</p>}
      {admin?.canManageUsers && selected.kind === 'verify-email' ? (
        <VerifyMemberForm key={selected.id} initialEmail={selected.to} />
      ) : null}
    </div>
  );
}

function OutboxContent() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<OutboxEmailSummary | null>(null);
  const q = useDebouncedText(search.trim(), 300);
  const list = useOutbox({ page, limit: PAGE_SIZE, ...(q ? { q } : {}) });
  return (
    <>
      <FormField id="outbox-search" label={t('outbox.searchLabel')} className="outbox-toolbar mb-3">
        {(aria) => (
          <input
            id="outbox-search"
            type="search"
            className="form-control"
            placeholder={t('outbox.searchPlaceholder')}
            value={search}
            {...aria}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        )}
      </FormField>
      {list.isError ? (
        <ErrorState
          title={t('outbox.errorTitle')}
          body={t('outbox.errorBody')}
          retryLabel={t('outbox.retry')}
          onRetry={() => void list.refetch()}
        />
      ) : !list.data ? (
        <p className="text-body-secondary">{t('outbox.loading')}</p>
      ) : list.data.items.length === 0 ? (
        <EmptyState
          title={t('outbox.emptyTitle')}
          body={t(q ? 'outbox.noMatch' : 'outbox.emptyBody')}
          headingLevel={2}
        />
      ) : (
        <div className="outbox-layout">
          <div>
            <p className="small text-body-secondary" aria-live="polite">
              {t('outbox.count', { count: list.data.total })}
            </p>
            <OutboxTable items={list.data.items} selectedId={selected?.id ?? null} onOpen={setSelected} />
            <Pager
              label={t('outbox.pagerLabel')}
              page={page}
              limit={PAGE_SIZE}
              total={list.data.total}
              onPage={setPage}
            />
          </div>
          {selected ? <SelectedEmail selected={selected} /> : null}
        </div>
      )}
    </>
  );
}

/** Route /admin/outbox (SUPER_ADMIN, ADMIN): every email the product sent or kept, to read and search. */
export function OutboxPage() {
  return <OutboxContent />;
}

import type { AdminCreator } from '@streamit/contract';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { isApiError } from '../../lib/api-client';
import { DataTable } from '../ui/data-table';
import { useAdminCreators, useSetCreatorBan } from './admin-creators.queries';

type StatusFilter = '' | 'APPROVED' | 'BANNED';

function BanForm({ creator, onDone }: { creator: AdminCreator; onDone: (message: string) => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const change = useSetCreatorBan();
  const ban = creator.creatorStatus !== 'BANNED';
  const name = creator.handle ?? creator.displayName ?? creator.email ?? creator.userId;
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    change.mutate(
      { id: creator.userId, ban, reason: reason.trim() },
      {
        onSuccess: (result) => {
          onDone(
            t('creators.admin.done', {
              name,
              count: result.activityCount,
              number: new Intl.NumberFormat(i18n.language).format(result.activityCount),
            }),
          );
        },
      },
    );
  };
  const failure = change.error && isApiError(change.error) ? change.error.message : null;
  return (
    <form className="d-flex flex-wrap gap-2 align-items-start" onSubmit={submit} noValidate>
      <div>
        <label htmlFor={id} className="form-label small">
          {t('creators.admin.reason')}
        </label>
        <input
          id={id}
          className={missing ? 'form-control form-control-sm is-invalid' : 'form-control form-control-sm'}
          value={reason}
          maxLength={1000}
          dir="auto"
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${id}-error` : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setMissing(false);
          }}
        />
        {missing ? (
          <p id={`${id}-error`} className="invalid-feedback d-block">
            {t('creators.admin.reasonRequired')}
          </p>
        ) : null}
        {failure ? (
          <p role="alert" className="text-danger small mb-0">
            {failure}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        className={ban ? 'btn btn-sm btn-danger mt-4' : 'btn btn-sm btn-primary mt-4'}
        disabled={change.isPending}
      >
        {t(ban ? 'creators.admin.confirmBan' : 'creators.admin.confirmUnban', { name })}
      </button>
    </form>
  );
}

function CreatorRow({ creator, onDone }: { creator: AdminCreator; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const banned = creator.creatorStatus === 'BANNED';
  return (
    <tr>
      <td>
        <span dir="auto">{creator.displayName ?? '—'}</span>
        <br />
        <span className="small text-body-secondary">{creator.email ?? '—'}</span>
      </td>
      <td dir="ltr">{creator.handle ? `@${creator.handle}` : '—'}</td>
      <td>{t(banned ? 'creators.admin.banned' : 'creators.admin.approved')}</td>
      <td dir="auto">{creator.banReason ?? ''}</td>
      <td>
        {open ? (
          <BanForm
            creator={creator}
            onDone={(message) => {
              setOpen(false);
              onDone(message);
            }}
          />
        ) : (
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={() => {
              setOpen(true);
            }}
          >
            {t(banned ? 'creators.admin.unban' : 'creators.admin.ban')}
          </button>
        )}
      </td>
    </tr>
  );
}

function Filters({
  q,
  status,
  onChange,
}: {
  q: string;
  status: StatusFilter;
  onChange: (q: string, status: StatusFilter) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="row g-2 mb-3">
      <div className="col-12 col-md-6">
        <label htmlFor={`${id}-q`} className="form-label small">
          {t('creators.admin.search')}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          className="form-control"
          value={q}
          maxLength={100}
          onChange={(event) => {
            onChange(event.target.value, status);
          }}
        />
      </div>
      <div className="col-12 col-md-3">
        <label htmlFor={`${id}-status`} className="form-label small">
          {t('creators.admin.status')}
        </label>
        <select
          id={`${id}-status`}
          className="form-select"
          value={status}
          onChange={(event) => {
            onChange(q, event.target.value as StatusFilter);
          }}
        >
          <option value="">{t('creators.admin.all')}</option>
          <option value="APPROVED">{t('creators.admin.approved')}</option>
          <option value="BANNED">{t('creators.admin.banned')}</option>
        </select>
      </div>
    </div>
  );
}

/** Staff's list of creators with ban and unban, each with a reason the creator reads. */
export function CreatorStandingPanel() {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<StatusFilter>('');
  const [notice, setNotice] = useState<string | null>(null);
  const list = useAdminCreators({ ...(q.trim() ? { q: q.trim() } : {}), ...(status ? { status } : {}) });
  const items = list.data?.items ?? [];
  return (
    <section className="mt-5" aria-labelledby="admin-creators-title">
      <h2 id="admin-creators-title" className="h4">
        {t('creators.admin.title')}
      </h2>
      <p className="text-body-secondary">{t('creators.admin.lead')}</p>
      <Filters
        q={q}
        status={status}
        onChange={(nextQ, nextStatus) => {
          setQ(nextQ);
          setStatus(nextStatus);
        }}
      />
      <p role="status" className="small">
        {notice ?? ''}
      </p>
      {list.isError ? (
        <p role="alert" className="text-danger">
          {t('creators.admin.error')}
        </p>
      ) : null}
      {list.isPending ? <p>{t('creators.admin.loading')}</p> : null}
      {list.data && items.length === 0 ? <p>{t('creators.admin.empty')}</p> : null}
      {items.length > 0 ? (
        <DataTable
          caption={t('creators.admin.title')}
          captionHidden
          roomy
          heads={[
            t('creators.admin.member'),
            t('creators.admin.handle'),
            t('creators.admin.status'),
            t('creators.admin.reasonColumn'),
            t('creators.admin.actions'),
          ]}
        >
          {items.map((creator) => (
            <CreatorRow key={creator.userId} creator={creator} onDone={setNotice} />
          ))}
        </DataTable>
      ) : null}
    </section>
  );
}

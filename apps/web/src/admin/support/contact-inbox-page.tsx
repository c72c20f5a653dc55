import { CONTACT_MESSAGE_STATUSES, type ContactMessage, type ContactMessageStatus } from '@streamit/contract';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { FilterBar, FilterSelect } from '../../components/filter-bar';
import { PendingButton } from '../../components/pending-button';
import { useTranslation } from '../../i18n/use-translation';
import { getCurrentLanguage } from '../../i18n/i18n';
import { isApiError } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format-locale';
import { DataTable } from '../ui/data-table';
import { Pager } from '../ui/pager';
import { QueryState } from '../ui/query-state';
import { useContactMessages, useSetContactStatus } from './contact-inbox.queries';

const PAGE_SIZE = 20;

function StatusFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <FilterBar label={t('supportDesk.contact.filters')}>
      <FilterSelect
        id="contact-status"
        label={t('supportDesk.contact.statusFilter')}
        value={value}
        anyLabel={t('supportDesk.contact.anyStatus')}
        options={CONTACT_MESSAGE_STATUSES.map((status) => ({
          value: status,
          label: t(`supportDesk.contact.status.${status}`),
        }))}
        onChange={onChange}
      />
    </FilterBar>
  );
}

function MessageActions({ message }: { message: ContactMessage }) {
  const { t } = useTranslation();
  const setStatus = useSetContactStatus();
  const closed = message.status === 'ANSWERED';
  const next: ContactMessageStatus = closed ? 'READ' : 'ANSWERED';
  return (
    <div className="d-flex flex-wrap gap-2 align-items-center">
      <Link to="/admin/support" search={{ q: message.email }} className="btn btn-sm btn-primary">
        {t('supportDesk.contact.reply')}
      </Link>
      <PendingButton
        className="btn btn-sm btn-outline-secondary"
        pending={setStatus.isPending}
        label={t(closed ? 'supportDesk.contact.reopen' : 'supportDesk.contact.close')}
        pendingLabel={t('supportDesk.contact.saving')}
        onClick={() => {
          setStatus.mutate({ id: message.id, status: next });
        }}
      />
      {setStatus.isError ? (
        <span className="small text-danger" role="alert">
          {isApiError(setStatus.error) ? setStatus.error.message : t('supportDesk.failed')}
        </span>
      ) : null}
    </div>
  );
}

/** The opened message; a NEW one is marked READ once, as staff open it. */
function MessagePanel({ message }: { message: ContactMessage }) {
  const { t } = useTranslation();
  const { mutate } = useSetContactStatus();
  const isNew = message.status === 'NEW';
  useEffect(() => {
    if (isNew) mutate({ id: message.id, status: 'READ' });
  }, [isNew, message.id, mutate]);
  return (
    <section className="card" aria-labelledby="contact-message-title">
      <div className="card-body">
        <h2 id="contact-message-title" className="h5" dir="auto">
          {message.subject || t(`contact.topics.${message.topic}`)}
        </h2>
        <p className="small text-body-secondary">
          {t('supportDesk.contact.from', { name: message.name, email: message.email })} ·{' '}
          {t('supportDesk.contact.reference', { reference: message.reference })} ·{' '}
          {formatDateTime(message.createdAt, getCurrentLanguage())}
        </p>
        <p dir="auto" className="text-break" style={{ whiteSpace: 'pre-wrap' }}>
          {message.message}
        </p>
        <p className="small text-body-secondary">{t('supportDesk.contact.replyHint')}</p>
        <MessageActions message={message} />
      </div>
    </section>
  );
}

function MessageRow({ message, onOpen }: { message: ContactMessage; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <tr>
      <td>{formatDateTime(message.createdAt, getCurrentLanguage())}</td>
      <td dir="auto">
        {message.name}
        <span className="d-block small text-body-secondary" dir="ltr">
          {message.email}
        </span>
      </td>
      <td>{t(`contact.topics.${message.topic}`)}</td>
      <td>{t(`supportDesk.contact.status.${message.status}`)}</td>
      <td>
        <button type="button" className="btn btn-link p-0 text-start" onClick={onOpen}>
          {t('supportDesk.contact.open', {
            subject: message.subject || t(`contact.topics.${message.topic}`),
          })}
        </button>
      </td>
    </tr>
  );
}

function MessageTable({ items, onOpen }: { items: ContactMessage[]; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  if (items.length === 0) return <p>{t('supportDesk.contact.empty')}</p>;
  return (
    <DataTable
      caption={t('supportDesk.contact.caption')}
      regionLabel={t('supportDesk.contact.caption')}
      roomy
      heads={[
        t('supportDesk.contact.received'),
        t('supportDesk.contact.sender'),
        t('supportDesk.contact.topic'),
        t('supportDesk.contact.statusFilter'),
        t('supportDesk.contact.subject'),
      ]}
    >
      {items.map((message) => (
        <MessageRow
          key={message.id}
          message={message}
          onOpen={() => {
            onOpen(message.id);
          }}
        />
      ))}
    </DataTable>
  );
}

/** Route /admin/contact-messages (canManageUsers): the contact form's messages, read, answered and closed. */
export function ContactInboxPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const query = { page, limit: PAGE_SIZE, ...(status ? { status: status as ContactMessageStatus } : {}) };
  const list = useContactMessages(query);
  return (
    <>
      <StatusFilter
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
      />
      <QueryState query={list}>
        {(data) => {
          const opened = data.items.find((message) => message.id === openId);
          return (
            <div className="row g-3">
              <div className="col-12 col-xl-7">
                <MessageTable items={data.items} onOpen={setOpenId} />
                <Pager
                  label={t('supportDesk.contact.pages')}
                  page={page}
                  limit={PAGE_SIZE}
                  total={data.total}
                  onPage={setPage}
                />
              </div>
              <div className="col-12 col-xl-5">{opened ? <MessagePanel message={opened} /> : null}</div>
            </div>
          );
        }}
      </QueryState>
    </>
  );
}

import type { AuditLogEntry } from '@streamit/contract';
import { useNavigate } from '@tanstack/react-router';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { DataTable } from '../ui/data-table';
import { Pager } from '../ui/pager';
import type { AuditSearch } from '../../lib/audit-search';
import { AuditExportButton } from './audit-export-button';
import { auditQueryOf } from './audit-search';
import { useAuditLog } from './ops.queries';
import { QueryState } from '../ui/query-state';
import { useOpsFormat } from './ops-format';

function AuditFilters({ search }: { search: AuditSearch }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [draft, setDraft] = useState({
    action: search.action ?? '',
    targetType: search.targetType ?? '',
    from: search.from ?? '',
    to: search.to ?? '',
  });
  const apply = (event: SyntheticEvent) => {
    event.preventDefault();
    const next = Object.fromEntries(Object.entries(draft).filter(([, value]) => value.trim() !== ''));
    void navigate({ to: '/admin/system', search: next });
  };
  const fields = [
    ['action', 'filterAction', 'text'],
    ['targetType', 'filterTargetType', 'text'],
    ['from', 'filterFrom', 'date'],
    ['to', 'filterTo', 'date'],
  ] as const;
  return (
    <form className="row g-2 align-items-end mb-3" onSubmit={apply}>
      {fields.map(([name, label, type]) => (
        <div key={name} className="col-12 col-sm-6 col-lg-3">
          <label htmlFor={`audit-${name}`} className="form-label small mb-1">
            {t(`adminOps.system.${label}`)}
          </label>
          <input
            id={`audit-${name}`}
            type={type}
            className="form-control form-control-sm"
            value={draft[name]}
            onChange={(event) => {
              setDraft((current) => ({ ...current, [name]: event.target.value }));
            }}
          />
        </div>
      ))}
      <div className="col-12 d-flex gap-2">
        <button type="submit" className="btn btn-sm btn-primary">
          {t('adminOps.system.applyFilters')}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          onClick={() => {
            setDraft({ action: '', targetType: '', from: '', to: '' });
            void navigate({ to: '/admin/system', search: {} });
          }}
        >
          {t('adminOps.system.clearFilters')}
        </button>
      </div>
    </form>
  );
}

/** A person by name with their email beneath, or just what is known. */
function PersonCell({ name, email }: { name: string | null; email: string | null }) {
  if (!name && !email) return null;
  return (
    <>
      {name ? <span dir="auto">{name}</span> : null}
      {name && email ? <br /> : null}
      {email ? (
        <span dir="ltr" className="small text-body-secondary">
          {email}
        </span>
      ) : null}
    </>
  );
}

/** One audit row: who did what to whom, why, and from where. */
export function AuditRow({ entry, when }: { entry: AuditLogEntry; when: string }) {
  const { t } = useTranslation();
  const target = entry.targetPerson;
  return (
    <tr data-audit-action={entry.action}>
      <td>{when}</td>
      <td>
        <code dir="ltr">{entry.action}</code>
      </td>
      <td>
        {entry.actorName || entry.actorEmail ? (
          <PersonCell name={entry.actorName} email={entry.actorEmail} />
        ) : (
          t('adminOps.system.actorSystem')
        )}
      </td>
      <td>
        {target ? (
          <PersonCell name={target.name} email={target.email} />
        ) : (
          <span dir="ltr" className="small">
            {[entry.targetType, entry.targetId].filter(Boolean).join(' ') || '—'}
          </span>
        )}
      </td>
      <td dir="auto">{entry.reason ?? '—'}</td>
      <td dir="ltr">{entry.ip ?? '—'}</td>
    </tr>
  );
}

/** The audit log with its filters in the address (`/admin/system?action=…&from=…`). */
export function AuditLogViewer({ search }: { search: AuditSearch }) {
  const { t } = useTranslation();
  const format = useOpsFormat();
  const navigate = useNavigate();
  const log = useAuditLog(auditQueryOf(search));
  return (
    <section className="card p-3 mb-4" aria-labelledby="audit-title">
      <h2 id="audit-title" className="h5">
        {t('adminOps.system.auditTitle')}
      </h2>
      <AuditFilters key={JSON.stringify(search)} search={search} />
      <AuditExportButton search={search} />
      <QueryState query={log}>
        {(page) =>
          page.items.length === 0 ? (
            <p className="text-body-secondary">{t('adminOps.system.auditEmpty')}</p>
          ) : (
            <>
              {/* The region is focusable so keyboard users can scroll the wide table sideways on a phone. */}
              <DataTable
                caption={t('adminOps.system.auditCaption')}
                regionLabel={t('adminOps.system.auditCaption')}
                heads={[
                  t('adminOps.system.columns.at'),
                  t('adminOps.system.columns.action'),
                  t('adminOps.system.columns.actor'),
                  t('adminOps.system.columns.target'),
                  t('adminOps.system.columns.reason'),
                  t('adminOps.system.columns.ip'),
                ]}
              >
                {page.items.map((entry) => (
                  <AuditRow key={entry.id} entry={entry} when={format.dateTime(entry.at)} />
                ))}
              </DataTable>
              <Pager
                label={t('adminOps.system.auditPager')}
                page={page.page}
                limit={page.limit}
                total={page.total}
                onPage={(next) => void navigate({ to: '/admin/system', search: { ...search, page: next } })}
              />
            </>
          )
        }
      </QueryState>
    </section>
  );
}

import { type AdminSetupToken, type AdminUserDetail } from '@streamit/contract';
import { useState } from 'react';
import { ErrorState } from '../../components/error-state';
import { RoleBadge } from '../../components/role-badge';
import { useTranslation } from '../../i18n/use-translation';
import { DataTable } from '../ui/data-table';
import { Pager } from '../ui/pager';
import { useAdminUsers, useDisableAdmin, useResetAdminAccess, useUpdateAdmin } from './admin-staff.queries';
import { InviteAdminForm } from './invite-admin-form';
import { SetupLinkNotice } from './setup-link-notice';
import { StaffRowEditor } from './staff-row-editor';

const PAGE_SIZE = 20;

interface Handed {
  email: string;
  token: AdminSetupToken;
  /** Set for an invitation the server could not e-mail: the notice says so. */
  notEmailed?: boolean;
}

/** An invitation that went out by e-mail: who it went to and until when the link works. */
interface Emailed {
  email: string;
  expiresAt: string;
}

function InvitationSentNotice({ sent, onDone }: { sent: Emailed; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="alert alert-success d-flex flex-wrap gap-2 align-items-start" role="status">
      <div className="flex-grow-1">
        <h2 className="h6">{t('adminStaff.invite.emailedTitle', { email: sent.email })}</h2>
        <p className="mb-0">
          {t('adminStaff.invite.emailedBody', {
            expires: new Date(sent.expiresAt).toLocaleString(i18n.language),
          })}
        </p>
      </div>
      <button type="button" className="btn btn-sm btn-primary" onClick={onDone}>
        {t('adminStaff.link.dismiss')}
      </button>
    </div>
  );
}

/** A button that asks once more, in place, before it acts. */
function ConfirmButton({
  label,
  question,
  onConfirm,
}: {
  label: string;
  question: string;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button
        type="button"
        className="btn btn-sm btn-outline-danger"
        onClick={() => {
          setAsking(true);
        }}
      >
        {label}
      </button>
    );
  return (
    <span role="group" aria-label={question} className="d-inline-flex flex-wrap gap-1 align-items-center">
      <span className="small">{question}</span>
      <button
        type="button"
        className="btn btn-sm btn-danger"
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {label}
      </button>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        onClick={() => {
          setAsking(false);
        }}
      >
        {t('adminStaff.edit.cancel')}
      </button>
    </span>
  );
}

function statusOf(admin: AdminUserDetail): 'disabled' | 'setupPending' | 'active' {
  if (admin.disabledAt) return 'disabled';
  return admin.setupPending ? 'setupPending' : 'active';
}

function StaffRow({
  admin,
  onEdit,
  onHanded,
}: {
  admin: AdminUserDetail;
  onEdit: () => void;
  onHanded: (handed: Handed) => void;
}) {
  const { t } = useTranslation();
  const disable = useDisableAdmin();
  const update = useUpdateAdmin();
  const reset = useResetAdminAccess();
  return (
    <tr data-testid={`staff-row-${admin.email}`}>
      <td dir="auto">{admin.name}</td>
      <td dir="ltr">{admin.email}</td>
      <td>
        <RoleBadge role={admin.role} />
      </td>
      <td>{t(`adminStaff.status.${statusOf(admin)}`)}</td>
      <td className="d-flex flex-wrap gap-1">
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          aria-label={t('adminStaff.actions.edit', { name: admin.name })}
          onClick={onEdit}
        >
          {t('adminStaff.actions.editShort')}
        </button>
        {admin.disabledAt ? (
          <button
            type="button"
            className="btn btn-sm btn-outline-success"
            onClick={() => {
              update.mutate({ id: admin.id, body: { disabled: false } });
            }}
          >
            {t('adminStaff.actions.enable')}
          </button>
        ) : (
          <ConfirmButton
            label={t('adminStaff.actions.disable')}
            question={t('adminStaff.actions.confirmDisable', { name: admin.name })}
            onConfirm={() => {
              disable.mutate(admin.id);
            }}
          />
        )}
        <ConfirmButton
          label={t('adminStaff.actions.reset')}
          question={t('adminStaff.actions.confirmReset', { name: admin.name })}
          onConfirm={() => {
            reset.mutate(admin.id, {
              onSuccess: (token) => {
                onHanded({ email: admin.email, token });
              },
            });
          }}
        />
      </td>
    </tr>
  );
}

function StaffList({ onHanded }: { onHanded: (handed: Handed) => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<string | null>(null);
  const list = useAdminUsers({ page, limit: PAGE_SIZE });
  if (list.isError)
    return (
      <ErrorState
        title={t('adminStaff.errorTitle')}
        body={t('adminStaff.errorBody')}
        retryLabel={t('adminStaff.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  if (!list.data) return <p className="text-body-secondary">{t('adminStaff.loading')}</p>;
  const selected = list.data.items.find((admin) => admin.id === editing);
  return (
    <>
      {selected ? (
        <StaffRowEditor
          key={selected.id}
          admin={selected}
          onClose={() => {
            setEditing(null);
          }}
        />
      ) : null}
      <DataTable
        caption={t('adminStaff.tableCaption')}
        roomy
        heads={[
          t('adminStaff.columns.name'),
          t('adminStaff.columns.email'),
          t('adminStaff.columns.role'),
          t('adminStaff.columns.status'),
          t('adminStaff.columns.actions'),
        ]}
      >
        {list.data.items.map((admin) => (
          <StaffRow
            key={admin.id}
            admin={admin}
            onHanded={onHanded}
            onEdit={() => {
              setEditing(admin.id);
            }}
          />
        ))}
      </DataTable>
      <Pager
        label={t('adminStaff.tableCaption')}
        page={page}
        limit={PAGE_SIZE}
        total={list.data.total}
        onPage={setPage}
      />
    </>
  );
}

/** Route /admin/admin-users (SUPER_ADMIN): invite staff, change role and flags, disable, reset access. */
export function AdminStaffPage() {
  const [handed, setHanded] = useState<Handed | null>(null);
  const [emailed, setEmailed] = useState<Emailed | null>(null);
  return (
    <>
      {emailed ? (
        <InvitationSentNotice
          sent={emailed}
          onDone={() => {
            setEmailed(null);
          }}
        />
      ) : null}
      {handed ? (
        <SetupLinkNotice
          email={handed.email}
          token={handed.token}
          notEmailed={handed.notEmailed === true}
          onDone={() => {
            setHanded(null);
          }}
        />
      ) : null}
      <InviteAdminForm
        onInvited={({ admin: invited, setupToken, setupExpiresAt }) => {
          setHanded(null);
          setEmailed(null);
          // The link is shown only when the server could not e-mail it (no mail server set up).
          if (setupToken === null) setEmailed({ email: invited.email, expiresAt: setupExpiresAt });
          else setHanded({ email: invited.email, token: { setupToken, setupExpiresAt }, notEmailed: true });
        }}
      />
      <StaffList onHanded={setHanded} />
    </>
  );
}

import {
  ADMIN_PERMISSIONS,
  ADMIN_ROLES,
  type AdminPermission,
  type AdminRole,
  type AdminUserDetail,
} from '@streamit/contract';
import { useState } from 'react';
import { FormAlert } from '../../components/form-field';
import { useTranslation } from '../../i18n/use-translation';
import { isApiError } from '../../lib/api-client';
import { useUpdateAdmin } from './admin-staff.queries';

/** Role and permission flags of one staff account; a SUPER_ADMIN's flags are always all on. */
export function StaffRowEditor({ admin, onClose }: { admin: AdminUserDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateAdmin();
  const [role, setRole] = useState<AdminRole>(admin.role);
  const [flags, setFlags] = useState(
    () =>
      Object.fromEntries(ADMIN_PERMISSIONS.map((flag) => [flag, admin[flag]])) as Record<
        AdminPermission,
        boolean
      >,
  );
  const failure = update.error
    ? isApiError(update.error)
      ? update.error.message
      : t('auth.errors.generic')
    : null;
  // A new role brings its own defaults, so the flags are only sent when the role stays.
  const body = role === admin.role ? { ...flags } : { role };
  return (
    <section className="card card-body mb-4" aria-labelledby="staff-edit-title">
      <h2 id="staff-edit-title" className="h5">
        {t('adminStaff.edit.title', { name: admin.name })}
      </h2>
      <FormAlert message={failure} />
      <label className="form-label" htmlFor="staff-edit-role">
        {t('adminStaff.edit.role')}
      </label>
      <select
        id="staff-edit-role"
        className="form-select mb-3"
        value={role}
        onChange={(event) => {
          setRole(event.target.value as AdminRole);
        }}
      >
        {ADMIN_ROLES.map((option) => (
          <option key={option} value={option}>
            {t(`roles.${option}`)}
          </option>
        ))}
      </select>
      <fieldset className="mb-3" disabled={role !== admin.role || role === 'SUPER_ADMIN'}>
        <legend className="form-label fs-6">{t('adminStaff.edit.permissions')}</legend>
        {ADMIN_PERMISSIONS.map((flag) => (
          <div className="form-check" key={flag}>
            <input
              id={`staff-flag-${flag}`}
              type="checkbox"
              className="form-check-input"
              checked={flags[flag]}
              onChange={(event) => {
                setFlags({ ...flags, [flag]: event.target.checked });
              }}
            />
            <label className="form-check-label" htmlFor={`staff-flag-${flag}`}>
              {t(`adminStaff.permissions.${flag}`)}
            </label>
          </div>
        ))}
      </fieldset>
      <div className="d-flex gap-2">
        <button
          type="button"
          className="btn btn-primary"
          disabled={update.isPending}
          onClick={() => {
            update.mutate({ id: admin.id, body });
          }}
        >
          {update.isSuccess ? t('adminStaff.edit.saved') : t('adminStaff.edit.save')}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          {t('adminStaff.edit.cancel')}
        </button>
      </div>
    </section>
  );
}

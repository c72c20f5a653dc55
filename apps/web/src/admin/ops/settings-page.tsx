import { type AdminSettings } from '@streamit/contract';
import { Link } from '@tanstack/react-router';
import { useState, type SyntheticEvent } from 'react';
import { PendingButton } from '../../components/pending-button';
import { useTranslation } from '../../i18n/use-translation';
import { isApiError } from '../../lib/api-client';
import type { TranslationKey } from '../../lib/app-paths';
import { useAdminSettings, useSaveAdminSettings } from './ops.queries';
import { QueryState } from '../ui/query-state';
import {
  FourEyesFields,
  fourEyesBodyOf,
  fourEyesDraftOf,
  type FourEyesDraft,
} from './settings-four-eyes-fields';

/** An ISO instant as a datetime-local value in the browser's time zone. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

interface Draft {
  siteName: string;
  supportEmail: string;
  registrationOpen: boolean;
  maintenanceEnabled: boolean;
  endsAt: string;
  message: string;
  fourEyes: FourEyesDraft;
}

function draftOf(settings: AdminSettings): Draft {
  return {
    siteName: settings.siteName,
    supportEmail: settings.supportEmail,
    registrationOpen: settings.registrationOpen,
    maintenanceEnabled: settings.maintenance.enabled,
    endsAt: toLocalInput(settings.maintenance.endsAt),
    message: settings.maintenance.message ?? '',
    fourEyes: fourEyesDraftOf(settings),
  };
}

type SetDraft = <K extends keyof Draft>(key: K, value: Draft[K]) => void;

/** The draft and its setter, which every field of the form reads and writes by its name. */
interface DraftForm {
  draft: Draft;
  set: SetDraft;
}

type SwitchName = 'registrationOpen' | 'maintenanceEnabled';
type TextName = 'siteName' | 'supportEmail' | 'endsAt' | 'message';

/** Each setting's control id and words; the ids are what tests and the browser suite find them by. */
const FIELDS: Record<SwitchName | TextName, { id: string; label: TranslationKey; help?: TranslationKey }> = {
  siteName: { id: 'settings-site-name', label: 'adminOps.settings.siteName' },
  supportEmail: { id: 'settings-support-email', label: 'adminOps.settings.supportEmail' },
  registrationOpen: {
    id: 'settings-registration',
    label: 'adminOps.settings.registrationOpen',
    help: 'adminOps.settings.registrationHelp',
  },
  maintenanceEnabled: {
    id: 'settings-maintenance',
    label: 'adminOps.settings.maintenanceEnabled',
    help: 'adminOps.settings.maintenanceHelp',
  },
  endsAt: { id: 'settings-ends-at', label: 'adminOps.settings.maintenanceEndsAt' },
  message: { id: 'settings-message', label: 'adminOps.settings.maintenanceMessage' },
};

/** A switch of one yes/no setting of the draft. */
function Check({ name, form }: { name: SwitchName; form: DraftForm }) {
  const { t } = useTranslation();
  const { id, label, help } = FIELDS[name];
  return (
    <div className="form-check form-switch mb-3">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="form-check-input"
        checked={form.draft[name]}
        aria-describedby={`${id}-help`}
        onChange={(event) => {
          form.set(name, event.target.checked);
        }}
      />
      <label htmlFor={id} className="form-check-label">
        {t(label)}
      </label>
      <div id={`${id}-help`} className="form-text">
        {help ? t(help) : null}
      </div>
    </div>
  );
}

type SaveMutation = ReturnType<typeof useSaveAdminSettings>;

// The request body of a save: the draft as the contract wants it (ISO instant, blank message as null).
function toSaveBody(version: number, draft: Draft) {
  return {
    version,
    siteName: draft.siteName,
    supportEmail: draft.supportEmail,
    registrationOpen: draft.registrationOpen,
    maintenance: {
      enabled: draft.maintenanceEnabled,
      endsAt: draft.endsAt ? new Date(draft.endsAt).toISOString() : null,
      message: draft.message.trim() ? draft.message.trim() : null,
    },
    fourEyes: fourEyesBodyOf(draft.fourEyes),
  };
}

/** Props of SettingsField. */
interface SettingsFieldProps {
  name: TextName;
  form: DraftForm;
  type?: 'text' | 'email' | 'datetime-local' | 'textarea';
  required?: boolean;
  maxLength?: number;
}

/** A text setting of the draft: a line, an email, a local date and time, or a short text. */
function SettingsField({ name, form, type = 'text', required, maxLength }: SettingsFieldProps) {
  const { t } = useTranslation();
  const { id, label } = FIELDS[name];
  const onChange = (value: string) => {
    form.set(name, value);
  };
  const shared = { id, className: 'form-control', required, maxLength, value: form.draft[name] };
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {t(label)}
      </label>
      {type === 'textarea' ? (
        <textarea
          {...shared}
          rows={2}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        />
      ) : (
        <input
          {...shared}
          type={type === 'text' ? undefined : type}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        />
      )}
    </div>
  );
}

// What became of the last save: a newer version to reload, a refusal, or the saved version.
function SaveOutcome({ save, onReload }: { save: SaveMutation; onReload: () => void }) {
  const { t } = useTranslation();
  const stale = isApiError(save.error) && save.error.code === 'SETTINGS_VERSION_STALE';
  return (
    <div aria-live="polite">
      {stale ? (
        <div className="alert alert-warning d-flex flex-wrap gap-2 align-items-center" role="alert">
          <span>{t('adminOps.settings.stale')}</span>
          <button type="button" className="btn btn-sm btn-outline-dark" onClick={onReload}>
            {t('adminOps.settings.reload')}
          </button>
        </div>
      ) : save.isError ? (
        <div className="alert alert-danger" role="alert">
          {isApiError(save.error) && save.error.status === 400
            ? t('adminOps.settings.invalid')
            : save.error.message}
        </div>
      ) : save.isSuccess ? (
        <div className="alert alert-success" role="status">
          {t('adminOps.settings.saved', { version: save.data.version })}
        </div>
      ) : null}
    </div>
  );
}

function SiteFields({ form }: { form: DraftForm }) {
  return (
    <>
      <SettingsField name="siteName" required maxLength={60} form={form} />
      <SettingsField name="supportEmail" type="email" required form={form} />
      <Check name="registrationOpen" form={form} />
    </>
  );
}

function MaintenanceFields({ form }: { form: DraftForm }) {
  return (
    <>
      <Check name="maintenanceEnabled" form={form} />
      <SettingsField name="endsAt" type="datetime-local" form={form} />
      <SettingsField name="message" type="textarea" maxLength={500} form={form} />
    </>
  );
}

function SettingsForm({
  settings,
  save,
  onReload,
}: {
  settings: AdminSettings;
  save: SaveMutation;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => draftOf(settings));
  const set: SetDraft = (key, value) => {
    setDraft((current) => ({ ...current, [key]: value }));
  };
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    save.mutate(toSaveBody(settings.version, draft));
  };
  return (
    <form onSubmit={submit} className="card p-3 mb-4" style={{ maxWidth: '40rem' }} noValidate>
      <p className="small text-body-secondary">
        {t('adminOps.settings.version', { version: settings.version })}
      </p>
      <SiteFields form={{ draft, set }} />
      <MaintenanceFields form={{ draft, set }} />
      <FourEyesFields
        value={draft.fourEyes}
        onChange={(next) => {
          set('fourEyes', next);
        }}
      />
      <SaveOutcome save={save} onReload={onReload} />
      <PendingButton
        type="submit"
        pending={save.isPending}
        label={t('adminOps.settings.save')}
        pendingLabel={t('adminOps.settings.saving')}
      />
    </form>
  );
}

/** Route /admin/settings (SUPER_ADMIN, ADMIN): the site settings, saved with an optimistic version. */
export function SettingsPage() {
  const { t } = useTranslation();
  const settings = useAdminSettings();
  // Kept here, so the outcome of a save outlives the form that remounts with the new version.
  const save = useSaveAdminSettings();
  const reload = () => {
    save.reset();
    void settings.refetch();
  };
  return (
    <>
      <QueryState query={settings}>
        {(data) => (
          // A new version (a reload after a conflict) starts a fresh form from the stored values.
          <SettingsForm key={data.version} settings={data} save={save} onReload={reload} />
        )}
      </QueryState>
      <section aria-labelledby="settings-links">
        <h2 id="settings-links" className="h6">
          {t('adminOps.settings.linksTitle')}
        </h2>
        <Link to="/admin/points-config">{t('adminOps.settings.pointsLink')}</Link>
      </section>
    </>
  );
}

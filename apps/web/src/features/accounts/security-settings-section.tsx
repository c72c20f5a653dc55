import type { SecuritySettings } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';
import { AccountSection, ErrorNote, LoadingNote, useErrorMessage } from './account-ui';
import { useSecuritySettings, useUpdateSecuritySettings } from './security-settings.queries';

const SWITCHES = [
  'emailOnNewDevice',
  'emailOnSecurityAlert',
] as const satisfies readonly (keyof SecuritySettings)[];

/** The security emails a member chooses: a sign-in from a new device, and other security alerts. Saved on change. */
export function SecuritySettingsSection() {
  const { t } = useTranslation();
  const settings = useSecuritySettings();
  const update = useUpdateSecuritySettings();
  const loadError = useErrorMessage(settings.error);
  const saveError = useErrorMessage(update.error);
  return (
    <AccountSection id="account-security-emails" title={t('account.securityEmails.title')}>
      <ErrorNote message={loadError} onRetry={() => void settings.refetch()} />
      {settings.isPending ? <LoadingNote /> : null}
      {settings.data
        ? SWITCHES.map((name) => (
            <div key={name} className="form-check form-switch">
              <input
                id={`security-${name}`}
                type="checkbox"
                role="switch"
                className="form-check-input"
                checked={settings.data[name]}
                disabled={update.isPending}
                onChange={(event) => {
                  update.mutate({ [name]: event.target.checked });
                }}
              />
              <label htmlFor={`security-${name}`} className="form-check-label">
                {t(`account.securityEmails.${name}`)}
              </label>
            </div>
          ))
        : null}
      <ErrorNote message={saveError} />
      {update.isSuccess ? (
        <p role="status" className="small text-success mb-0">
          {t('account.securityEmails.saved')}
        </p>
      ) : null}
    </AccountSection>
  );
}

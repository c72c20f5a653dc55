import { useTranslation } from '../../i18n/use-translation';
import { LoginHistorySection, SecurityAlertsSection } from './activity-sections';
import { ErrorNote, LoadingNote, useErrorMessage } from './account-ui';
import { DataExportSection } from './data-export-section';
import { DeleteAccountSection } from './delete-account-section';
import { DevicesSection } from './devices-section';
import { useProfileWithProviders } from './get-profile-with-providers.queries';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import { ProvidersSection } from './providers-section';
import { RiskSection } from './risk-section';
import { SecuritySettingsSection } from './security-settings-section';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';
import { useStoredMemberSync } from '../../lib/use-stored-member-sync';

/** My Account: profile, avatar, password, linked providers, 2FA, a copy of the member's data, deleting the account, sessions, devices,
 * history, alerts and the security emails. */
export function MyAccount() {
  const { t } = useTranslation();
  const profile = useProfileWithProviders();
  const loadError = useErrorMessage(profile.error);
  useStoredMemberSync(profile.data?.user);
  if (profile.isPending) return <LoadingNote />;
  if (!profile.data)
    return <ErrorNote message={loadError ?? t('account.failed')} onRetry={() => void profile.refetch()} />;
  const { user, linkedProviders } = profile.data;
  return (
    <div className="row g-4">
      <div className="col-12 col-lg-6">
        <ProfileSection user={user} />
        <PasswordSection hasPassword={linkedProviders.hasPassword} />
        <ProvidersSection linked={linkedProviders} />
        <TwoFactorSection enabled={user.twoFactorEnabled} />
        <DataExportSection />
        <DeleteAccountSection hasPassword={linkedProviders.hasPassword} points={user.totalPoints} />
      </div>
      <div className="col-12 col-lg-6">
        <SessionsSection />
        <DevicesSection />
        <LoginHistorySection />
        <SecurityAlertsSection />
        <SecuritySettingsSection />
        <RiskSection />
      </div>
    </div>
  );
}

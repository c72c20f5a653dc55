import type { TwoFactorSetup } from '@streamit/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { AccountSection, ErrorNote, useErrorMessage } from './account-ui';
import { useDisableTwoFactor } from './disable-two-factor.queries';
import { useEnableTwoFactor } from './enable-two-factor.queries';
import { TwoFactorCodeForm } from './two-factor-code-form';
import { useVerifyTwoFactor } from './verify-two-factor.queries';

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert-success" role="status">
      <p className="fw-semibold">{t('account.twoFactor.enabled')}</p>
      <p>{t('account.twoFactor.recoveryLead')}</p>
      <ul className="list-unstyled font-monospace mb-0" dir="ltr" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <button type="button" className="btn btn-outline-success btn-sm mt-3" onClick={onDone}>
        {t('account.twoFactor.savedCodes')}
      </button>
    </div>
  );
}

type OnEnabled = (recoveryCodes: string[]) => void;

function SetupStep({ setup, onEnabled }: { setup: TwoFactorSetup; onEnabled: OnEnabled }) {
  const { t } = useTranslation();
  const verify = useVerifyTwoFactor();
  return (
    <div>
      <p>{t('account.twoFactor.scan')}</p>
      <img src={setup.qrCodeDataUrl} alt={t('account.twoFactor.qrAlt')} width={200} height={200} />
      <p className="mt-2">
        {t('account.twoFactor.secret')}{' '}
        <code dir="ltr" data-testid="two-factor-secret">
          {setup.secret}
        </code>
      </p>
      <ErrorNote message={useErrorMessage(verify.error)} />
      <TwoFactorCodeForm
        id="account-2fa-verify"
        label={t('auth.twoFactor.code')}
        submitLabel={t('account.twoFactor.confirm')}
        pending={verify.isPending}
        onCode={(code) => {
          verify.mutate(code, {
            onSuccess: (result) => {
              onEnabled(result.recoveryCodes);
            },
          });
        }}
      />
    </div>
  );
}

function EnableTwoFactor({ onEnabled }: { onEnabled: OnEnabled }) {
  const { t } = useTranslation();
  const enable = useEnableTwoFactor();
  const failure = useErrorMessage(enable.error);
  if (enable.data) return <SetupStep setup={enable.data} onEnabled={onEnabled} />;
  return (
    <>
      <p>{t('account.twoFactor.offLead')}</p>
      <ErrorNote message={failure} />
      <button
        type="button"
        className="btn btn-primary"
        disabled={enable.isPending}
        onClick={() => {
          enable.mutate();
        }}
      >
        {t('account.twoFactor.enable')}
      </button>
    </>
  );
}

function DisableTwoFactor() {
  const { t } = useTranslation();
  const disable = useDisableTwoFactor();
  return (
    <>
      <p>{t('account.twoFactor.onLead')}</p>
      <ErrorNote message={useErrorMessage(disable.error)} />
      <TwoFactorCodeForm
        id="account-2fa-disable"
        label={t('account.twoFactor.disableCode')}
        submitLabel={t('account.twoFactor.disable')}
        pending={disable.isPending}
        onCode={(code) => {
          disable.mutate(code);
        }}
      />
    </>
  );
}

/** Two-factor sign-in: set up with a QR code and secret, confirm with a code, or switch off with a code. */
export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  // Recovery codes are shown once: kept here so the refreshed profile (2FA now on) does not hide them.
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  let content = enabled ? <DisableTwoFactor /> : <EnableTwoFactor onEnabled={setRecoveryCodes} />;
  if (recoveryCodes)
    content = (
      <RecoveryCodes
        codes={recoveryCodes}
        onDone={() => {
          setRecoveryCodes(null);
        }}
      />
    );
  return (
    <AccountSection id="account-two-factor" title={t('account.twoFactor.title')}>
      {content}
    </AccountSection>
  );
}

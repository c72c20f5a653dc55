import { DeviceLabel } from './device-label';
import { useTranslation } from '../../i18n/use-translation';
import { AccountSection, ErrorNote, LoadingNote, useDateTime, useErrorMessage } from './account-ui';
import { useDeviceHistory } from './get-device-history.queries';
import { useTrustDevice } from './trust-device.queries';
import { useUntrustDevice } from './untrust-device.queries';

/** Devices the account signed in from, each trusted or not. */
export function DevicesSection() {
  const { t } = useTranslation();
  const devices = useDeviceHistory();
  const trust = useTrustDevice();
  const untrust = useUntrustDevice();
  const formatDate = useDateTime();
  const busy = trust.isPending || untrust.isPending;
  return (
    <AccountSection id="account-devices" title={t('account.devices.title')}>
      <ErrorNote message={useErrorMessage(devices.error)} onRetry={() => void devices.refetch()} />
      <ErrorNote message={useErrorMessage(trust.error ?? untrust.error)} />
      {devices.isPending ? <LoadingNote /> : null}
      {devices.data?.devices.length === 0 ? <p className="mb-0">{t('account.devices.empty')}</p> : null}
      <ul className="list-group">
        {devices.data?.devices.map((device) => (
          <li
            key={device.id}
            className="list-group-item d-flex justify-content-between align-items-center gap-2"
          >
            <span>
              <span dir="auto">
                <DeviceLabel name={device.name} />
              </span>
              {device.current ? (
                <span className="badge text-bg-secondary ms-2">{t('account.devices.thisDevice')}</span>
              ) : null}
              <br />
              <span className="small text-body-secondary">
                {t('account.sessions.lastSeen', { date: formatDate(device.lastSeenAt) })}
              </span>
            </span>
            {device.trusted ? (
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                disabled={busy}
                onClick={() => {
                  untrust.mutate(device.id);
                }}
              >
                {t('account.devices.untrust')}
              </button>
            ) : (
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                disabled={busy}
                onClick={() => {
                  trust.mutate(device.id);
                }}
              >
                {t('account.devices.trust')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </AccountSection>
  );
}

import { useTranslation } from '../../i18n/use-translation';

// The server names a device from its user agent as "<browser> on <system>" (sessions/client-context.ts); both
// parts are product names, only the joining word is language.
const BROWSER_ON_SYSTEM =
  /^(Edge|Opera|Firefox|Chrome|Safari) on (Android|iOS|Windows|macOS|ChromeOS|Linux)$/;

/** A session's or device's name in the reader's language; a name the server took verbatim from an agent is shown as is. */
export function DeviceLabel({ name }: { name: string | null }) {
  const { t } = useTranslation();
  if (name === null || name === 'Unknown device') return <>{t('account.unknownDevice')}</>;
  const parts = BROWSER_ON_SYSTEM.exec(name);
  if (!parts) return <>{name}</>;
  return <>{t('account.browserOnSystem', { browser: parts[1], system: parts[2] })}</>;
}

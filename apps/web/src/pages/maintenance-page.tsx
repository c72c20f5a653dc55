import { DEFAULT_COUNTDOWN_END } from '@streamit/contract';
import { useTranslation } from '../i18n/use-translation';
import { CountdownDisplay } from '../components/countdown-display';
import { PageTitle } from '../components/page-title';
import { useSiteConfig } from '../features/site-settings/get-site-config.queries';
import { useCountdown } from '../lib/use-countdown';
import { useSiteName } from '../features/site-settings/use-site-name';

/** Props of MaintenancePage. */
export interface MaintenancePageProps {
  /**
   * ISO 8601 end date from the address (`?endsAt=`), so staff can preview the page for a planned window
   * before switching maintenance on; without it the configured countdown end date is used.
   */
  endsAt?: string;
}

/** The maintenance page (spec §2): the announcement and a live countdown to the end date. */
export function MaintenancePage({ endsAt }: MaintenancePageProps) {
  const { t } = useTranslation();
  const siteName = useSiteName();
  const { data: config } = useSiteConfig();
  const remaining = useCountdown(endsAt ?? config?.countdownEndDate ?? DEFAULT_COUNTDOWN_END);
  const note = config?.maintenance.enabled ? config.maintenance.message : null;
  return (
    <div className="maintenance">
      <PageTitle title={t('maintenance.documentTitle')} />
      <div className="maintenance__inner">
        <p className="site-brand maintenance__brand">{siteName}</p>
        <h1 className="maintenance__title">{t('maintenance.title')}</h1>
        <p className="maintenance__lead">{t('maintenance.lead')}</p>
        {note ? (
          <p className="maintenance__note" dir="auto">
            {note}
          </p>
        ) : null}
        <CountdownDisplay remaining={remaining} />
        {config ? (
          <p className="maintenance__contact">
            {t('maintenance.contact')} <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
          </p>
        ) : null}
      </div>
    </div>
  );
}

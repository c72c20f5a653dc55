import type { Device, LocationSummary, RiskAssessment, SecurityOverview } from '@streamit/contract';
import { Fragment, useState, type ReactNode } from 'react';
import { DeviceLabel } from '../../features/accounts/device-label';
import { RiskReasonLabel } from '../../features/accounts/risk-reason-label';
import { getCurrentLanguage } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import { formatDateTime } from '../../lib/format-locale';
import { DataTable } from '../ui/data-table';
import { QueryState, type QueryStateQuery } from '../ui/query-state';
import { Section } from './member-sections';
import { useMemberDeviceHistory, useMemberLocations, useMemberSecurityProfile } from './member-admin.queries';

const when = (iso: string) => formatDateTime(iso, getCurrentLanguage());

/** A country's name in the reader's language from its ISO code; the code itself if the browser has no name. */
function countryName(code: string | null, unknown: string): string {
  if (!code) return unknown;
  return new Intl.DisplayNames([getCurrentLanguage()], { type: 'region' }).of(code) ?? code;
}

interface PanelProps {
  id: string;
  title: string;
  /** The opened body: mounted (and so its data read) only while the panel is open. */
  children: ReactNode;
}

/** A member page card that reads its data only when staff open it, so the page itself stays one request. */
function InsightPanel({ id, title, children }: PanelProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Section id={id} title={title}>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        aria-expanded={open}
        aria-controls={`${id}-body`}
        onClick={() => {
          setOpen(!open);
        }}
      >
        {t(open ? 'memberAdmin.insights.hide' : 'memberAdmin.insights.show', { title })}
      </button>
      <div id={`${id}-body`} className="mt-3" hidden={!open}>
        {open ? children : null}
      </div>
    </Section>
  );
}

function Loaded<T>({ query, children }: { query: QueryStateQuery<T>; children: (data: T) => ReactNode }) {
  return <QueryState query={query}>{children}</QueryState>;
}

function PlacesTable({ summary }: { summary: LocationSummary }) {
  const { t } = useTranslation();
  const unknown = t('memberAdmin.networks.unknown');
  if (summary.recent.length === 0) return <p className="mb-0">{t('memberAdmin.page.none')}</p>;
  const caption = t('memberAdmin.insights.places');
  return (
    <DataTable
      caption={caption}
      captionHidden
      regionLabel={t('memberAdmin.page.tableOf', { caption })}
      tableClassName="mb-0"
      heads={[
        { label: t('memberAdmin.page.ip'), dir: 'ltr' },
        t('memberAdmin.page.place'),
        t('memberAdmin.insights.country'),
        t('memberAdmin.insights.signIns'),
        t('memberAdmin.page.lastSeen'),
      ]}
      rows={summary.recent.map((place) => [
        place.ip,
        t(`memberAdmin.networks.${place.network}`),
        countryName(place.country, unknown),
        place.logins,
        when(place.lastSeenAt),
      ])}
    />
  );
}

function LocationsBody({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const query = useMemberLocations(userId);
  return (
    <Loaded query={query}>
      {(summary) => (
        <>
          <p>
            {t('memberAdmin.insights.latest', {
              ip: summary.current.ip,
              network: t(`memberAdmin.networks.${summary.current.network}`),
              country: countryName(summary.current.country, t('memberAdmin.networks.unknown')),
            })}
          </p>
          <PlacesTable summary={summary} />
          <p className="small text-body-secondary mt-2 mb-0">{t('memberAdmin.insights.placesNote')}</p>
        </>
      )}
    </Loaded>
  );
}

function DeviceRows({ devices }: { devices: Device[] }) {
  const { t } = useTranslation();
  if (devices.length === 0) return <p className="mb-0">{t('memberAdmin.page.none')}</p>;
  const caption = t('memberAdmin.insights.deviceHistory');
  return (
    <DataTable
      caption={caption}
      captionHidden
      regionLabel={t('memberAdmin.page.tableOf', { caption })}
      tableClassName="mb-0"
      heads={[
        t('memberAdmin.page.device'),
        { label: t('memberAdmin.insights.browser'), dir: 'ltr', cellClassName: 'text-break small' },
        { label: t('memberAdmin.page.ip'), dir: 'ltr' },
        t('memberAdmin.insights.firstSeen'),
        t('memberAdmin.page.lastSeen'),
        t('memberAdmin.insights.trust'),
      ]}
      rows={devices.map((device) => [
        <DeviceLabel name={device.name} />,
        device.userAgent,
        device.lastIp,
        when(device.firstSeenAt),
        when(device.lastSeenAt),
        t(device.trusted ? 'memberAdmin.insights.trusted' : 'memberAdmin.insights.untrusted'),
      ])}
    />
  );
}

function DevicesBody({ userId }: { userId: string }) {
  const query = useMemberDeviceHistory(userId);
  return <Loaded query={query}>{(data) => <DeviceRows devices={data.devices} />}</Loaded>;
}

function OverviewList({ overview }: { overview: SecurityOverview }) {
  const { t } = useTranslation();
  const yesNo = (value: boolean) => t(value ? 'memberAdmin.yes' : 'memberAdmin.no');
  const facts: [string, ReactNode][] = [
    [t('memberAdmin.insights.twoFactor'), yesNo(overview.twoFactorEnabled)],
    [t('memberAdmin.insights.emailVerified'), yesNo(overview.emailVerified)],
    [t('memberAdmin.insights.hasPassword'), yesNo(overview.hasPassword)],
    [t('memberAdmin.insights.activeSessions'), overview.activeSessions],
    [
      t('memberAdmin.insights.devices'),
      `${String(overview.devices)} (${t('memberAdmin.insights.trustedCount', { count: overview.trustedDevices })})`,
    ],
    [t('memberAdmin.insights.failed24h'), overview.failedLoginsLast24h],
    [t('memberAdmin.insights.unreadAlerts'), overview.unreadAlerts],
    [
      t('memberAdmin.insights.lastLogin'),
      overview.lastLogin
        ? `${when(overview.lastLogin.at)} · ${overview.lastLogin.ip}`
        : t('memberAdmin.page.none'),
    ],
  ];
  return (
    <dl className="row mb-3">
      {facts.map(([term, value]) => (
        <Fragment key={term}>
          <dt className="col-sm-5">{term}</dt>
          <dd className="col-sm-7">{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

function RiskList({ risk }: { risk: RiskAssessment }) {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('memberAdmin.page.risk', { level: t(`memberAdmin.risk.${risk.level}`), score: risk.score })}</p>
      {risk.reasons.length === 0 ? (
        <p className="mb-0">{t('memberAdmin.insights.noReasons')}</p>
      ) : (
        <ul className="mb-0">
          {risk.reasons.map((reason) => (
            <li key={reason.code}>
              <RiskReasonLabel reason={reason} />{' '}
              {t('memberAdmin.insights.weight', { weight: reason.weight })}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function SecurityBody({ userId }: { userId: string }) {
  const query = useMemberSecurityProfile(userId);
  return (
    <Loaded query={query}>
      {(profile) => (
        <>
          <OverviewList overview={profile.overview} />
          <RiskList risk={profile.risk} />
        </>
      )}
    </Loaded>
  );
}

/** The member's location insights, device history and security profile, each read when opened. */
export function MemberInsightPanels({ userId }: { userId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <InsightPanel id="member-locations" title={t('memberAdmin.insights.locationsTitle')}>
        <LocationsBody userId={userId} />
      </InsightPanel>
      <InsightPanel id="member-device-history" title={t('memberAdmin.insights.deviceHistory')}>
        <DevicesBody userId={userId} />
      </InsightPanel>
      <InsightPanel id="member-security-profile" title={t('memberAdmin.insights.securityTitle')}>
        <SecurityBody userId={userId} />
      </InsightPanel>
    </>
  );
}

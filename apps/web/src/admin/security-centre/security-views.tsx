import type { ReactNode } from 'react';
import { useState } from 'react';
import { ErrorState } from '../../components/error-state';
import { DataTable } from '../ui/data-table';
import { useTranslation } from '../../i18n/use-translation';
import { countryName } from '../../lib/country-names';
import {
  useFailedLogins,
  useSecurityAnomalies,
  useSuspiciousActivity,
  useVpnDetection,
} from './security.queries';
import { getCurrentLanguage } from '../../i18n/i18n';
import { formatDateTime } from '../../lib/format-locale';

const when = (iso: string) => formatDateTime(iso, getCurrentLanguage());

/** A cell of text that reads left to right in either language (addresses, emails). */
function ltrCell(key: string, text: string) {
  return (
    <span dir="ltr" key={key}>
      {text}
    </span>
  );
}

/** A member by email, or by id when the account has no email any more. */
const memberOf = (row: { email?: string | null; userId: string }) => row.email ?? row.userId;

/** A listed network as "KIND: provider". */
const networkOf = (network: { kind: string; provider: string }) => `${network.kind}: ${network.provider}`;

/** An address's country (modules/geo on the server) named in the page's language; "Unknown" for none. */
function useCountryLabel() {
  const { t, i18n } = useTranslation();
  return (code: string | null) =>
    code ? countryName(code, i18n.language) : t('adminSecurity.countryUnknown');
}

/** Loading, error and empty states around one view's data. */
function ViewState<T>({
  query,
  empty,
  children,
}: {
  query: { data: T | undefined; isError: boolean; refetch: () => unknown };
  empty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isError)
    return (
      <ErrorState
        title={t('adminSecurity.errorTitle')}
        body={t('adminSecurity.errorBody')}
        retryLabel={t('adminSecurity.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.data === undefined) return <p className="text-body-secondary">{t('adminSecurity.loading')}</p>;
  if (empty(query.data)) return <p className="text-body-secondary">{t('adminSecurity.none')}</p>;
  return <>{children(query.data)}</>;
}

/** A captioned table of one view. */
export function Table(props: { caption: string; heads: string[]; rows: ReactNode[][] }) {
  return <DataTable {...props} className="mb-4" />;
}

/** Failed sign-ins by account and by address. */
export function FailedLoginsView({ hours }: { hours: number }) {
  const { t } = useTranslation();
  const countryOf = useCountryLabel();
  const query = useFailedLogins(hours);
  return (
    <ViewState query={query} empty={(data) => data.byAccount.length === 0 && data.byAddress.length === 0}>
      {(data) => (
        <>
          <Table
            caption={t('adminSecurity.failed.byAccount')}
            heads={[
              t('adminSecurity.failed.account'),
              t('adminSecurity.failed.realm'),
              t('adminSecurity.failed.failures'),
              t('adminSecurity.failed.addresses'),
              t('adminSecurity.failed.lastAt'),
            ]}
            rows={data.byAccount.map((row) => [
              ltrCell('a', row.account),
              row.realm,
              row.failures,
              row.addresses,
              when(row.lastAt),
            ])}
          />
          <Table
            caption={t('adminSecurity.failed.byAddress')}
            heads={[
              t('adminSecurity.failed.address'),
              t('adminSecurity.failed.failures'),
              t('adminSecurity.failed.accounts'),
              t('adminSecurity.failed.network'),
              t('adminSecurity.country'),
              t('adminSecurity.failed.lastAt'),
            ]}
            rows={data.byAddress.map((row) => [
              ltrCell('a', row.ip),
              row.failures,
              row.accounts,
              row.network ? networkOf(row.network) : '—',
              countryOf(row.country),
              when(row.lastAt),
            ])}
          />
        </>
      )}
    </ViewState>
  );
}

/** Live sessions with their reasons. */
export function SuspiciousView({ hours }: { hours: number }) {
  const { t } = useTranslation();
  const countryOf = useCountryLabel();
  const query = useSuspiciousActivity(hours);
  return (
    <ViewState query={query} empty={(data) => data.sessions.length === 0}>
      {(data) => (
        <Table
          caption={t('adminSecurity.tabs.suspicious')}
          heads={[
            t('adminSecurity.suspicious.member'),
            t('adminSecurity.suspicious.address'),
            t('adminSecurity.country'),
            t('adminSecurity.suspicious.lastSeen'),
            t('adminSecurity.suspicious.reasons'),
          ]}
          rows={data.sessions.map((row) => [
            ltrCell('m', memberOf(row)),
            ltrCell('i', row.ip),
            countryOf(row.country),
            when(row.lastSeenAt),
            row.reasons.map((reason) => t(`adminSecurity.suspicious.reason.${reason}`)).join(', '),
          ])}
        />
      )}
    </ViewState>
  );
}

/** The range list, an address lookup, and sign-ins from listed networks. */
export function VpnView({ hours }: { hours: number }) {
  const { t } = useTranslation();
  const countryOf = useCountryLabel();
  const [text, setText] = useState('');
  const [ip, setIp] = useState<string | undefined>(undefined);
  const query = useVpnDetection({ hours, ...(ip ? { ip } : {}) });
  return (
    <>
      <form
        className="d-flex flex-wrap gap-2 align-items-end mb-3"
        onSubmit={(event) => {
          event.preventDefault();
          setIp(text.trim() || undefined);
        }}
      >
        <div>
          <label htmlFor="vpn-lookup" className="form-label">
            {t('adminSecurity.vpn.lookupLabel')}
          </label>
          <input
            id="vpn-lookup"
            dir="ltr"
            className="form-control"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
            }}
          />
        </div>
        <button type="submit" className="btn btn-outline-primary">
          {t('adminSecurity.vpn.lookup')}
        </button>
      </form>
      <ViewState query={query} empty={() => false}>
        {(data) => (
          <>
            <p className="small text-body-secondary">
              {t('adminSecurity.vpn.dataset', { ...data.dataset, count: data.dataset.ranges })}
            </p>
            {data.lookup ? (
              <div role="status" data-testid="vpn-lookup-result">
                <p className="mb-1">
                  {data.lookup.network
                    ? t('adminSecurity.vpn.listed', { ip: data.lookup.ip, ...data.lookup.network })
                    : t('adminSecurity.vpn.notListed', { ip: data.lookup.ip })}
                </p>
                <p>{t('adminSecurity.vpn.country', { country: countryOf(data.lookup.country) })}</p>
              </div>
            ) : null}
            {data.logins.length === 0 ? (
              <p className="text-body-secondary">{t('adminSecurity.none')}</p>
            ) : (
              <Table
                caption={t('adminSecurity.vpn.logins')}
                heads={[
                  t('adminSecurity.vpn.member'),
                  t('adminSecurity.vpn.address'),
                  t('adminSecurity.vpn.provider'),
                  t('adminSecurity.vpn.at'),
                ]}
                rows={data.logins.map((row) => [
                  ltrCell('m', memberOf(row)),
                  ltrCell('i', row.ip),
                  networkOf(row.network),
                  when(row.at),
                ])}
              />
            )}
          </>
        )}
      </ViewState>
    </>
  );
}

function List({ title, items }: { title: string; items: string[] }) {
  const { t } = useTranslation();
  return (
    <section className="mb-4">
      <h2 className="h6">{title}</h2>
      {items.length === 0 ? (
        <p className="text-body-secondary">{t('adminSecurity.none')}</p>
      ) : (
        <ul>
          {items.map((item) => (
            <li key={item} dir="auto">
              {item}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The three anomaly rules. */
export function AnomaliesView({ hours }: { hours: number }) {
  const { t } = useTranslation();
  const query = useSecurityAnomalies(hours);
  return (
    <ViewState query={query} empty={() => false}>
      {(data) => (
        <>
          <List
            title={t('adminSecurity.anomalies.travel')}
            items={data.impossibleTravel.map(
              (row) => `${memberOf(row)} — ${t('adminSecurity.anomalies.travelRow', row)}`,
            )}
          />
          <List
            title={t('adminSecurity.anomalies.bursts')}
            items={data.signupBursts.map((row) =>
              t('adminSecurity.anomalies.burstRow', { ...row, count: row.signups }),
            )}
          />
          <List
            title={t('adminSecurity.anomalies.farming')}
            items={data.pointsFarming.map(
              (row) =>
                `${memberOf(row)} — ${t('adminSecurity.anomalies.farmingRow', {
                  ...row,
                  // Each count names its own noun: one plural family each.
                  credits: t('adminSecurity.anomalies.credits', { count: row.credits }),
                  points: t('adminSecurity.anomalies.points', { count: row.points }),
                })}`,
            )}
          />
        </>
      )}
    </ViewState>
  );
}

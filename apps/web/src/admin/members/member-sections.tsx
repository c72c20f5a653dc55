import type { AdminMemberDetail } from '@streamit/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useSession } from '../../lib/use-session';
import { DataTable } from '../ui/data-table';
import { MemberPointsForms } from './member-points-forms';
import { getCurrentLanguage } from '../../i18n/i18n';
import { formatDateTime, formatNumber } from '../../lib/format-locale';
import { LedgerReasonLabel } from '../../features/points/ledger-reason-label';

const when = (iso: string) => formatDateTime(iso, getCurrentLanguage());

/** A titled card of the member page. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card mb-3" aria-labelledby={`${id}-title`}>
      <div className="card-body">
        <h2 id={`${id}-title`} className="h5">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

function Table({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p className="text-body-secondary mb-0">{t('adminMembers.page.none')}</p>;
  // A wide table scrolls sideways on a phone, so its scroll box is a named, keyboard-reachable region.
  return (
    <DataTable
      caption={caption}
      heads={head}
      rows={rows}
      captionHidden
      regionLabel={t('adminMembers.page.tableOf', { caption })}
    />
  );
}

/** Points balance, the tier lock, the latest ledger lines and, with canManagePoints, the tier and points forms. */
export function PointsSection({ detail }: { detail: AdminMemberDetail }) {
  const { t } = useTranslation();
  const { admin } = useSession();
  const lock = detail.tierLock;
  return (
    <Section id="member-points" title={t('adminMembers.page.points')}>
      <p>
        {t('adminMembers.page.balance', {
          points: formatNumber(detail.member.totalPoints, getCurrentLanguage()),
        })}
        {lock
          ? ` · ${t('adminMembers.page.tierLock', { tier: t(`tiers.${lock.tier}`), until: lock.until ? when(lock.until) : t('adminMembers.untilLifted') })}`
          : ''}
      </p>
      <Table
        caption={t('adminMembers.page.ledger')}
        head={[t('adminMembers.page.at'), t('adminMembers.page.amount'), t('adminMembers.page.why')]}
        rows={detail.recentLedger.map((line) => [
          when(line.createdAt),
          line.amount,
          <span dir="auto">
            <LedgerReasonLabel line={line} />
          </span>,
        ])}
      />
      {admin?.canManagePoints === true ? (
        <MemberPointsForms userId={detail.member.id} tier={detail.member.tier} />
      ) : null}
    </Section>
  );
}

/** Live sessions and known devices. */
export function DevicesSection({ detail }: { detail: AdminMemberDetail }) {
  const { t } = useTranslation();
  return (
    <Section id="member-devices" title={t('adminMembers.page.devices')}>
      <h3 className="h6">{t('adminMembers.page.sessions')}</h3>
      <Table
        caption={t('adminMembers.page.sessions')}
        head={[t('adminMembers.page.device'), t('adminMembers.page.ip'), t('adminMembers.page.lastSeen')]}
        rows={detail.sessions.map((s) => [s.device ?? '—', s.ip, when(s.lastSeenAt)])}
      />
      <h3 className="h6 mt-3">{t('adminMembers.page.knownDevices')}</h3>
      <Table
        caption={t('adminMembers.page.knownDevices')}
        head={[t('adminMembers.page.device'), t('adminMembers.page.ip'), t('adminMembers.page.lastSeen')]}
        rows={detail.devices.map((d) => [
          `${d.name}${d.trusted ? ` · ${t('adminMembers.page.trusted')}` : ''}`,
          d.lastIp,
          when(d.lastSeenAt),
        ])}
      />
    </Section>
  );
}

/** Sign-in attempts with where they came from. */
export function LoginsSection({ detail }: { detail: AdminMemberDetail }) {
  const { t } = useTranslation();
  const networks = new Map(detail.locations.recent.map((place) => [place.ip, place.network]));
  return (
    <Section id="member-logins" title={t('adminMembers.page.logins')}>
      <Table
        caption={t('adminMembers.page.logins')}
        head={[
          t('adminMembers.page.at'),
          t('adminMembers.page.result'),
          t('adminMembers.page.ip'),
          t('adminMembers.page.place'),
        ]}
        rows={detail.loginHistory.map((login) => [
          when(login.at),
          login.success ? t('adminMembers.page.ok') : (login.reason ?? t('adminMembers.page.failedLogin')),
          login.ip,
          t(`adminMembers.networks.${networks.get(login.ip) ?? 'unknown'}`),
        ])}
      />
      <p className="small text-body-secondary mt-2 mb-0">{t('adminMembers.page.placesNote')}</p>
    </Section>
  );
}

/** Security overview, risk level and its reasons. */
export function SecuritySection({ detail }: { detail: AdminMemberDetail }) {
  const { t } = useTranslation();
  const { security, risk } = detail;
  return (
    <Section id="member-security" title={t('adminMembers.page.security')}>
      <p>{t('adminMembers.page.risk', { level: t(`adminMembers.risk.${risk.level}`), score: risk.score })}</p>
      <ul className="mb-0">
        <li>
          {t(security.twoFactorEnabled ? 'adminMembers.page.twoFactorOn' : 'adminMembers.page.twoFactorOff')}
        </li>
        <li>{t('adminMembers.page.failed24h', { count: security.failedLoginsLast24h })}</li>
        {risk.reasons.map((reason) => (
          <li key={reason.code}>{reason.message}</li>
        ))}
      </ul>
    </Section>
  );
}

/** Staff actions recorded about this member. */
export function AuditSection({ detail }: { detail: AdminMemberDetail }) {
  const { t } = useTranslation();
  return (
    <Section id="member-audit" title={t('adminMembers.page.audit')}>
      <Table
        caption={t('adminMembers.page.audit')}
        head={[
          t('adminMembers.page.at'),
          t('adminMembers.page.action'),
          t('adminMembers.page.by'),
          t('adminMembers.page.why'),
        ]}
        rows={detail.audit.map((entry) => [
          when(entry.at),
          entry.action,
          entry.actorEmail ?? t('adminMembers.page.system'),
          <span dir="auto">{typeof entry.details.reason === 'string' ? entry.details.reason : '—'}</span>,
        ])}
      />
    </Section>
  );
}

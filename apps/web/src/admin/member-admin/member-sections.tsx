import type { AdminMemberDetail } from '@streamit/contract';
import type { ReactNode } from 'react';
import { FormAlert } from '../../components/form-field';
import { PendingButton } from '../../components/pending-button';
import { useTranslation } from '../../i18n/use-translation';
import { useSession } from '../../lib/use-session';
import { DataTable } from '../ui/data-table';
import { failureText } from '../ui/failure-text';
import { EndSessionsAction } from './end-sessions-action';
import { useClearTierLock } from './member-admin.queries';
import { MemberAwardForms } from './member-award-forms';
import { MemberPointsForms } from './member-points-forms';
import { memberLabel } from './members-table';
import { getCurrentLanguage } from '../../i18n/i18n';
import { formatDateTime, formatNumber } from '../../lib/format-locale';
import { LedgerReasonLabel } from '../../features/points/ledger-reason-label';
import { DeviceLabel } from '../../features/accounts/device-label';
import { RiskReasonLabel } from '../../features/accounts/risk-reason-label';

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
  if (rows.length === 0) return <p className="text-body-secondary mb-0">{t('memberAdmin.page.none')}</p>;
  // A wide table scrolls sideways on a phone, so its scroll box is a named, keyboard-reachable region.
  return (
    <DataTable
      caption={caption}
      heads={head}
      rows={rows}
      captionHidden
      tableClassName="mb-0"
      regionLabel={t('memberAdmin.page.tableOf', { caption })}
    />
  );
}

/** Lifts the staff tier lock, so the automatic tier update may move the member again (audited). */
function ClearTierLock({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const clear = useClearTierLock(userId);
  return (
    <div className="mb-3">
      <PendingButton
        className="btn btn-sm btn-outline-secondary"
        pending={clear.isPending}
        label={t('memberAdmin.page.clearLock')}
        pendingLabel={t('memberAdmin.dialog.working')}
        onClick={() => {
          clear.mutate();
        }}
      />
      <FormAlert
        className="mt-2 mb-0"
        message={failureText(clear.error, t('memberAdmin.page.actionFailed'))}
      />
    </div>
  );
}

/**
 * Points balance, the tier lock, the latest ledger lines and, with canManagePoints, the tier and points forms
 * and the reasoned point awards and ARTFI sends.
 */
export function PointsSection({ detail }: { detail: AdminMemberDetail }) {
  const { t } = useTranslation();
  const { admin } = useSession();
  const lock = detail.tierLock;
  return (
    <Section id="member-points" title={t('memberAdmin.page.points')}>
      <p>
        {t('memberAdmin.page.balance', {
          count: detail.member.totalPoints,
          points: formatNumber(detail.member.totalPoints, getCurrentLanguage()),
        })}
        {lock
          ? ` · ${t('memberAdmin.page.tierLock', { tier: t(`tiers.${lock.tier}`), until: lock.until ? when(lock.until) : t('memberAdmin.untilLifted') })}`
          : ''}
      </p>
      {lock && admin?.canManagePoints === true ? <ClearTierLock userId={detail.member.id} /> : null}
      <Table
        caption={t('memberAdmin.page.ledger')}
        head={[t('memberAdmin.page.at'), t('memberAdmin.page.amount'), t('memberAdmin.page.why')]}
        rows={detail.recentLedger.map((line) => [
          when(line.createdAt),
          line.amount,
          <span dir="auto">
            <LedgerReasonLabel line={line} />
          </span>,
        ])}
      />
      {admin?.canManagePoints === true ? (
        <>
          <MemberPointsForms userId={detail.member.id} tier={detail.member.tier} />
          <MemberAwardForms userId={detail.member.id} name={memberLabel(detail.member)} />
        </>
      ) : null}
    </Section>
  );
}

/** Live sessions (with canManageUsers, the action that ends them all) and known devices. */
export function DevicesSection({ detail }: { detail: AdminMemberDetail }) {
  const { t } = useTranslation();
  const { admin } = useSession();
  return (
    <Section id="member-devices" title={t('memberAdmin.page.devices')}>
      <h3 className="h6">{t('memberAdmin.page.sessions')}</h3>
      <Table
        caption={t('memberAdmin.page.sessions')}
        head={[t('memberAdmin.page.device'), t('memberAdmin.page.ip'), t('memberAdmin.page.lastSeen')]}
        rows={detail.sessions.map((s) => [<DeviceLabel name={s.device} />, s.ip, when(s.lastSeenAt)])}
      />
      {admin?.canManageUsers === true ? <EndSessionsAction userId={detail.member.id} /> : null}
      <h3 className="h6 mt-3">{t('memberAdmin.page.knownDevices')}</h3>
      <Table
        caption={t('memberAdmin.page.knownDevices')}
        head={[t('memberAdmin.page.device'), t('memberAdmin.page.ip'), t('memberAdmin.page.lastSeen')]}
        rows={detail.devices.map((d) => [
          <>
            <DeviceLabel name={d.name} />
            {d.trusted ? ` · ${t('memberAdmin.page.trusted')}` : ''}
          </>,
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
    <Section id="member-logins" title={t('memberAdmin.page.logins')}>
      <Table
        caption={t('memberAdmin.page.logins')}
        head={[
          t('memberAdmin.page.at'),
          t('memberAdmin.page.result'),
          t('memberAdmin.page.ip'),
          t('memberAdmin.page.place'),
        ]}
        rows={detail.loginHistory.map((login) => [
          when(login.at),
          login.success ? t('memberAdmin.page.ok') : (login.reason ?? t('memberAdmin.page.failedLogin')),
          login.ip,
          t(`memberAdmin.networks.${networks.get(login.ip) ?? 'unknown'}`),
        ])}
      />
      <p className="small text-body-secondary mt-2 mb-0">{t('memberAdmin.page.placesNote')}</p>
    </Section>
  );
}

/** Security overview, risk level and its reasons. */
export function SecuritySection({ detail }: { detail: AdminMemberDetail }) {
  const { t } = useTranslation();
  const { security, risk } = detail;
  return (
    <Section id="member-security" title={t('memberAdmin.page.security')}>
      <p>{t('memberAdmin.page.risk', { level: t(`memberAdmin.risk.${risk.level}`), score: risk.score })}</p>
      <ul className="mb-0">
        <li>
          {t(security.twoFactorEnabled ? 'memberAdmin.page.twoFactorOn' : 'memberAdmin.page.twoFactorOff')}
        </li>
        <li>{t('memberAdmin.page.failed24h', { count: security.failedLoginsLast24h })}</li>
        {/* The line above already says whether two-factor is on: its risk reason would say it twice. */}
        {risk.reasons
          .filter((reason) => reason.code !== 'NO_TWO_FACTOR')
          .map((reason) => (
            <li key={reason.code}>
              <RiskReasonLabel reason={reason} />
            </li>
          ))}
      </ul>
    </Section>
  );
}

/** Staff actions recorded about this member. */
export function AuditSection({ detail }: { detail: AdminMemberDetail }) {
  const { t } = useTranslation();
  return (
    <Section id="member-audit" title={t('memberAdmin.page.audit')}>
      <Table
        caption={t('memberAdmin.page.audit')}
        head={[
          t('memberAdmin.page.at'),
          t('memberAdmin.page.action'),
          t('memberAdmin.page.by'),
          t('memberAdmin.page.why'),
        ]}
        rows={detail.audit.map((entry) => [
          when(entry.at),
          entry.action,
          entry.actorEmail ?? t('memberAdmin.page.system'),
          <span dir="auto">{typeof entry.details.reason === 'string' ? entry.details.reason : '—'}</span>,
        ])}
      />
    </Section>
  );
}

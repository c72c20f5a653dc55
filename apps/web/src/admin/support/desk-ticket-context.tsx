import type { DeskTicketView } from '@streamit/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import {
  formatFromNow,
  formatTicketDate,
  readSlaClocks,
  type SlaClockState,
} from '../../features/support/support-format';
import { useSession } from '../../lib/use-session';

function memberName(member: NonNullable<DeskTicketView['member']>): string {
  const full = [member.firstName, member.lastName].filter(Boolean).join(' ');
  if (member.displayName && full) return `${full} (${member.displayName})`;
  return full || member.displayName || '—';
}

/** Who wrote in: name and address first, then their standing and recent history. */
export function MemberContext({ view }: { view: DeskTicketView }) {
  const { t, i18n } = useTranslation();
  const member = view.member;
  if (!member) return <p className="small">{t('supportDesk.guest', { email: view.ticket.email })}</p>;
  const number = new Intl.NumberFormat(i18n.language);
  const lastLogin = member.recentLogins[0]?.at;
  return (
    <dl className="small row mb-3" data-testid="member-context">
      <dt className="col-5">{t('supportDesk.memberName')}</dt>
      <dd className="col-7">{memberName(member)}</dd>
      <dt className="col-5">{t('supportDesk.memberEmail')}</dt>
      <dd className="col-7 text-break">
        <bdi>{view.ticket.email}</bdi>
      </dd>
      <dt className="col-5">{t('supportDesk.tier')}</dt>
      <dd className="col-7">{t(`tiers.${member.tier}`)}</dd>
      <dt className="col-5">{t('supportDesk.points')}</dt>
      <dd className="col-7">{number.format(member.totalPoints)}</dd>
      <dt className="col-5">{t('supportDesk.lastLogin')}</dt>
      <dd className="col-7">{lastLogin ? formatTicketDate(lastLogin, i18n.language) : '—'}</dd>
      <dt className="col-5">{t('supportDesk.recentActivities')}</dt>
      <dd className="col-7">{member.recentActivities.map((item) => item.title).join(', ') || '—'}</dd>
      <dt className="col-5">{t('supportDesk.otherTickets')}</dt>
      <dd className="col-7">{member.otherTickets.map((item) => `#${item.number}`).join(', ') || '—'}</dd>
    </dl>
  );
}

function ClockLine({ label, clock }: { label: string; clock: SlaClockState }) {
  const { t, i18n } = useTranslation();
  const due = formatTicketDate(clock.dueAt, i18n.language);
  const span = formatFromNow(clock.leftMs, i18n.language);
  const text = t(`supportDesk.sla.${clock.state}`, { due, span });
  const tone = clock.state === 'overdue' || clock.state === 'late' ? 'text-danger-emphasis fw-semibold' : '';
  return (
    <>
      <dt className="col-5">{label}</dt>
      <dd className={`col-7 ${tone}`} data-sla-state={clock.state}>
        {text}
      </dd>
    </>
  );
}

// The clocks move on while the panel is open: re-read once a minute.
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => {
      setNow(Date.now());
    }, 60_000);
    return () => {
      window.clearInterval(timer);
    };
  }, []);
  return now;
}

/** The two SLA clocks as the agent reads them: time left, paused while the member has the word, or over. */
export function SlaClocks({ view }: { view: DeskTicketView }) {
  const { t } = useTranslation();
  const now = useMinuteClock();
  const clocks = readSlaClocks(view.ticket, now);
  return (
    <dl className="small row mb-2" data-testid="desk-sla">
      <ClockLine label={t('supportDesk.sla.firstResponse')} clock={clocks.firstResponse} />
      <ClockLine label={t('supportDesk.sla.resolution')} clock={clocks.resolution} />
    </dl>
  );
}

/** Who works the ticket; "you" when it is the signed-in agent. */
export function AssigneeLine({ view }: { view: DeskTicketView }) {
  const { t } = useTranslation();
  const { admin } = useSession();
  const assignee = view.assignee;
  const text = !assignee
    ? t('supportDesk.unassigned')
    : assignee.id === admin?.id
      ? t('supportDesk.assignedToYou', { name: assignee.name })
      : t('supportDesk.assignedTo', { name: assignee.name });
  return (
    <p className="small mb-2" data-testid="desk-assignee">
      {text}
    </p>
  );
}

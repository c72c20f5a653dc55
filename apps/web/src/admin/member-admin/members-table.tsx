import type { AdminMember } from '@streamit/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation';
import { TierBadge } from '../../components/role-badge';
import { getCurrentLanguage } from '../../i18n/i18n';
import { formatDate, formatDateTime, formatNumber } from '../../lib/format-locale';
import { DataTable } from '../ui/data-table';

/** A member's name as staff read it: display name, else first and last name, else the email. */
export function memberLabel(member: AdminMember): string {
  const full = [member.firstName, member.lastName].filter(Boolean).join(' ');
  return member.displayName || full || member.email || member.id;
}

/** The member's standing as a badge, with the end of a timed suspension. */
export function MemberStatus({ member }: { member: AdminMember }) {
  const { t } = useTranslation();
  if (member.status === 'ACTIVE')
    return <span className="badge text-bg-success">{t('memberAdmin.statuses.ACTIVE')}</span>;
  return (
    <>
      <span className="badge text-bg-danger">{t('memberAdmin.statuses.SUSPENDED')}</span>
      <div className="small text-body-secondary">
        {member.suspendedUntil
          ? t('memberAdmin.until', { date: formatDateTime(member.suspendedUntil, getCurrentLanguage()) })
          : t('memberAdmin.untilLifted')}
      </div>
    </>
  );
}

/** Props of MembersTable. */
export interface MembersTableProps {
  members: AdminMember[];
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], on: boolean) => void;
}

function MemberRow(props: {
  member: AdminMember;
  checked: boolean;
  onSelect: MembersTableProps['onSelect'];
}) {
  const { t } = useTranslation();
  const { member } = props;
  return (
    <tr data-testid="admin-member-row">
      <td>
        <input
          type="checkbox"
          className="form-check-input"
          aria-label={t('memberAdmin.select', { name: memberLabel(member) })}
          checked={props.checked}
          onChange={(event) => {
            props.onSelect([member.id], event.target.checked);
          }}
        />
      </td>
      <td>
        <Link to="/admin/users/$userId" params={{ userId: member.id }} dir="auto">
          {memberLabel(member)}
        </Link>
        <div className="small text-body-secondary">
          {member.email ?? t('memberAdmin.noEmail')}
          {member.emailVerified ? '' : ` · ${t('memberAdmin.unverified')}`}
          {member.isContentCreator ? ` · ${t('memberAdmin.creatorBadge')}` : ''}
        </div>
      </td>
      <td>
        <TierBadge tier={member.tier} />
      </td>
      <td>{formatNumber(member.totalPoints, getCurrentLanguage())}</td>
      <td>
        <MemberStatus member={member} />
      </td>
      <td>{formatDate(member.createdAt, getCurrentLanguage())}</td>
    </tr>
  );
}

/** The member list with a checkbox per row (and one for the whole page) for bulk actions. */
export function MembersTable({ members, selected, onSelect }: MembersTableProps) {
  const { t } = useTranslation();
  const allOn = members.length > 0 && members.every((member) => selected.has(member.id));
  const selectAll = (
    <input
      type="checkbox"
      className="form-check-input"
      aria-label={t('memberAdmin.selectAll')}
      checked={allOn}
      onChange={(event) => {
        onSelect(
          members.map((member) => member.id),
          event.target.checked,
        );
      }}
    />
  );
  return (
    <DataTable
      caption={t('memberAdmin.title')}
      captionHidden
      roomy
      regionLabel={t('memberAdmin.title')}
      heads={[
        { key: 'select', label: selectAll },
        t('memberAdmin.member'),
        t('memberAdmin.tier'),
        t('memberAdmin.points'),
        t('memberAdmin.status'),
        t('memberAdmin.joined'),
      ]}
    >
      {members.map((member) => (
        <MemberRow key={member.id} member={member} checked={selected.has(member.id)} onSelect={onSelect} />
      ))}
    </DataTable>
  );
}

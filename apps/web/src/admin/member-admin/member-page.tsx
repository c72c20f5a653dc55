import type { AdminMemberDetail } from '@streamit/contract';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { ErrorState } from '../../components/error-state';
import { SubmitButton } from '../../components/form-field';
import { TierBadge } from '../../components/role-badge';
import { ReasonField } from '../ui/reason-field';
import { isApiError } from '../../lib/api-client';
import {
  AuditSection,
  DevicesSection,
  LoginsSection,
  PointsSection,
  Section,
  SecuritySection,
} from './member-sections';
import { MemberInsightPanels } from './member-insight-panels';
import { MemberStatus, memberLabel } from './members-table';
import {
  suspensionChangeOf,
  useAdminMember,
  useChangeSuspension,
  useVerifyMember,
} from './member-admin.queries';
import { SuspensionDialog } from './suspension-dialog';
import { getCurrentLanguage } from '../../i18n/i18n';
import { formatDateTime } from '../../lib/format-locale';

const routeApi = getRouteApi('/_admin/admin/users/$userId');

function VerifyForm({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const verify = useVerifyMember(userId);
  const [reason, setReason] = useState('');
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    verify.mutate(reason.trim());
  };
  return (
    <form className="d-flex flex-wrap gap-2 align-items-end" onSubmit={submit}>
      <ReasonField
        id="verify-reason"
        label={t('memberAdmin.page.verifyReason')}
        value={reason}
        onChange={setReason}
        small
      />
      <SubmitButton
        className="btn btn-sm btn-outline-primary"
        pending={verify.isPending}
        label={t('memberAdmin.page.verify')}
        pendingLabel={t('memberAdmin.dialog.working')}
      />
      {verify.isError ? (
        <span className="small text-danger" role="alert">
          {isApiError(verify.error) ? verify.error.message : t('memberAdmin.failed')}
        </span>
      ) : null}
    </form>
  );
}

function ProfileSection({ detail }: { detail: AdminMemberDetail }) {
  const { t } = useTranslation();
  const { member } = detail;
  const change = useChangeSuspension();
  const [asking, setAsking] = useState(false);
  const kind = member.status === 'ACTIVE' ? 'suspend' : 'unsuspend';
  return (
    <Section id="member-profile" title={t('memberAdmin.page.profile')}>
      <dl className="row mb-3">
        <dt className="col-sm-3">{t('memberAdmin.page.email')}</dt>
        <dd className="col-sm-9">
          {member.email ?? t('memberAdmin.noEmail')}{' '}
          {member.emailVerified ? `· ${t('memberAdmin.page.verified')}` : `· ${t('memberAdmin.unverified')}`}
        </dd>
        <dt className="col-sm-3">{t('memberAdmin.tier')}</dt>
        <dd className="col-sm-9">
          <TierBadge tier={member.tier} />
        </dd>
        <dt className="col-sm-3">{t('memberAdmin.status')}</dt>
        <dd className="col-sm-9">
          <MemberStatus member={member} />
          {member.suspensionReason ? <div dir="auto">{member.suspensionReason}</div> : null}
        </dd>
        <dt className="col-sm-3">{t('memberAdmin.page.signIn')}</dt>
        <dd className="col-sm-9">{detail.providers.join(', ') || '—'}</dd>
        <dt className="col-sm-3">{t('memberAdmin.joined')}</dt>
        <dd className="col-sm-9">{formatDateTime(member.createdAt, getCurrentLanguage())}</dd>
      </dl>
      <div className="d-flex flex-wrap gap-3 align-items-end">
        <button
          type="button"
          className={kind === 'suspend' ? 'btn btn-sm btn-danger' : 'btn btn-sm btn-primary'}
          onClick={() => {
            change.reset();
            setAsking(true);
          }}
        >
          {t(`memberAdmin.page.${kind}`)}
        </button>
        {member.email && !member.emailVerified ? <VerifyForm userId={member.id} /> : null}
      </div>
      {asking ? (
        <SuspensionDialog
          kind={kind}
          count={1}
          pending={change.isPending}
          error={
            change.error ? (isApiError(change.error) ? change.error.message : t('memberAdmin.failed')) : null
          }
          onConfirm={(input) => {
            change.mutate(suspensionChangeOf(kind, [member.id], input), {
              onSuccess: () => {
                setAsking(false);
              },
            });
          }}
          onClose={() => {
            setAsking(false);
          }}
        />
      ) : null}
    </Section>
  );
}

function MemberContent({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const detail = useAdminMember(userId);
  if (detail.isError)
    return (
      <ErrorState
        title={t('memberAdmin.page.failed')}
        body={detail.error.message}
        retryLabel={t('memberAdmin.retry')}
        onRetry={() => void detail.refetch()}
      />
    );
  if (!detail.data) return <p role="status">{t('memberAdmin.loading')}</p>;
  return (
    <>
      <h2 className="h4" dir="auto" data-testid="admin-member-name">
        {memberLabel(detail.data.member)}
      </h2>
      <ProfileSection detail={detail.data} />
      <PointsSection detail={detail.data} />
      <SecuritySection detail={detail.data} />
      <LoginsSection detail={detail.data} />
      <DevicesSection detail={detail.data} />
      <MemberInsightPanels userId={userId} />
      <AuditSection detail={detail.data} />
    </>
  );
}

/** Route /admin/users/$userId (canManageUsers): one member's account, activity and the staff actions on it. */
export function MemberPage() {
  const { t } = useTranslation();
  const { userId } = routeApi.useParams();
  return (
    <>
      <p>
        <Link to="/admin/users">{t('memberAdmin.page.back')}</Link>
      </p>
      <MemberContent userId={userId} />
    </>
  );
}

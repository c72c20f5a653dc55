import type { PartnerApplication } from '@streamit/contract';
import { Link } from '@tanstack/react-router';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { useTranslation } from '../../i18n/use-translation';
import { useSession } from '../../lib/use-session';
import { PartnerApplyForm } from './partner-apply-form';
import { useMyPartnerApplications } from './partners.queries';

function ApplicationItem({ application }: { application: PartnerApplication }) {
  const { t } = useTranslation();
  return (
    <li className="mb-2">
      <strong dir="auto">{application.organisationName}</strong>
      {' · '}
      {t(`partners.applicationStatuses.${application.status}`)}
      {application.reason ? (
        <span className="d-block small">{t('partners.reason', { reason: application.reason })}</span>
      ) : null}
      {application.status === 'APPROVED' ? (
        <Link to="/partner" className="d-block small fw-semibold">
          {t('partners.apply.portalLink')}
        </Link>
      ) : null}
    </li>
  );
}

/** The member's applications and, when none is waiting, the form. */
function MemberApplications() {
  const { t } = useTranslation();
  const mine = useMyPartnerApplications(true);
  if (mine.isPending) return <p role="status">{t('partners.apply.loading')}</p>;
  if (!mine.data) return <p role="alert">{t('partners.apply.failed')}</p>;
  const items = mine.data.items;
  const open = items.some((item) => item.status === 'SUBMITTED');
  return (
    <>
      {items.length > 0 ? (
        <section className="card mb-4" aria-labelledby="partner-mine-title">
          <div className="card-body">
            <h2 id="partner-mine-title" className="h5">
              {t('partners.apply.mine')}
            </h2>
            <ul className="list-unstyled mb-0">
              {items.map((item) => (
                <ApplicationItem key={item.id} application={item} />
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      {open ? <p role="status">{t('partners.apply.openNote')}</p> : <PartnerApplyForm />}
    </>
  );
}

/** Route /partners/apply: what partners get, then the member's applications and the form (sign-in first). */
export function PartnerApply() {
  const { t } = useTranslation();
  const { member } = useSession();
  return (
    <>
      <p className="lead">{t('partners.apply.lead')}</p>
      {member ? (
        <MemberApplications />
      ) : (
        <SignInPrompt text={t('partners.apply.signIn')} linkLabel={t('partners.apply.signInLink')} />
      )}
    </>
  );
}

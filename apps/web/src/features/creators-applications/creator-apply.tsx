import type { CreatorApplicationStatusView } from '@streamit/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation';
import { useStoredMemberSync } from '../../lib/use-stored-member-sync';
import { ApplyForm } from './apply-form';
import { useCreatorApplicationStatus, useFreshProfile } from './creator-apply.queries';

function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));
}

/** The member's latest application: its state, staff's reason and what happens next. */
function ApplicationState({ view }: { view: CreatorApplicationStatusView }) {
  const { t, i18n } = useTranslation();
  const application = view.application;
  if (!application) return null;
  return (
    <section className="card mb-4" aria-labelledby="apply-state-title">
      <div className="card-body">
        <h2 id="apply-state-title" className="h5">
          {t('creatorApply.state.title')}
        </h2>
        <p className="mb-1">
          <strong>{t(`creatorApply.statuses.${application.status}`)}</strong>
        </p>
        <p className="mb-1">{t(`creatorApply.next.${application.status}`)}</p>
        {application.reason ? (
          <p className="mb-1">{t('creatorApply.state.reason', { reason: application.reason })}</p>
        ) : null}
        {view.reapplyAllowedAfter ? (
          <p className="mb-0">
            {t('creatorApply.state.reapplyAfter', {
              date: formatDate(view.reapplyAllowedAfter, i18n.language),
            })}
          </p>
        ) : null}
      </div>
    </section>
  );
}

/** Route /creator/apply for a member who is not a creator: the state of their application and the form. */
export function CreatorApply() {
  const { t } = useTranslation();
  const status = useCreatorApplicationStatus();
  const profile = useFreshProfile();
  useStoredMemberSync(profile.data?.user);
  if (status.isPending) return <p role="status">{t('creatorApply.loading')}</p>;
  if (!status.data) return <p role="alert">{t('creatorApply.failed')}</p>;
  const view = status.data;
  const editing = view.application?.status === 'CHANGES_REQUESTED';
  return (
    <>
      <ApplicationState view={view} />
      {view.isContentCreator ? (
        <Link to="/creator/dashboard" className="btn btn-primary">
          {t('creatorGate.openStudio')}
        </Link>
      ) : null}
      {view.canApply || editing ? (
        <ApplyForm key={view.application?.id ?? 'new'} application={editing ? view.application : null} />
      ) : null}
    </>
  );
}

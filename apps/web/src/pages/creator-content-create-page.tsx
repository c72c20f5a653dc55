import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from '../i18n/use-translation';
import { ErrorState } from '../components/error-state';
import { PageTitle } from '../components/page-title';
import { useListCategories } from '../features/catalog/list-categories.queries';
import { CreateWizard } from '../features/creator-content/create-wizard';
import { CreatorOnlyNotice } from '../features/creator-content/creator-gate';
import { useListCreatorActivities } from '../features/creator-content/list-creator-activities.queries';
import { resolveStep, type WizardStep } from '../features/creator-content/wizard-steps';
import { isActiveCreator } from '../lib/member-display';
import { useSession } from '../lib/use-session';

/** Search of /creator/content/create: the draft being worked on and the wizard step. */
export interface CreateContentSearch {
  activity?: string;
  step?: WizardStep;
}

function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="text-body-secondary">
      <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
      {t('creator.wizard.loading')}
    </p>
  );
}

function WizardLoader({ search }: { search: CreateContentSearch }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const categories = useListCategories();
  const list = useListCreatorActivities();
  if (search.activity && list.isPending) return <Loading />;
  if (list.isError && search.activity)
    return (
      <ErrorState
        title={t('creator.errors.loadTitle')}
        body={t('creator.errors.loadBody')}
        retryLabel={t('creator.errors.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  const activity = list.data?.items.find((item) => item.id === search.activity);
  const onNavigate = (step: WizardStep, activityId: string) =>
    void navigate({ to: '/creator/content/create', search: { activity: activityId, step } });
  return (
    <CreateWizard
      categories={categories.data?.categories ?? []}
      activity={activity}
      step={resolveStep(search.step, activity)}
      onNavigate={onNavigate}
    />
  );
}

/** Route /creator/content/create: the upload wizard for creators; others learn how to become one. */
export function CreatorContentCreatePage({ search }: { search: CreateContentSearch }) {
  const { t } = useTranslation();
  const { member } = useSession();
  return (
    <div className="page-container py-4">
      <PageTitle title={t('creator.wizard.title')} />
      {member && !isActiveCreator(member) ? (
        <CreatorOnlyNotice member={member} />
      ) : (
        <WizardLoader search={search} />
      )}
    </div>
  );
}

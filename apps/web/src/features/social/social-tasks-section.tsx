import type { MemberSocialTask, SocialRequirements } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';
import { useProviderConfigured } from '../../lib/configured-providers';
import { useProviderLinkResult, useStartProviderLink } from '../../lib/provider-link';
import { isStepUpRequired, useReauthDialog } from '../../components/reauth-dialog';
import { EvidenceForm } from './evidence-form';
import { useSocialRequirements, useVerifySocialTask } from './social.queries';
import { TweetPreview } from './tweet-preview';

const STATE_BADGES: Record<MemberSocialTask['state'], string> = {
  TO_DO: 'text-bg-secondary',
  PENDING_REVIEW: 'text-bg-warning',
  VERIFIED: 'text-bg-success',
  REJECTED: 'text-bg-danger',
  EXPIRED: 'text-bg-light',
  REVERSED: 'text-bg-dark',
};

/**
 * Links X to the signed-in member: the server answers X's approval page, and X sends the member back here.
 * Without X configured on the server there is no button, only the reason.
 */
function LinkXButton() {
  const { t } = useTranslation();
  const link = useStartProviderLink('/watch-to-earn');
  const reauth = useReauthDialog('social-link-x-reauth');
  const configured = useProviderConfigured('twitter');
  // Linking X adds a way to sign in, so the password is confirmed first (decision 080).
  const startLink = () => {
    reauth.run(link.mutate, 'twitter');
  };
  if (configured === false)
    return <p className="small text-body-secondary mb-0">{t('social.xUnavailable')}</p>;
  return (
    <div>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        disabled={configured !== true || link.isPending || link.isSuccess}
        onClick={startLink}
      >
        {t('social.linkX')}
      </button>
      {reauth.dialog}
      {link.isError && !isStepUpRequired(link.error) ? (
        <p role="alert" className="text-danger small mt-2 mb-0">
          {link.error.message}
        </p>
      ) : null}
    </div>
  );
}

/** What the return from X's approval page says: linked, or why not. */
function LinkNotice() {
  const { t } = useTranslation();
  const result = useProviderLinkResult();
  if (!result) return null;
  if ('linked' in result)
    return (
      <p className="alert alert-success" role="status">
        {t('social.xLinked')}
      </p>
    );
  return (
    <p className="alert alert-danger" role="alert">
      {t('social.linkFailed', { message: result.errorMessage })}
    </p>
  );
}

function TaskAction({ task, requirements }: { task: MemberSocialTask; requirements: SocialRequirements }) {
  const { t } = useTranslation();
  const verify = useVerifySocialTask();
  const open = (task.state === 'TO_DO' || task.state === 'REJECTED') && task.blockedReason === null;
  if (!open) return null;
  if (requirements.mode === 'MANUAL') return <EvidenceForm taskId={task.id} title={task.title} />;
  if (!requirements.xLinked) return <LinkXButton />;
  return (
    <div>
      <button
        type="button"
        className="btn btn-primary btn-sm"
        disabled={verify.isPending}
        onClick={() => {
          verify.mutate({ kind: task.kind, taskId: task.id });
        }}
      >
        {t('social.verify')}
      </button>
      {verify.isError ? (
        <p role="alert" className="text-danger small mt-2 mb-0">
          {verify.error.message}
        </p>
      ) : null}
    </div>
  );
}

function TaskItem({ task, requirements }: { task: MemberSocialTask; requirements: SocialRequirements }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <li className="list-group-item" data-testid="social-task">
      <div className="d-flex flex-wrap justify-content-between gap-2">
        <div>
          <p className="fw-semibold mb-1" dir="auto">
            {task.title}
          </p>
          <p className="small text-body-secondary mb-1">
            {t(`social.kinds.${task.kind}`)} ·{' '}
            <a href={task.targetUrl} target="_blank" rel="noreferrer noopener" dir="ltr">
              {task.kind === 'FOLLOW' ? `@${task.target}` : t('social.openPost')}
            </a>{' '}
            · {t('social.points', { count: task.points, points: number.format(task.points) })}
          </p>
          {task.kind !== 'FOLLOW' && requirements.mode !== 'MANUAL' ? <TweetPreview task={task} /> : null}
          {task.blockedReason && task.state !== 'EXPIRED' ? (
            <p className="small mb-1">{t(`social.blocked.${task.blockedReason}`)}</p>
          ) : null}
          {task.reason ? (
            <p className="small mb-1" dir="auto">
              {t('social.reason', { reason: task.reason })}
            </p>
          ) : null}
        </div>
        <span
          className={`badge align-self-start ${STATE_BADGES[task.state]}`}
          data-testid="social-task-state"
        >
          {t(`social.states.${task.state}`)}
        </span>
      </div>
      <TaskAction task={task} requirements={requirements} />
    </li>
  );
}

/** The Social tasks section of Watch to Earn: each task's state, linking X, Verify, or evidence in manual mode. */
export function SocialTasksSection() {
  const { t } = useTranslation();
  const requirements = useSocialRequirements();
  return (
    <section id="social-tasks" aria-labelledby="social-tasks-title" className="card mt-4">
      <div className="card-body">
        <h2 id="social-tasks-title" className="h5">
          {t('social.title')}
        </h2>
        <p className="text-body-secondary">
          {requirements.data?.mode === 'MANUAL' ? t('social.manualLead') : t('social.lead')}
        </p>
        <LinkNotice />
        {requirements.isPending ? <p role="status">{t('social.loading')}</p> : null}
        {requirements.isError ? <p role="alert">{t('social.failed')}</p> : null}
        {requirements.data?.tasks.length === 0 ? <p>{t('social.empty')}</p> : null}
        {requirements.data && requirements.data.tasks.length > 0 ? (
          <ul className="list-group">
            {requirements.data.tasks.map((task) => (
              <TaskItem key={task.id} task={task} requirements={requirements.data} />
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

import type { AdminMember, SocialBypassBody, SocialTask } from '@streamit/contract';
import { useId, useState, type SyntheticEvent } from 'react';
import { FormAlert } from '../../components/form-field';
import { useTranslation } from '../../i18n/use-translation';
import { failureText } from '../ui/failure-text';
import { ConfirmStep } from '../ui/confirm-step';
import { ReasonField } from '../ui/reason-field';
import { MemberFinder, memberName } from './member-finder';
import { useBypassSocialTask, useSocialTasks } from './social-admin.queries';

function TaskSelect({
  id,
  tasks,
  value,
  onChange,
}: {
  id: string;
  tasks: SocialTask[];
  value: string;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="col-12 col-md-6">
      <label htmlFor={`${id}-task`} className="form-label">
        {t('socialAdmin.bypass.task')}
      </label>
      <select
        id={`${id}-task`}
        className="form-select"
        required
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      >
        <option value="">{t('socialAdmin.bypass.chooseTask')}</option>
        {tasks.map((task) => (
          <option key={task.id} value={task.id}>
            {task.title} ({t(`social.kinds.${task.kind}`)})
          </option>
        ))}
      </select>
    </div>
  );
}

/** What the review led to: the confirmation, a refusal, or the verified claim the server answered. */
function BypassOutcome({
  question,
  confirming,
  missingMember,
  onDone,
  onCancel,
}: {
  question: string;
  confirming: SocialBypassBody | null;
  missingMember: boolean;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const bypass = useBypassSocialTask();
  const claim = bypass.data;
  const refusal = missingMember
    ? t('socialAdmin.bypass.memberRequired')
    : failureText(bypass.error, t('socialAdmin.failed'));
  return (
    <div className="col-12">
      {confirming ? (
        <ConfirmStep
          question={question}
          confirmLabel={t('socialAdmin.bypass.confirm')}
          pending={bypass.isPending}
          onConfirm={() => {
            bypass.mutate(confirming, { onSuccess: onDone });
          }}
          onCancel={onCancel}
        />
      ) : null}
      <FormAlert className="mb-0" message={refusal} />
      {claim ? (
        <p role="status" className="text-success mb-0">
          {t('socialAdmin.bypass.done', {
            task: claim.taskTitle,
            member: claim.memberName ?? claim.memberEmail ?? claim.userId,
            count: claim.points,
            points: claim.points,
          })}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Staff mark a member's social task verified without X (a member whose X account cannot be read, say):
 * reasoned, confirmed first, audited and paid once by the server.
 */
export function SocialBypassForm() {
  const { t } = useTranslation();
  const id = useId();
  const tasks = useSocialTasks();
  const [taskId, setTaskId] = useState('');
  const [member, setMember] = useState<AdminMember | null>(null);
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState<SocialBypassBody | null>(null);
  const [missingMember, setMissingMember] = useState(false);
  const task = tasks.data?.items.find((item) => item.id === taskId);
  const review = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMissingMember(member === null);
    if (member) setConfirming({ taskId, userId: member.id, reason: reason.trim() });
  };
  const question =
    task && member
      ? t('socialAdmin.bypass.question', {
          task: task.title,
          member: memberName(member),
          count: task.points,
          points: task.points,
          reason: reason.trim(),
        })
      : '';
  return (
    <section className="card mb-4" aria-labelledby={`${id}-title`}>
      <form className="card-body row g-3" onSubmit={review} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="h5 col-12 mb-0">
          {t('socialAdmin.bypass.title')}
        </h2>
        <p className="col-12 small text-body-secondary mb-0">{t('socialAdmin.bypass.lead')}</p>
        <TaskSelect id={id} tasks={tasks.data?.items ?? []} value={taskId} onChange={setTaskId} />
        <ReasonField
          id={`${id}-reason`}
          label={t('socialAdmin.bypass.reason')}
          value={reason}
          onChange={setReason}
          className="col-12 col-md-6"
        />
        <MemberFinder
          id={id}
          picked={member?.id ?? ''}
          onPick={(next) => {
            setMember(next);
            setConfirming(null);
          }}
        />
        <div className="col-12">
          <button type="submit" className="btn btn-outline-primary" disabled={confirming !== null}>
            {t('socialAdmin.bypass.review')}
          </button>
        </div>
        <BypassOutcome
          question={question}
          confirming={confirming}
          missingMember={missingMember}
          onDone={() => {
            setConfirming(null);
            setReason('');
          }}
          onCancel={() => {
            setConfirming(null);
          }}
        />
      </form>
    </section>
  );
}

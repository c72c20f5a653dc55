import type { SocialTask } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';
import { DataTable } from '../ui/data-table';
import { useSocialTasks, useToggleSocialTask } from './social-admin.queries';
import { SocialBypassForm } from './social-bypass-form';
import { SocialClaimQueue } from './social-claim-queue';
import { SocialTaskForm } from './social-task-form';

function TaskRow({ task }: { task: SocialTask }) {
  const { t } = useTranslation();
  const toggle = useToggleSocialTask();
  return (
    <tr>
      <td dir="auto">{task.title}</td>
      <td>{t(`social.kinds.${task.kind}`)}</td>
      <td dir="ltr">{task.target}</td>
      <td>{task.points}</td>
      <td>
        {task.maxCompletions === null
          ? task.completions
          : `${String(task.completions)} / ${String(task.maxCompletions)}`}
      </td>
      <td>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          disabled={toggle.isPending}
          onClick={() => {
            toggle.mutate(task);
          }}
        >
          {task.active
            ? t('socialAdmin.tasks.pause', { title: task.title })
            : t('socialAdmin.tasks.resume', { title: task.title })}
        </button>
      </td>
    </tr>
  );
}

function TaskTable() {
  const { t } = useTranslation();
  const tasks = useSocialTasks();
  if (tasks.isError) return <p role="alert">{t('socialAdmin.failed')}</p>;
  if (!tasks.data) return <p role="status">{t('social.loading')}</p>;
  if (tasks.data.items.length === 0) return <p>{t('social.empty')}</p>;
  return (
    <DataTable
      caption={t('socialAdmin.tasks.caption')}
      captionHidden
      roomy
      heads={[
        t('socialAdmin.form.name'),
        t('socialAdmin.form.kind'),
        t('socialAdmin.tasks.target'),
        t('socialAdmin.form.points'),
        t('socialAdmin.tasks.completions'),
        t('socialAdmin.tasks.status'),
      ]}
    >
      {tasks.data.items.map((task) => (
        <TaskRow key={task.id} task={task} />
      ))}
    </DataTable>
  );
}

/** Route /admin/social-tasks (canManagePoints): social tasks, the manual review queue and the staff bypass. */
export function SocialTasksPage() {
  return (
    <>
      <SocialClaimQueue />
      <SocialTaskForm />
      <TaskTable />
      <SocialBypassForm />
    </>
  );
}

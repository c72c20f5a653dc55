import { type JobRun, type TaskStatus } from '@streamit/contract';
import { PendingButton } from '../../components/pending-button';
import { useTranslation } from '../../i18n/use-translation';
import { describeCron } from './cron-schedule';
import { isApiError } from '../../lib/api-client';
import { useRunTask, useTasksStatus } from './ops.queries';
import { DataTable } from '../ui/data-table';
import { QueryState } from '../ui/query-state';
import { useOpsFormat } from './ops-format';
import './ops.css';

/** A task's cron schedule in words; a pattern we do not word is shown as written. */
function ScheduleWords({ cron }: { cron: string }) {
  const { t, i18n } = useTranslation();
  const words = describeCron(cron, i18n.language);
  const text = t(`adminOps.tasks.cron.${words.key}`, words.values);
  return (
    <span data-cron={cron} title={cron}>
      {text}
      {words.key === 'custom' ? (
        <>
          {' '}
          <code dir="ltr">{cron}</code>
        </>
      ) : null}
    </span>
  );
}

function resultText(run: JobRun): string {
  if (run.error) return run.error;
  return Object.entries(run.result ?? {})
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');
}

function RunHistory({ task }: { task: TaskStatus }) {
  const { t } = useTranslation();
  const format = useOpsFormat();
  const name = t(`adminOps.tasks.names.${task.task}`);
  if (task.lastRuns.length === 0)
    return <p className="small text-body-secondary">{t('adminOps.tasks.never')}</p>;
  return (
    <DataTable
      caption={t('adminOps.tasks.historyCaption', { task: name })}
      heads={[
        t('adminOps.tasks.started'),
        t('adminOps.tasks.status'),
        t('adminOps.tasks.duration'),
        t('adminOps.tasks.trigger'),
        t('adminOps.tasks.result'),
      ]}
    >
      {task.lastRuns.map((run) => (
        <tr key={run.id} data-run-status={run.status}>
          <td>{format.dateTime(run.startedAt)}</td>
          <td>{t(`adminOps.tasks.statuses.${run.status}`)}</td>
          <td>{run.durationMs === null ? '—' : `${format.number(run.durationMs / 1000)} s`}</td>
          <td>{t(`adminOps.tasks.triggers.${run.trigger}`)}</td>
          <td dir="auto">{resultText(run)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

function TaskCard({ task }: { task: TaskStatus }) {
  const { t } = useTranslation();
  const run = useRunTask();
  const name = t(`adminOps.tasks.names.${task.task}`);
  const refused = isApiError(run.error) && run.error.code === 'TASK_ALREADY_RUNNING';
  const headingId = `task-${task.task}`;
  return (
    <section className="card p-3 mb-3" aria-labelledby={headingId} data-task={task.task}>
      <div className="d-flex flex-wrap gap-2 justify-content-between align-items-start">
        <div>
          <h2 id={headingId} className="h5 mb-1">
            {name}
          </h2>
          <p className="small text-body-secondary mb-1">{t(`adminOps.tasks.descriptions.${task.task}`)}</p>
          <p className="small mb-0">
            {t('adminOps.tasks.schedule')}: <ScheduleWords cron={task.schedule} />
          </p>
        </div>
        {task.running ? (
          <div className="ops-progress" aria-live="polite">
            <div
              className="progress"
              role="progressbar"
              aria-label={t('adminOps.tasks.running', { progress: task.running.progress })}
              aria-valuenow={task.running.progress}
              aria-valuemin={0}
              aria-valuemax={100}
            >
              <div className="progress-bar" style={{ width: `${task.running.progress}%` }} />
            </div>
            <span className="small">{t('adminOps.tasks.running', { progress: task.running.progress })}</span>
          </div>
        ) : (
          <PendingButton
            pending={run.isPending}
            label={t('adminOps.tasks.runNowTask', { task: name })}
            pendingLabel={t('adminOps.loading')}
            className="btn btn-outline-primary btn-sm"
            onClick={() => {
              run.mutate(task.task);
            }}
          />
        )}
      </div>
      {refused ? (
        <p className="small text-warning-emphasis mt-2 mb-0" role="status">
          {t('adminOps.tasks.alreadyRunning')}
        </p>
      ) : null}
      <div className="mt-3">
        <RunHistory task={task} />
      </div>
    </section>
  );
}

/** Route /admin/tasks (SUPER_ADMIN, ADMIN): schedules, progress and last runs; run a task now. */
export function TasksPage() {
  const status = useTasksStatus();
  return (
    <>
      <QueryState query={status}>
        {(data) => data.tasks.map((task) => <TaskCard key={task.task} task={task} />)}
      </QueryState>
    </>
  );
}

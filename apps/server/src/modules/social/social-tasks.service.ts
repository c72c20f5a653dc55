import type { SocialTask, SocialTaskBody, SocialTaskList, SocialTaskUpdateBody } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { toStaffTask } from './social-view.js';
import { requireTask } from './social-verify.service.js';
import { insertTask, selectTasks, updateTaskAtVersion, type NewSocialTask } from './social.repository.js';

/** Who acts, for the audit log. */
export interface Operator {
  adminId: string;
  ip: string;
}

const date = (value: string | null | undefined) => (value ? new Date(value) : null);

function columnsOf(body: SocialTaskBody): Omit<NewSocialTask, 'createdByAdminId'> {
  return {
    kind: body.kind,
    title: body.title,
    target: body.kind === 'FOLLOW' ? body.target.replace(/^@/, '') : body.target,
    points: body.points,
    maxCompletions: body.maxCompletions ?? null,
    startsAt: date(body.startsAt),
    endsAt: date(body.endsAt),
    minTier: body.minTier ?? null,
    active: body.active ?? true,
  };
}

/** GET /admin/social-tasks. */
export async function listTasks(deps: AppDeps): Promise<SocialTaskList> {
  return { items: (await selectTasks(deps.db)).map(toStaffTask) };
}

/** POST /admin/social-tasks: created and audited in one transaction. */
export function createTask(deps: AppDeps, operator: Operator, body: SocialTaskBody): Promise<SocialTask> {
  return deps.db.transaction(async (tx) => {
    const task = toStaffTask(
      await insertTask(tx, { ...columnsOf(body), createdByAdminId: operator.adminId }),
    );
    await recordAuditEvent(tx, {
      actorAdminId: operator.adminId,
      action: 'social.task_created',
      targetType: 'social_task',
      targetId: task.id,
      ip: operator.ip,
      details: { after: task },
    });
    return task;
  });
}

/** PUT /admin/social-tasks/:id: only at the version the editor read (else 409 CONFLICT); audited. */
export function updateTask(
  deps: AppDeps,
  operator: Operator,
  id: string,
  body: SocialTaskUpdateBody,
): Promise<SocialTask> {
  return deps.db.transaction(async (tx) => {
    const before = toStaffTask(await requireTask(tx, id));
    const row = await updateTaskAtVersion(tx, id, body.version, columnsOf(body));
    if (!row) throw new AppError('CONFLICT');
    const after = toStaffTask(row);
    await recordAuditEvent(tx, {
      actorAdminId: operator.adminId,
      action: 'social.task_updated',
      targetType: 'social_task',
      targetId: id,
      ip: operator.ip,
      details: { before, after },
    });
    return after;
  });
}

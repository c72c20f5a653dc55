import type {
  CreateActivityBody,
  CreatorActivity,
  TranscodeStatus,
  UpdateActivityBody,
} from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { requireOwnedRow } from '../../http/owned-row.js';
import { generateKeyToken } from '../media/media-storage.js';
import { mediaStorageFor, mediaUrl, SERVED_KEY_ROOT } from '../media/media-paths.js';
import { getTranscodeStatus, retryTranscode } from '../media/media.service.js';
import {
  findActivityById,
  insertActivity,
  deleteActivityRow,
  updateActivityFields,
} from '../activities/activities.queries.js';
import { assertContentCreator, type ContentActor } from '../content-access/content-guards.js';
import {
  findActivityForCreator,
  findCreatorActivities,
  replaceActivityTags,
  slugifyTitle,
} from './creator-content.repository.js';

type CreatorRow = NonNullable<Awaited<ReturnType<typeof findActivityForCreator>>>;

function toCreatorActivity({ activity, job, tagTitles, thumbnailKey }: CreatorRow): CreatorActivity {
  const { id, type, slug, title, description, categoryId, licence, visibility, status } = activity;
  return {
    id,
    type,
    slug,
    title,
    description,
    categoryId,
    licence,
    visibility,
    status,
    tags: tagTitles,
    publishAt: activity.publishAt?.toISOString() ?? null,
    durationSeconds: activity.durationSeconds,
    viewCount: activity.viewCount,
    thumbnailUrl: thumbnailKey ? mediaUrl(thumbnailKey) : null,
    transcode: job && {
      state: job.state,
      progress: job.progress,
      attempts: job.attempts,
      failureReason: job.failureReason,
    },
    createdAt: activity.createdAt.toISOString(),
    updatedAt: activity.updatedAt.toISOString(),
  };
}

async function loadCreatorActivity(deps: AppDeps, id: string): Promise<CreatorActivity> {
  const row = await findActivityForCreator(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toCreatorActivity(row);
}

/** The activity if `userId` created it; 404 otherwise (someone else's content is not revealed). */
export async function requireOwnActivity(deps: AppDeps, userId: string, id: string) {
  return requireOwnedRow(await findActivityById(deps.db, id), (activity) => activity.creatorId === userId, {
    resource: 'creator_activity',
    actorId: userId,
  });
}

/** The activity if the actor may manage it: its creator, or an admin already checked by the guard. */
export async function requireManageableActivity(deps: AppDeps, actor: ContentActor, id: string) {
  if (actor.kind === 'member') return requireOwnActivity(deps, actor.userId, id);
  const activity = await findActivityById(deps.db, id);
  if (!activity) throw new AppError('NOT_FOUND');
  return activity;
}

/** POST /activities/create: a DRAFT video of the signed-in creator. */
export async function createCreatorActivity(
  deps: AppDeps,
  userId: string,
  body: CreateActivityBody,
): Promise<CreatorActivity> {
  await assertContentCreator(deps, userId);
  const id = await deps.db.transaction(async (tx) => {
    const activity = await insertActivity(tx, {
      type: body.type,
      title: body.title,
      description: body.description ?? '',
      creatorId: userId,
      slug: `${slugifyTitle(body.title)}-${generateKeyToken().slice(0, 10).toLowerCase()}`,
      categoryId: body.categoryId ?? null,
      licence: body.licence,
      visibility: body.visibility,
      publishAt: body.publishAt ? new Date(body.publishAt) : null,
    });
    await replaceActivityTags(tx, activity.id, body.tags ?? []);
    return activity.id;
  });
  return loadCreatorActivity(deps, id);
}

/** PATCH /activities/:id: the creator changes their own activity's fields. */
export async function updateCreatorActivity(
  deps: AppDeps,
  userId: string,
  id: string,
  body: UpdateActivityBody,
): Promise<CreatorActivity> {
  await assertContentCreator(deps, userId);
  await requireOwnActivity(deps, userId, id);
  const { tags, publishAt, ...fields } = body;
  await deps.db.transaction(async (tx) => {
    await updateActivityFields(tx, id, {
      ...fields,
      ...(publishAt === undefined ? {} : { publishAt: publishAt ? new Date(publishAt) : null }),
    });
    if (tags) await replaceActivityTags(tx, id, tags);
  });
  return loadCreatorActivity(deps, id);
}

/** DELETE /activities/:id: the row goes (assets, jobs, sessions cascade), then every stored file of it. */
export async function deleteManagedActivity(deps: AppDeps, actor: ContentActor, id: string) {
  if (actor.kind === 'member') await assertContentCreator(deps, actor.userId);
  await requireManageableActivity(deps, actor, id);
  if (!(await deleteActivityRow(deps.db, id))) throw new AppError('NOT_FOUND');
  const storage = mediaStorageFor(deps.config);
  await storage.deletePrefix(`${SERVED_KEY_ROOT}/${id}`);
  await storage.deletePrefix(`sources/${id}`);
  return { id, deleted: true as const };
}

/** GET /creator/activities. */
export async function listCreatorActivities(deps: AppDeps, userId: string) {
  await assertContentCreator(deps, userId);
  const rows = await findCreatorActivities(deps.db, userId);
  return { items: rows.map(toCreatorActivity) };
}

/** POST /activities/:id/retry-transcode. */
export async function retryManagedTranscode(
  deps: AppDeps,
  actor: ContentActor,
  id: string,
): Promise<TranscodeStatus> {
  await requireManageableActivity(deps, actor, id);
  await retryTranscode(deps, id);
  return getTranscodeStatus(deps, id);
}

/** GET /activities/:id/transcode-status. */
export async function getManagedTranscodeStatus(
  deps: AppDeps,
  actor: ContentActor,
  id: string,
): Promise<TranscodeStatus> {
  await requireManageableActivity(deps, actor, id);
  return getTranscodeStatus(deps, id);
}

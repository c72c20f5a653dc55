import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { TRANSCODE_STORAGE_FULL_REASON } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { findActivityById, transitionActivity } from '../activities/activities.queries.js';
import { DEMO_CLIP_RECIPES, renderDemoClip, type DemoClipRecipe } from './demo-clips.js';
import { MediaRejectedError, probeMediaFile } from './media-probe.js';
import { createWorkDir, mediaStorageFor, newSourceKey } from './media-paths.js';
import { findMediaAssets, insertMediaAssets } from './media.repository.js';
import { isDiskFull, type MediaStorage } from './media-storage.js';
import { mediaLog } from './media-log.js';
import { getMediaTools, type MediaTools } from './media-tools.js';
import { TRANSCODE_MAX_ATTEMPTS, type TranscodeMessage } from './media-queue.js';
import { buildTranscodeArgs } from './transcode-command.js';
import { publishTranscodeOutputs } from './transcode-output.js';
import { planTranscode } from './transcode-plan.js';
import { LostJobError, runTranscodePass, TranscodeFailure } from './transcode-run.js';
import {
  claimTranscodeJob,
  finishTranscodeAttempt,
  recordTranscodeProgress,
  type AttemptRef,
} from './transcode.repository.js';

interface AttemptContext {
  deps: AppDeps;
  storage: MediaStorage;
  activityId: string;
  ref: AttemptRef;
  workDir: string;
}

/** The recipe of a demo activity's clip; none for anything a person uploaded. */
async function findDemoRecipe(context: AttemptContext): Promise<DemoClipRecipe | undefined> {
  const activity = await findActivityById(context.deps.db, context.activityId);
  return activity?.isDemo ? DEMO_CLIP_RECIPES[activity.slug] : undefined;
}

/** The stored source of an activity; demo activities get theirs drawn by ffmpeg on first run. */
async function resolveSourceKey(
  context: AttemptContext,
  tools: MediaTools,
  recipe: DemoClipRecipe | undefined,
): Promise<string> {
  const { deps, storage, activityId } = context;
  const [source] = await findMediaAssets(deps.db, activityId, ['SOURCE']);
  if (source) return source.storageKey;
  if (!recipe) throw new TranscodeFailure('There is no uploaded video to process. Please upload it again.');
  const rendered = path.join(context.workDir, 'demo-source.mp4');
  await renderDemoClip(tools.ffmpeg, recipe, rendered);
  const key = newSourceKey(activityId);
  const stored = await storage.putFile(key, rendered);
  await insertMediaAssets(deps.db, [
    { activityId, kind: 'SOURCE', storageKey: key, mime: 'video/mp4', bytes: stored.bytes },
  ]);
  return key;
}

/** One attempt: probe the source, run the ffmpeg pass, store and publish the outputs. */
async function transcodeOnce(context: AttemptContext): Promise<void> {
  const { deps, storage, ref } = context;
  const tools = await getMediaTools(deps.config).catch((error: unknown) => {
    throw new TranscodeFailure('The video tools are not available on the server.', String(error));
  });
  const recipe = await findDemoRecipe(context);
  const sourceKey = await resolveSourceKey(context, tools, recipe);
  const outDir = path.join(context.workDir, 'out');
  await mkdir(outDir, { recursive: true });
  const { source, plan } = await storage.withLocalFile(sourceKey, async (sourcePath) => {
    const probed = await probeMediaFile(tools.ffprobe, sourcePath);
    const transcodePlan = planTranscode(probed, recipe?.ladder);
    if (!(await recordTranscodeProgress(deps.db, ref, 'TRANSCODING', 0)))
      throw new LostJobError('Job taken over');
    const args = buildTranscodeArgs({
      sourcePath,
      demuxer: probed.demuxer,
      workDir: outDir,
      plan: transcodePlan,
      preset: deps.config.TRANSCODE_PRESET,
    });
    await runTranscodePass({
      ffmpeg: tools.ffmpeg,
      args,
      durationSeconds: probed.durationSeconds,
      onProgress: (percent) => recordTranscodeProgress(deps.db, ref, 'TRANSCODING', percent),
    });
    return { source: probed, plan: transcodePlan };
  });
  await publishTranscodeOutputs(deps, storage, {
    ref,
    activityId: context.activityId,
    workDir: outDir,
    plan,
    source,
  });
}

/** Readable reason of a failed attempt; internals go to the log, never to the creator. */
export function describeFailure(error: unknown): string {
  if (error instanceof MediaRejectedError) return error.reason;
  if (error instanceof TranscodeFailure) return error.reason;
  if (isDiskFull(error)) return TRANSCODE_STORAGE_FULL_REASON;
  return 'Processing failed because of a server problem.';
}

/**
 * Records a failed attempt. Refused files and the last allowed attempt fail for good (the activity
 * becomes FAILED and "retry" is offered); otherwise the job is QUEUED again and the error rethrown
 * so pg-boss retries it with backoff.
 */
async function recordFailure(context: AttemptContext, attempt: number, error: unknown): Promise<void> {
  if (error instanceof LostJobError) return;
  const reason = describeFailure(error);
  mediaLog(context.deps.config).warn(
    { err: error, activityId: context.activityId, attempt },
    'transcode attempt failed',
  );
  const final = attempt >= TRANSCODE_MAX_ATTEMPTS || error instanceof MediaRejectedError;
  const { deps, ref, activityId } = context;
  const owned = await deps.db.transaction(async (tx) => {
    const state = final ? 'FAILED' : 'QUEUED';
    if (!(await finishTranscodeAttempt(tx, ref, { state, failureReason: reason }))) return false;
    if (final) await transitionActivity(tx, activityId, ['PROCESSING'], 'FAILED');
    return true;
  });
  if (owned && !final) throw error;
}

/**
 * Handler of `media.transcode`: claims the activity's job (a duplicate or stale message finds nothing to
 * claim and returns), runs one attempt in a private work folder and always removes that folder.
 */
export async function runTranscodeJob(deps: AppDeps, message: TranscodeMessage): Promise<void> {
  const job = await claimTranscodeJob(deps.db, message.activityId, deps.config.TRANSCODE_STALL_SECONDS);
  if (!job?.startedAt) return;
  const ref = { jobId: job.id, startedAt: job.startedAt };
  const workDir = await createWorkDir(deps.config);
  try {
    const context = {
      deps,
      storage: mediaStorageFor(deps.config),
      activityId: message.activityId,
      ref,
      workDir,
    };
    await transcodeOnce(context).catch((error: unknown) => recordFailure(context, job.attempts, error));
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { notifyPublicReadsChanged } from '../../http/public-cache-invalidation.js';
import type { AppDeps } from '../../app-deps.js';
import { completeActivityProcessing } from '../activities/activities.queries.js';
import { finishHlsOutput, renderStoryboardVtt } from './hls-master.js';
import type { ProbedMedia } from './media-probe.js';
import { deleteMediaAssets, insertMediaAssets, type NewMediaAsset } from './media.repository.js';
import { newOutputPrefix } from './media-paths.js';
import type { MediaStorage } from './media-storage.js';
import { OUTPUT_NAMES } from './transcode-command.js';
import type { TranscodePlan } from './transcode-plan.js';
import { finishTranscodeAttempt, type AttemptRef } from './transcode.repository.js';
import { LostJobError } from './transcode-run.js';

/** The folder a key lives in at the transcode level (`activities/<id>/<token>`), for cleaning up. */
function outputPrefixOf(key: string): string | undefined {
  const parts = key.split('/');
  return parts[0] === 'activities' && parts.length > 3 ? parts.slice(0, 3).join('/') : undefined;
}

/** Writes the master playlist and the storyboard index next to ffmpeg's files; returns asset rows. */
async function describeOutputs(
  workDir: string,
  prefix: string,
  context: { activityId: string; plan: TranscodePlan; source: ProbedMedia },
): Promise<NewMediaAsset[]> {
  const { activityId, plan, source } = context;
  const hlsDir = path.join(workDir, OUTPUT_NAMES.hlsDir);
  const renditions = await finishHlsOutput(hlsDir, plan.renditions, {
    hasAudio: plan.hasAudio,
    frameRate: source.frameRate,
  });
  const vtt = renderStoryboardVtt(plan.extras, source.durationSeconds, OUTPUT_NAMES.storyboard);
  await writeFile(path.join(workDir, 'storyboard.vtt'), vtt);
  const base = { activityId, durationSeconds: source.durationSeconds };
  const maxWidth = Math.max(...renditions.map((r) => r.width));
  const maxHeight = Math.max(...renditions.map((r) => r.height));
  return [
    {
      ...base,
      kind: 'HLS_MASTER',
      storageKey: `${prefix}/hls/master.m3u8`,
      mime: 'application/vnd.apple.mpegurl',
      width: maxWidth,
      height: maxHeight,
    },
    ...renditions.map((r): NewMediaAsset => ({
      ...base,
      kind: 'RENDITION',
      label: r.name,
      storageKey: `${prefix}/hls/${r.playlist}`,
      mime: 'application/vnd.apple.mpegurl',
      width: r.width,
      height: r.height,
      bitrate: r.averageBandwidth,
    })),
    { activityId, kind: 'THUMBNAIL', storageKey: `${prefix}/${OUTPUT_NAMES.thumbnail}`, mime: 'image/jpeg' },
    {
      ...base,
      kind: 'PREVIEW',
      storageKey: `${prefix}/${OUTPUT_NAMES.preview}`,
      mime: 'video/mp4',
      durationSeconds: plan.extras.previewSeconds,
    },
    { ...base, kind: 'STORYBOARD', storageKey: `${prefix}/storyboard.vtt`, mime: 'text/vtt' },
  ];
}

async function fillSizes(storage: MediaStorage, rows: NewMediaAsset[]): Promise<void> {
  for (const row of rows) row.bytes = (await storage.stat(row.storageKey))?.bytes ?? 0;
}

/**
 * Stores a finished pass and swaps it in: new asset rows replace the old derived ones, the job becomes
 * READY and the activity leaves PROCESSING in one transaction; then the old outputs and the source
 * files are deleted. If anything fails before the commit, the new files are removed again.
 */
export async function publishTranscodeOutputs(
  deps: AppDeps,
  storage: MediaStorage,
  input: { ref: AttemptRef; activityId: string; workDir: string; plan: TranscodePlan; source: ProbedMedia },
): Promise<void> {
  const prefix = newOutputPrefix(input.activityId);
  try {
    const rows = await describeOutputs(input.workDir, prefix, input);
    await storage.putDirectory(prefix, input.workDir);
    await fillSizes(storage, rows);
    const obsolete = await deps.db.transaction(async (tx) => {
      if (!(await finishTranscodeAttempt(tx, input.ref, { state: 'READY' })))
        throw new LostJobError('Job taken over');
      const old = await deleteMediaAssets(tx, input.activityId, [
        'HLS_MASTER',
        'RENDITION',
        'THUMBNAIL',
        'PREVIEW',
        'STORYBOARD',
        'SOURCE',
      ]);
      await insertMediaAssets(tx, rows);
      await completeActivityProcessing(tx, input.activityId, Math.round(input.source.durationSeconds));
      // Delivered at commit: every API process drops its cached public reads (the video may now be listed).
      await notifyPublicReadsChanged(tx);
      return old;
    });
    await removeObsolete(storage, obsolete);
  } catch (error) {
    await storage.deletePrefix(prefix);
    throw error;
  }
}

/** Deletes replaced files: whole output folders, and single keys such as the source. */
async function removeObsolete(storage: MediaStorage, keys: string[]): Promise<void> {
  const prefixes = new Set<string>();
  for (const key of keys) {
    const prefix = outputPrefixOf(key);
    if (prefix) prefixes.add(prefix);
    else await storage.delete(key);
  }
  for (const prefix of prefixes) await storage.deletePrefix(prefix);
}

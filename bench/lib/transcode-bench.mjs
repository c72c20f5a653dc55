import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createDraftVideo, uploadVideo, waitForTranscode } from './member-api.mjs';

const run = promisify(execFile);

/**
 * @typedef {object} TranscodeFigures
 * @property {number} clipSeconds length of the measured clip
 * @property {number} rounds how many times each was measured (alternating); the figures are the fastest
 * @property {number} rawSeconds wall time of the pipeline's ffmpeg command run directly
 * @property {number} jobSeconds the job's own startedAt → finishedAt (probe, ffmpeg, storing, publishing)
 * @property {number} endToEndSeconds upload finished → transcode-status READY, as a creator sees it
 */

const ROUNDS = 2;

/**
 * The exact ffmpeg command the transcoding job would run for a file, built by the server's own code.
 * @param {string} repoRoot
 * @param {string} sourcePath
 * @param {string} outDir
 * @returns {Promise<{ ffmpeg: string, args: string[], durationSeconds: number }>}
 */
async function pipelineCommand(repoRoot, sourcePath, outDir) {
  const cli = path.join(repoRoot, 'apps/server/dist/cli/transcode-command.js');
  const { stdout } = await run(process.execPath, [cli, '--source', sourcePath, '--out', outDir], {
    cwd: repoRoot,
  });
  return JSON.parse(stdout);
}

/**
 * Times the pipeline's own ffmpeg command line on the clip, outside the server.
 * @param {string} repoRoot
 * @param {string} clipPath
 */
async function timeRawCommand(repoRoot, clipPath) {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'streamit-bench-raw-'));
  try {
    const command = await pipelineCommand(repoRoot, clipPath, outDir);
    const started = performance.now();
    await run(command.ffmpeg, command.args, { maxBuffer: 64 * 1024 * 1024 });
    return (performance.now() - started) / 1000;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/**
 * Uploads the clip as a creator and times the job through the queue until the creator sees READY.
 * @param {{ baseUrl: string, token: string, clipPath: string, timeoutSeconds: number }} input
 */
async function timePipeline({ baseUrl, token, clipPath, timeoutSeconds }) {
  const activityId = await createDraftVideo(baseUrl, token, `Bench clip ${new Date().toISOString()}`);
  await uploadVideo(baseUrl, token, activityId, clipPath);
  const uploaded = performance.now();
  const status = await waitForTranscode(baseUrl, token, activityId, timeoutSeconds);
  const endToEndSeconds = (performance.now() - uploaded) / 1000;
  const jobMs = Date.parse(status.finishedAt ?? '') - Date.parse(status.startedAt ?? '');
  return { endToEndSeconds, jobSeconds: jobMs / 1000 };
}

/**
 * Measures the raw command and the pipeline on the same clip in the same run, alternating (raw, pipeline,
 * raw, pipeline) so neither always runs on a colder or warmer machine, and keeps each one's fastest round.
 * @param {{ repoRoot: string, baseUrl: string, token: string, clipPath: string, clipSeconds: number, timeoutSeconds: number }} input
 * @returns {Promise<TranscodeFigures>}
 */
export async function measureTranscoding(input) {
  /** @type {number[]} */
  const raw = [];
  /** @type {number[]} */
  const job = [];
  /** @type {number[]} */
  const endToEnd = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    raw.push(await timeRawCommand(input.repoRoot, input.clipPath));
    const pipeline = await timePipeline(input);
    job.push(pipeline.jobSeconds);
    endToEnd.push(pipeline.endToEndSeconds);
  }
  return {
    clipSeconds: input.clipSeconds,
    rounds: ROUNDS,
    rawSeconds: Math.min(...raw),
    jobSeconds: Math.min(...job),
    endToEndSeconds: Math.min(...endToEnd),
  };
}

import { runTool, type ToolResult } from './media-process.js';

/** Why an attempt stopped before finishing, in words a creator can read. */
export class TranscodeFailure extends Error {
  readonly reason: string;

  constructor(reason: string, detail?: string) {
    super(detail ? `${reason} (${detail})` : reason);
    this.reason = reason;
  }
}

/** Raised when another run took the job over (sweeper or a newer upload); nothing more is recorded. */
export class LostJobError extends Error {}

export interface TranscodePassInput {
  ffmpeg: string;
  args: string[];
  durationSeconds: number;
  /** Called with 0-99 as ffmpeg advances (and as a heartbeat); resolves false when the job was lost. */
  onProgress: (percent: number) => Promise<boolean>;
}

const HEARTBEAT_MS = 5_000;

/** Time allowed for one pass: ten minutes plus ten times the video's length. */
export function transcodeTimeoutMs(durationSeconds: number): number {
  return 10 * 60_000 + Math.ceil(durationSeconds * 10_000);
}

/** Percent done from one `-progress` line (`out_time_us=…`), or undefined for other lines. */
export function parseProgressLine(line: string, durationSeconds: number): number | undefined {
  const match = /^out_time_(?:us|ms)=(\d+)$/.exec(line.trim());
  if (!match || durationSeconds <= 0) return undefined;
  const seconds = Number(match[1]) / 1_000_000;
  return Math.max(0, Math.min(99, Math.floor((seconds / durationSeconds) * 100)));
}

function explainExit(result: ToolResult): TranscodeFailure {
  if (result.timedOut) return new TranscodeFailure('Processing took too long and was stopped.');
  return new TranscodeFailure(
    'The video could not be converted.',
    `ffmpeg exit ${result.exitCode}: ${result.stderrTail.trim()}`,
  );
}

/**
 * Runs the one ffmpeg pass, turning `-progress pipe:1` into throttled progress reports (a change of
 * percent, or every 5 s as a heartbeat). Kills ffmpeg and throws LostJobError when a report says so.
 */
export async function runTranscodePass(input: TranscodePassInput): Promise<void> {
  const controller = new AbortController();
  let lastPercent = -1;
  let lastReport = 0;
  let reporting: Promise<void> = Promise.resolve();
  // Shared with callbacks: set when a progress report finds the job owned by another run.
  const ownership = { lost: false };
  const report = (percent: number) => {
    reporting = reporting
      .then(() => input.onProgress(percent))
      .then((owned) => {
        if (!owned && !ownership.lost) {
          ownership.lost = true;
          controller.abort();
        }
      });
  };
  const onStdoutLine = (line: string) => {
    const percent = parseProgressLine(line, input.durationSeconds);
    if (percent === undefined || ownership.lost) return;
    const now = Date.now();
    if (percent === lastPercent && now - lastReport < HEARTBEAT_MS) return;
    [lastPercent, lastReport] = [percent, now];
    report(percent);
  };
  const timeoutMs = transcodeTimeoutMs(input.durationSeconds);
  const result = await runTool(input.ffmpeg, input.args, {
    timeoutMs,
    signal: controller.signal,
    onStdoutLine,
  }).catch((error: unknown) => {
    if (ownership.lost) throw new LostJobError('The transcode job was taken over');
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new TranscodeFailure('The video tools are not available on the server.', String(error));
    }
    throw error;
  });
  await reporting;
  if (ownership.lost) throw new LostJobError('The transcode job was taken over');
  if (result.exitCode !== 0) throw explainExit(result);
}

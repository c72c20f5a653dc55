import { TRANSCODE_STORAGE_FULL_REASON } from '@streamit/contract';
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

// ffmpeg's words (strerror) for ENOSPC and EDQUOT, when a write of its outputs finds the disk full.
const DISK_FULL_OUTPUT = /No space left on device|Disk quota exceeded/;

function explainExit(result: ToolResult): TranscodeFailure {
  if (result.timedOut) return new TranscodeFailure('Processing took too long and was stopped.');
  return new TranscodeFailure(
    'The video could not be converted.',
    `ffmpeg exit ${result.exitCode}: ${result.stderrTail.trim()}`,
  );
}

/** Throttles progress to a change of percent or a 5 s heartbeat, and aborts when the job was lost. */
function createProgressReporter(input: TranscodePassInput, controller: AbortController) {
  const state = {
    lost: false,
    lastPercent: -1,
    lastReport: 0,
    chain: Promise.resolve(),
    failure: undefined as Error | undefined,
  };
  const onStdoutLine = (line: string) => {
    const percent = parseProgressLine(line, input.durationSeconds);
    const now = Date.now();
    if (percent === undefined || state.lost) return;
    if (percent === state.lastPercent && now - state.lastReport < HEARTBEAT_MS) return;
    [state.lastPercent, state.lastReport] = [percent, now];
    state.chain = state.chain
      .then(() => input.onProgress(percent))
      .then((owned) => {
        if (owned || state.lost) return;
        state.lost = true;
        controller.abort();
      })
      // A report that cannot be written (the database went away) stops the pass now, not at its end, and
      // is never left as a rejected promise nobody awaits.
      .catch((error: unknown) => {
        state.failure ??= error instanceof Error ? error : new Error(String(error));
        controller.abort();
      });
  };
  return { state, onStdoutLine };
}

/**
 * Runs the one ffmpeg pass, turning `-progress pipe:1` into throttled progress reports. Kills ffmpeg and
 * throws LostJobError when a report finds the job owned by another run (sweeper, newer upload).
 */
export async function runTranscodePass(input: TranscodePassInput): Promise<void> {
  const controller = new AbortController();
  const { state, onStdoutLine } = createProgressReporter(input, controller);
  const options = {
    timeoutMs: transcodeTimeoutMs(input.durationSeconds),
    signal: controller.signal,
    onStdoutLine,
  };
  const result = await runTool(input.ffmpeg, input.args, options).catch((error: unknown) => {
    if (state.failure) throw state.failure;
    if (state.lost) throw new LostJobError('The transcode job was taken over');
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new TranscodeFailure('The video tools are not available on the server.', String(error));
    }
    throw error;
  });
  await state.chain;
  if (state.failure) throw state.failure;
  if (state.lost) throw new LostJobError('The transcode job was taken over');
  // ffmpeg exits 0 when a full disk refuses its HLS segments and trailers (it only says so on stderr), which
  // would publish a broken or empty stream: its words for ENOSPC fail the pass whatever the exit code.
  if (DISK_FULL_OUTPUT.test(result.stderrTail))
    throw new TranscodeFailure(TRANSCODE_STORAGE_FULL_REASON, result.stderrTail.trim());
  if (result.exitCode !== 0) throw explainExit(result);
}

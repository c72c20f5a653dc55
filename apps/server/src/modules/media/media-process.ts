import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** How a tool run ended. */
export interface ToolResult {
  exitCode: number | null;
  stdout: string;
  /** The last few kilobytes of stderr, for readable failure reasons and logs. */
  stderrTail: string;
  timedOut: boolean;
}

export interface ToolRunOptions {
  timeoutMs: number;
  signal?: AbortSignal;
  /** Receives stdout line by line instead of collecting it (ffmpeg's `-progress pipe:1`). */
  onStdoutLine?: (line: string) => void;
  maxStdoutBytes?: number;
}

const STDERR_TAIL_BYTES = 4096;

/**
 * Runs ffmpeg/ffprobe without a shell (arguments are never parsed by one), with a hard timeout, and kills
 * it when `signal` aborts so a cancelled job leaves no process behind.
 */
export function runTool(binary: string, args: string[], options: ToolRunOptions): Promise<ToolResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], signal: options.signal });
    let stdout = '';
    let stderrTail = '';
    let timedOut = false;
    const maxStdout = options.maxStdoutBytes ?? 16 * 1024 * 1024;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, options.timeoutMs);
    if (options.onStdoutLine) {
      const lines = createInterface({ input: child.stdout });
      lines.on('line', options.onStdoutLine);
    } else {
      child.stdout.on('data', (chunk: Buffer) => {
        if (stdout.length + chunk.length <= maxStdout) stdout += chunk.toString('utf8');
        else child.kill('SIGKILL');
      });
    }
    child.stderr.on('data', (chunk: Buffer) => {
      stderrTail = (stderrTail + chunk.toString('utf8')).slice(-STDERR_TAIL_BYTES);
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (exitCode) => {
      clearTimeout(timer);
      resolve({ exitCode, stdout, stderrTail, timedOut });
    });
  });
}

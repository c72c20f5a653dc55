import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTool } from '../modules/media/media-process.js';
import { createScratchDir, makeClip, writeTextFile } from '../../test/media-clips.test-support.js';
import { SERVER_ROOT } from '../paths.js';

const run = promisify(execFile);
let scratch: Awaited<ReturnType<typeof createScratchDir>>;

beforeAll(async () => {
  scratch = await createScratchDir();
});
afterAll(async () => {
  await scratch.remove();
});

/** Runs the command as an operator would, from the server folder. */
async function printCommand(args: string[]) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'src/cli/transcode-command.ts', ...args],
      { cwd: SERVER_ROOT, env: { NODE_ENV: 'test' } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('transcode-command CLI', () => {
  it('prints the job command for a clip, and that command writes the HLS ladder and extras', async () => {
    const source = await makeClip(path.join(scratch.dir, 'clip.mp4'), { size: '640x360', seconds: 2 });
    const out = path.join(scratch.dir, 'out');

    const printed = await printCommand(['--source', source, '--out', out]);

    expect(printed.code, printed.stderr).toBe(0);
    const command = JSON.parse(printed.stdout) as { ffmpeg: string; args: string[]; durationSeconds: number };
    expect(command.durationSeconds).toBeCloseTo(2, 0);
    expect(command.args).toEqual(expect.arrayContaining(['-protocol_whitelist', 'file', `file:${source}`]));
    const result = await runTool(command.ffmpeg, command.args, { timeoutMs: 120_000 });
    expect(result.exitCode, result.stderrTail).toBe(0);
    expect((await readdir(out)).sort()).toEqual(['hls', 'preview.mp4', 'storyboard.jpg', 'thumbnail.jpg']);
  });

  it('refuses a file that is not a video with the reason an upload would get', async () => {
    const fake = await writeTextFile(path.join(scratch.dir, 'notes.mp4'), 'just some text, not a video');

    const printed = await printCommand(['--source', fake, '--out', path.join(scratch.dir, 'nothing')]);

    expect(printed.code).toBe(1);
    expect(printed.stdout).toBe('');
    expect(printed.stderr.trim().length).toBeGreaterThan(10);
  });

  it('explains its usage when an option is missing', async () => {
    const printed = await printCommand(['--source', 'clip.mp4']);

    expect(printed.code).toBe(1);
    expect(printed.stderr).toContain('Usage:');
  });
});

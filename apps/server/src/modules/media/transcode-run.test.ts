import { describe, expect, it } from 'vitest';
import { getMediaTools } from './media-tools.js';
import { LostJobError, runTranscodePass } from './transcode-run.js';

// Ten minutes of generated video at real-time speed (-re) to nowhere: only a stopped pass ends within the test.
const ENDLESS_PASS = [
  ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-progress', 'pipe:1'],
  ...['-re', '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25:duration=600', '-f', 'null', '-'],
];

async function runWithProgress(onProgress: (percent: number) => Promise<boolean>) {
  const { ffmpeg } = await getMediaTools({});
  const started = Date.now();
  const outcome = await runTranscodePass({
    ffmpeg,
    args: ENDLESS_PASS,
    durationSeconds: 600,
    onProgress,
  }).then(
    () => 'finished',
    (error: unknown) => error,
  );
  return { outcome, seconds: (Date.now() - started) / 1000 };
}

describe('runTranscodePass', () => {
  it('stops ffmpeg and fails with the error of a progress report that could not be written', async () => {
    const { outcome, seconds } = await runWithProgress(() => Promise.reject(new Error('database went away')));

    expect(outcome).toBeInstanceOf(Error);
    expect((outcome as Error).message).toBe('database went away');
    expect(seconds).toBeLessThan(30);
  });

  it('stops ffmpeg with LostJobError when a report finds the job owned by another run', async () => {
    const { outcome, seconds } = await runWithProgress(() => Promise.resolve(false));

    expect(outcome).toBeInstanceOf(LostJobError);
    expect(seconds).toBeLessThan(30);
  });
});

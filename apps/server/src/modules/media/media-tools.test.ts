import { describe, expect, it } from 'vitest';
import { runTool } from './media-process.js';
import { findMissingEncoders, resolveMediaTools } from './media-tools.js';

describe('resolveMediaTools', () => {
  it('uses FFMPEG_PATH and FFPROBE_PATH when they are set', async () => {
    const tools = await resolveMediaTools({ FFMPEG_PATH: '/opt/ff/ffmpeg', FFPROBE_PATH: '/opt/ff/ffprobe' });
    expect(tools).toEqual({ ffmpeg: '/opt/ff/ffmpeg', ffprobe: '/opt/ff/ffprobe', source: 'environment' });
  });

  it('finds working binaries with nothing configured (PATH, else the npm-shipped ones)', async () => {
    const tools = await resolveMediaTools({});
    expect(['path', 'npm']).toContain(tools.source);
    expect(await findMissingEncoders(tools.ffmpeg)).toEqual([]);
  });

  it('has the encoders and the lavfi input the pipeline and demo clips need', async () => {
    const { ffmpeg } = await resolveMediaTools({});
    const formats = await runTool(ffmpeg, ['-hide_banner', '-formats'], { timeoutMs: 10_000 });
    expect(formats.stdout).toMatch(/^\s*D\s+lavfi\s/m);
    expect(formats.stdout).toMatch(/^\s*E\s+hls\s/m);
  });
});

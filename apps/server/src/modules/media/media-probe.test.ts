import { copyFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interpretProbeOutput, MediaRejectedError, probeMediaFile } from './media-probe.js';
import { sniffContainer } from './media-sniff.js';
import { getMediaTools } from './media-tools.js';
import { createScratchDir, makeClip, writeTextFile } from '../../../test/media-clips.test-support.js';

let scratch: Awaited<ReturnType<typeof createScratchDir>>;
let ffprobe: string;
let clip: string;

beforeAll(async () => {
  scratch = await createScratchDir();
  ffprobe = (await getMediaTools({})).ffprobe;
  clip = await makeClip(path.join(scratch.dir, 'clip.mp4'), { size: '640x360', seconds: 2 });
});
afterAll(async () => {
  await scratch.remove();
});

async function rejection(filePath: string): Promise<MediaRejectedError> {
  const error: unknown = await probeMediaFile(ffprobe, filePath).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof MediaRejectedError)) throw new Error(`expected a rejection, got ${String(error)}`);
  return error;
}

async function truncate(source: string, name: string, keepFraction: number): Promise<string> {
  const bytes = await readFile(source);
  const target = path.join(scratch.dir, name);
  await writeFile(target, bytes.subarray(0, Math.floor(bytes.length * keepFraction)));
  return target;
}

describe('probeMediaFile', () => {
  it('reads size, duration and codecs of a real H.264/AAC clip', async () => {
    const probed = await probeMediaFile(ffprobe, clip);
    expect(probed).toMatchObject({
      demuxer: 'mov',
      width: 640,
      height: 360,
      videoCodec: 'h264',
      audioCodec: 'aac',
    });
    expect(probed.durationSeconds).toBeCloseTo(2, 0);
    expect(probed.frameRate).toBeCloseTo(25, 0);
  });

  it('judges the content, not the name: a real clip called .txt is accepted', async () => {
    const renamed = path.join(scratch.dir, 'holiday.txt');
    await copyFile(clip, renamed);
    await expect(probeMediaFile(ffprobe, renamed)).resolves.toMatchObject({ width: 640 });
  });

  it('refuses a text file named .mp4 with 415 before ffprobe sees it', async () => {
    const error = await rejection(
      await writeTextFile(path.join(scratch.dir, 'notes.mp4'), 'just some text\n'.repeat(10)),
    );
    expect(error.status).toBe(415);
    expect(error.message).toBe('File type not supported. Please use a supported file format.');
  });

  it('refuses an HLS playlist naming a local file with 415, without reading that file', async () => {
    // If anything followed the playlist, probing would succeed on the real clip it points at.
    const playlist = `#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2,\nfile:${clip}\n#EXT-X-ENDLIST\n`;
    const error = await rejection(await writeTextFile(path.join(scratch.dir, 'evil.mp4'), playlist));
    expect(error.status).toBe(415);
  });

  it('refuses a concat script pointing elsewhere with 415', async () => {
    const script = `ffconcat version 1.0\nfile '${clip}'\n`;
    expect((await rejection(await writeTextFile(path.join(scratch.dir, 'list.mkv'), script))).status).toBe(
      415,
    );
  });

  it('refuses an MP4 cut off in its media data with 422', async () => {
    const error = await rejection(await truncate(clip, 'cut.mp4', 0.5));
    expect(error.status).toBe(422);
    expect(error.reason).toMatch(/incomplete/);
  });

  it('refuses an MP4 cut off before its index (moov at the end) with 422', async () => {
    const endIndexed = await makeClip(path.join(scratch.dir, 'end.mp4'), {
      size: '320x180',
      faststart: false,
    });
    expect((await rejection(await truncate(endIndexed, 'end-cut.mp4', 0.6))).status).toBe(422);
  });

  it('refuses audio without video with 415', async () => {
    const audioOnly = await makeClip(path.join(scratch.dir, 'tone.m4a'), { format: 'm4a' });
    const error = await rejection(audioOnly);
    expect(error.status).toBe(415);
    expect(error.reason).toBe('The file has no video stream.');
  });

  it('accepts Matroska and reads it with the matroska demuxer', async () => {
    const mkv = await makeClip(path.join(scratch.dir, 'clip.mkv'), { size: '320x180', format: 'mkv' });
    await expect(probeMediaFile(ffprobe, mkv)).resolves.toMatchObject({ demuxer: 'matroska', height: 180 });
  });
});

describe('interpretProbeOutput', () => {
  const probe = (overrides: { width?: number; height?: number; duration?: string; format?: string }) => ({
    format: {
      format_name: overrides.format ?? 'mov,mp4,m4a,3gp,3g2,mj2',
      duration: overrides.duration ?? '10',
    },
    streams: [
      {
        codec_type: 'video',
        codec_name: 'h264',
        width: overrides.width ?? 1920,
        height: overrides.height ?? 1080,
      },
    ],
  });
  const statusOf = (json: unknown) => {
    try {
      interpretProbeOutput(json, 'mov');
      return 200;
    } catch (error) {
      return (error as MediaRejectedError).status;
    }
  };

  it('refuses zero duration and absurd dimensions with 422', () => {
    expect(statusOf(probe({ duration: '0' }))).toBe(422);
    expect(statusOf(probe({ width: 100_000, height: 100_000 }))).toBe(422);
    expect(statusOf(probe({ width: 8, height: 8 }))).toBe(422);
    expect(statusOf(probe({}))).toBe(200);
  });

  it('refuses containers outside the allowlist with 415', () => {
    expect(statusOf(probe({ format: 'hls' }))).toBe(415);
    expect(statusOf(probe({ format: 'concat' }))).toBe(415);
  });

  it('swaps width and height of a video stored with a quarter-turn rotation', () => {
    const json = probe({ width: 1920, height: 1080 });
    Object.assign(json.streams[0] ?? {}, { side_data_list: [{ rotation: -90 }] });
    expect(interpretProbeOutput(json, 'mov')).toMatchObject({ width: 1080, height: 1920 });
  });
});

describe('sniffContainer', () => {
  const header = (text: string) => Buffer.from(text.padEnd(16, '\0'), 'latin1');

  it('names MP4/QuickTime, Matroska and AVI by their first bytes', () => {
    expect(sniffContainer(header('\0\0\0\x18ftypisom'))).toBe('mov');
    expect(sniffContainer(header('\0\0\0\x08moov'))).toBe('mov');
    expect(sniffContainer(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0, 0, 0, 0, 0]))).toBe('matroska');
    expect(sniffContainer(header('RIFF\0\0\0\0AVI LIST'))).toBe('avi');
  });

  it('refuses still images in an ISO box and anything else', () => {
    expect(sniffContainer(header('\0\0\0\x18ftypavif'))).toBeUndefined();
    expect(sniffContainer(header('#EXTM3U\n#EXT-X-'))).toBeUndefined();
    expect(sniffContainer(header('\x89PNG\r\n\x1a\n'))).toBeUndefined();
    expect(sniffContainer(Buffer.alloc(4))).toBeUndefined();
  });
});

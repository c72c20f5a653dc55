import { describe, expect, it } from 'vitest';
import type { ProbedMedia } from './media-probe.js';
import {
  buildFilterGraph,
  buildInputArgs,
  buildKeyframeExpression,
  buildTranscodeArgs,
} from './transcode-command.js';
import { DEMO_LONG_LADDER, planExtras, planRenditions, planTranscode } from './transcode-plan.js';

const source = (width: number, height: number, durationSeconds = 60): ProbedMedia => ({
  demuxer: 'mov',
  formatName: 'mov,mp4,m4a,3gp,3g2,mj2',
  durationSeconds,
  width,
  height,
  frameRate: 30,
  videoCodec: 'h264',
  bitrate: null,
  audioCodec: 'aac',
});
const names = (width: number, height: number) => planRenditions(source(width, height)).map((r) => r.name);

describe('planRenditions', () => {
  it('follows a given ladder: the long demo clips get 240p and 360p from a 640 × 360 source', () => {
    expect(planRenditions(source(640, 360), DEMO_LONG_LADDER)).toEqual([
      { name: '240p', width: 426, height: 240, maxrateKbps: 400 },
      { name: '360p', width: 640, height: 360, maxrateKbps: 800 },
    ]);
  });

  it('adds 1080p only when the source has it, and never upscales', () => {
    expect(names(1920, 1080)).toEqual(['360p', '720p', '1080p']);
    expect(names(1280, 720)).toEqual(['360p', '720p']);
    expect(names(3840, 2160)).toEqual(['360p', '720p', '1080p']);
    expect(names(854, 480)).toEqual(['360p']);
  });

  it('measures portrait video by its short side and keeps even sizes', () => {
    expect(planRenditions(source(1080, 1920))).toEqual([
      { name: '360p', width: 360, height: 640, maxrateKbps: 900 },
      { name: '720p', width: 720, height: 1280, maxrateKbps: 3000 },
      { name: '1080p', width: 1080, height: 1920, maxrateKbps: 6000 },
    ]);
  });

  it('keeps a source smaller than 360p at its own (even) size', () => {
    expect(planRenditions(source(321, 179))).toEqual([
      { name: '178p', width: 320, height: 178, maxrateKbps: 600 },
    ]);
  });
});

describe('planExtras', () => {
  it('picks the thumbnail past the intro, a 6 s preview and at most 100 storyboard tiles', () => {
    expect(planExtras(100)).toMatchObject({
      thumbnailStart: 5,
      thumbnailEnd: 25,
      previewStart: 10,
      previewSeconds: 6,
    });
    expect(planExtras(100)).toMatchObject({
      storyboardInterval: 1,
      storyboardCount: 100,
      storyboardColumns: 10,
    });
    expect(planExtras(7200)).toMatchObject({ storyboardInterval: 72, storyboardCount: 100 });
    expect(planExtras(3)).toMatchObject({
      previewStart: 0,
      previewSeconds: 3,
      storyboardCount: 3,
      storyboardColumns: 3,
    });
  });
});

describe('ffmpeg command', () => {
  it('forces the probed demuxer and allows only the file protocol on input', () => {
    expect(buildInputArgs('/data/src', 'matroska')).toEqual([
      ...['-protocol_whitelist', 'file', '-f', 'matroska', '-i', 'file:/data/src'],
    ]);
    expect(buildInputArgs('/data/src', 'mov')).toContain('-enable_drefs');
  });

  it('splits the picture once for the ladder, thumbnail, preview and storyboard', () => {
    const graph = buildFilterGraph(planTranscode(source(1920, 1080)));
    expect(graph.startsWith('[0:v:0]split=6[s0][s1][s2][s3][s4][s5];')).toBe(true);
    expect(graph).toContain('[s2]scale=1920:1080:flags=bicubic,format=yuv420p[v2]');
    expect(graph).toMatch(/thumbnail=30\[thumb\]/);
    expect(graph).toMatch(/tile=10x6\[board\]/);
  });

  it('writes fMP4 HLS in VOD playlists with one variant per rendition, audio only when present', () => {
    const withAudio = buildTranscodeArgs({
      sourcePath: '/s',
      demuxer: 'mov',
      workDir: '/w',
      plan: planTranscode(source(1280, 720)),
      preset: 'veryfast',
    });
    const joined = withAudio.join(' ');
    expect(joined).toContain('-hls_segment_type fmp4');
    expect(joined).toContain('-hls_playlist_type vod');
    expect(joined).toContain('-var_stream_map v:0,a:0 v:1,a:1');
    expect(joined).toContain('-progress pipe:1');
    const silent = { ...source(1280, 720), audioCodec: null };
    const plan = planTranscode(silent);
    const args = buildTranscodeArgs({
      sourcePath: '/s',
      demuxer: 'mov',
      workDir: '/w',
      plan,
      preset: 'veryfast',
    });
    expect(args.join(' ')).toContain('-var_stream_map v:0 v:1');
    expect(args).not.toContain('0:a:0');
  });

  it('starts with short segments: keyframes only at 0, 1, 2, 4, 8 s…, and a cut at every keyframe', () => {
    const plan = planTranscode(source(1280, 720));
    expect(plan.firstSegmentSeconds).toEqual([1, 1, 2]);
    expect(buildKeyframeExpression(plan)).toBe(
      'expr:gte(t,if(lt(n_forced,3),if(eq(n_forced,0),0,if(eq(n_forced,1),1,2)),4+4*(n_forced-3)))',
    );
    const args = buildTranscodeArgs({
      sourcePath: '/s',
      demuxer: 'mov',
      workDir: '/w',
      plan,
      preset: 'veryfast',
    });
    expect(args.join(' ')).toContain('-sc_threshold 0 -f hls -hls_time 1 -hls_playlist_type vod');
    expect(buildKeyframeExpression({ ...plan, firstSegmentSeconds: [] })).toBe('expr:gte(t,n_forced*4)');
  });
});

import path from 'node:path';
import type { ContainerDemuxer } from './media-sniff.js';
import { STORYBOARD_TILE, type TranscodePlan } from './transcode-plan.js';

/** Where one ffmpeg pass writes, inside a private work folder. */
export const OUTPUT_NAMES = {
  hlsDir: 'hls',
  thumbnail: 'thumbnail.jpg',
  preview: 'preview.mp4',
  storyboard: 'storyboard.jpg',
} as const;

export interface TranscodeCommandInput {
  sourcePath: string;
  demuxer: ContainerDemuxer;
  workDir: string;
  plan: TranscodePlan;
  preset: string;
}

const fixed = (value: number): string => value.toFixed(3);

/** Input options: the demuxer ffprobe accepted, forced, and only the `file` protocol. */
export function buildInputArgs(sourcePath: string, demuxer: ContainerDemuxer): string[] {
  return [
    ...['-protocol_whitelist', 'file', '-f', demuxer],
    ...(demuxer === 'mov' ? ['-enable_drefs', '0'] : []),
    ...['-i', `file:${sourcePath}`],
  ];
}

/** One `split` feeding every rendition, the thumbnail picker, the preview and the storyboard. */
export function buildFilterGraph(plan: TranscodePlan): string {
  const { renditions, extras } = plan;
  const branches = renditions.length + 3;
  const labels = Array.from({ length: branches }, (_, index) => `[s${index}]`).join('');
  const ladder = renditions.map(
    (rendition, index) =>
      `[s${index}]scale=${rendition.width}:${rendition.height}:flags=bicubic,format=yuv420p[v${index}]`,
  );
  const [t, p, b] = [renditions.length, renditions.length + 1, renditions.length + 2];
  const thumbnailRate = extras.thumbnailFrames / (extras.thumbnailEnd - extras.thumbnailStart);
  const rows = Math.ceil(extras.storyboardCount / extras.storyboardColumns);
  const { width, height } = STORYBOARD_TILE;
  return [
    `[0:v:0]split=${branches}${labels}`,
    ...ladder,
    `[s${t}]trim=start=${fixed(extras.thumbnailStart)}:end=${fixed(extras.thumbnailEnd)},setpts=PTS-STARTPTS,` +
      `fps=${fixed(thumbnailRate)},scale='min(1280,iw)':-2,thumbnail=${extras.thumbnailFrames}[thumb]`,
    `[s${p}]trim=start=${fixed(extras.previewStart)}:duration=${fixed(extras.previewSeconds)},setpts=PTS-STARTPTS,` +
      `scale=-2:'min(240,ih)',format=yuv420p[preview]`,
    `[s${b}]fps=1/${extras.storyboardInterval},scale=${width}:${height}:force_original_aspect_ratio=decrease,` +
      `pad=${width}:${height}:(ow-iw)/2:(oh-ih)/2,tile=${extras.storyboardColumns}x${rows}[board]`,
  ].join(';');
}

/**
 * ffmpeg `-force_key_frames` expression for a keyframe at each segment start and nowhere else: 0, the ends of
 * the first short segments, then every `segmentSeconds`. `n_forced` counts the keyframes forced so far.
 */
export function buildKeyframeExpression(plan: TranscodePlan): string {
  const { firstSegmentSeconds: first, segmentSeconds } = plan;
  const starts = first.map((_, index) => first.slice(0, index).reduce((sum, length) => sum + length, 0));
  const regularStart = first.reduce((sum, length) => sum + length, 0);
  const firstStarts = starts.reduceRight<string>(
    (inner, start, index) => (inner === '' ? String(start) : `if(eq(n_forced,${index}),${start},${inner})`),
    '',
  );
  const later = `${regularStart}+${segmentSeconds}*(n_forced-${first.length})`;
  return first.length === 0
    ? `expr:gte(t,n_forced*${segmentSeconds})`
    : `expr:gte(t,if(lt(n_forced,${first.length}),${firstStarts},${later}))`;
}

// The HLS muxer cuts at the first keyframe past each multiple of -hls_time. With keyframes only at the planned
// segment starts and -hls_time no longer than the shortest segment, every keyframe starts a segment.
function buildSegmentArgs(plan: TranscodePlan): string[] {
  const shortest = Math.min(...plan.firstSegmentSeconds, plan.segmentSeconds);
  return [
    ...['-force_key_frames', buildKeyframeExpression(plan), '-sc_threshold', '0'],
    ...['-f', 'hls', '-hls_time', String(shortest), '-hls_playlist_type', 'vod'],
  ];
}

function buildHlsArgs(plan: TranscodePlan, workDir: string, preset: string): string[] {
  const maps = plan.renditions.flatMap((_, index) => [
    ...['-map', `[v${index}]`],
    ...(plan.hasAudio ? ['-map', '0:a:0'] : []),
  ]);
  const rates = plan.renditions.flatMap((rendition, index) => [
    ...[
      `-maxrate:v:${index}`,
      `${rendition.maxrateKbps}k`,
      `-bufsize:v:${index}`,
      `${rendition.maxrateKbps * 2}k`,
    ],
  ]);
  const streamMap = plan.renditions.map((_, index) =>
    plan.hasAudio ? `v:${index},a:${index}` : `v:${index}`,
  );
  const hlsDir = path.join(workDir, OUTPUT_NAMES.hlsDir);
  return [
    ...maps,
    ...['-c:v', 'libx264', '-preset', preset, '-profile:v', 'high', '-crf', '22', ...rates],
    ...(plan.hasAudio ? ['-c:a', 'aac', '-b:a', '128k', '-ac', '2', '-ar', '48000'] : []),
    ...buildSegmentArgs(plan),
    ...['-hls_segment_type', 'fmp4', '-hls_flags', 'independent_segments'],
    ...['-hls_fmp4_init_filename', 'init.mp4'],
    ...['-hls_segment_filename', path.join(hlsDir, '%v', 'segment-%04d.m4s')],
    ...['-var_stream_map', streamMap.join(' '), path.join(hlsDir, '%v', 'index.m3u8')],
  ];
}

function buildExtrasArgs(workDir: string, preset: string): string[] {
  return [
    ...['-map', '[thumb]', '-frames:v', '1', '-q:v', '3', '-f', 'image2', '-update', '1'],
    path.join(workDir, OUTPUT_NAMES.thumbnail),
    ...['-map', '[preview]', '-an', '-c:v', 'libx264', '-preset', preset, '-crf', '30', '-profile:v', 'main'],
    ...['-movflags', '+faststart', '-f', 'mp4', path.join(workDir, OUTPUT_NAMES.preview)],
    ...['-map', '[board]', '-frames:v', '1', '-q:v', '5', '-f', 'image2', '-update', '1'],
    path.join(workDir, OUTPUT_NAMES.storyboard),
  ];
}

/** The whole ffmpeg command line of one transcode pass (no shell ever sees it). */
export function buildTranscodeArgs(input: TranscodeCommandInput): string[] {
  return [
    ...['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', '-nostats', '-progress', 'pipe:1'],
    ...buildInputArgs(input.sourcePath, input.demuxer),
    ...['-filter_complex', buildFilterGraph(input.plan)],
    ...buildHlsArgs(input.plan, input.workDir, input.preset),
    ...buildExtrasArgs(input.workDir, input.preset),
  ];
}

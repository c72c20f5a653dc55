import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { STORYBOARD_TILE, type ExtrasPlan, type RenditionPlan } from './transcode-plan.js';

/** A finished rendition, measured from the files ffmpeg wrote. */
export interface RenditionResult extends RenditionPlan {
  playlist: string;
  peakBandwidth: number;
  averageBandwidth: number;
  codecs: string;
}

interface PlaylistEntry {
  duration: number;
  uri: string;
}

const AAC_LC = 'mp4a.40.2';

/** Reads EXTINF durations, segment names and the init segment of a media playlist. */
export function parseMediaPlaylist(text: string): { init?: string; segments: PlaylistEntry[] } {
  const lines = text.split('\n').map((line) => line.trim());
  const init = /#EXT-X-MAP:URI="([^"]+)"/.exec(text)?.[1];
  const segments: PlaylistEntry[] = [];
  lines.forEach((line, index) => {
    const match = /^#EXTINF:([\d.]+)/.exec(line);
    const uri = lines[index + 1];
    if (match && uri && !uri.startsWith('#')) segments.push({ duration: Number(match[1]), uri });
  });
  return { init, segments };
}

/** The RFC 6381 codec string of the H.264 stream in an fMP4 init segment (its avcC box). */
export function readAvcCodec(initSegment: Buffer): string {
  const box = initSegment.indexOf('avcC', 0, 'latin1');
  if (box < 0 || box + 8 > initSegment.length) return 'avc1.640028';
  const hex = (offset: number) => (initSegment[box + offset] ?? 0).toString(16).padStart(2, '0');
  return `avc1.${hex(5)}${hex(6)}${hex(7)}`;
}

async function measureRendition(
  dir: string,
  plan: RenditionPlan,
  hasAudio: boolean,
): Promise<RenditionResult> {
  const { init, segments } = parseMediaPlaylist(await readFile(path.join(dir, 'index.m3u8'), 'utf8'));
  if (!init || segments.length === 0) throw new Error(`Rendition ${plan.name} has no segments`);
  const sizes = await Promise.all(
    segments.map(async (segment) => (await stat(path.join(dir, segment.uri))).size),
  );
  const totalSeconds = segments.reduce((sum, segment) => sum + segment.duration, 0);
  const totalBytes = sizes.reduce((sum, size) => sum + size, 0);
  const peaks = segments.map((segment, index) => ((sizes[index] ?? 0) * 8) / Math.max(segment.duration, 0.5));
  const video = readAvcCodec(await readFile(path.join(dir, init)));
  return {
    ...plan,
    playlist: `${plan.name}/index.m3u8`,
    peakBandwidth: Math.ceil(Math.max(...peaks)),
    averageBandwidth: Math.ceil((totalBytes * 8) / Math.max(totalSeconds, 0.5)),
    codecs: hasAudio ? `${video},${AAC_LC}` : video,
  };
}

/** The master playlist: one variant per rendition with measured BANDWIDTH, RESOLUTION and CODECS. */
export function renderMasterPlaylist(renditions: RenditionResult[], frameRate: number): string {
  const variants = renditions.flatMap((rendition) => [
    `#EXT-X-STREAM-INF:BANDWIDTH=${rendition.peakBandwidth},AVERAGE-BANDWIDTH=${rendition.averageBandwidth},` +
      `RESOLUTION=${rendition.width}x${rendition.height},FRAME-RATE=${frameRate.toFixed(3)},CODECS="${rendition.codecs}"`,
    rendition.playlist,
  ]);
  return ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS', ...variants, ''].join('\n');
}

function formatCueTime(seconds: number): string {
  const millis = Math.round(seconds * 1000);
  const h = Math.floor(millis / 3_600_000);
  const m = Math.floor((millis % 3_600_000) / 60_000);
  const s = Math.floor((millis % 60_000) / 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(millis % 1000, 3)}`;
}

/** WebVTT index of the storyboard sprite: each cue names its tile as `storyboard.jpg#xywh=x,y,w,h`. */
export function renderStoryboardVtt(extras: ExtrasPlan, durationSeconds: number, spriteName: string): string {
  const { width, height } = STORYBOARD_TILE;
  const cues = Array.from({ length: extras.storyboardCount }, (_, index) => {
    const start = index * extras.storyboardInterval;
    const end = Math.min(durationSeconds, start + extras.storyboardInterval);
    const x = (index % extras.storyboardColumns) * width;
    const y = Math.floor(index / extras.storyboardColumns) * height;
    return `${formatCueTime(start)} --> ${formatCueTime(end)}\n${spriteName}#xywh=${x},${y},${width},${height}\n`;
  });
  return ['WEBVTT', '', ...cues].join('\n');
}

/**
 * Turns ffmpeg's numbered variant folders into named ones (`0` → `360p`), measures every rendition
 * and writes `master.m3u8` beside them.
 */
export async function finishHlsOutput(
  hlsDir: string,
  renditions: RenditionPlan[],
  options: { hasAudio: boolean; frameRate: number },
): Promise<RenditionResult[]> {
  const results: RenditionResult[] = [];
  for (const [index, rendition] of renditions.entries()) {
    const named = path.join(hlsDir, rendition.name);
    await rename(path.join(hlsDir, String(index)), named);
    results.push(await measureRendition(named, rendition, options.hasAudio));
  }
  await writeFile(path.join(hlsDir, 'master.m3u8'), renderMasterPlaylist(results, options.frameRate));
  return results;
}

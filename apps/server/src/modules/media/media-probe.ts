import { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import { runTool } from './media-process.js';
import { sniffFile, type ContainerDemuxer } from './media-sniff.js';

/**
 * A refused upload or source. The response carries the catalogue message of `code` (415 or 422);
 * `reason` is our own readable wording, stored as a transcode failure reason and logged.
 */
export class MediaRejectedError extends AppError {
  readonly reason: string;

  constructor(code: 'UNSUPPORTED_MEDIA_TYPE' | 'MEDIA_UNREADABLE', reason: string) {
    super(code);
    this.reason = reason;
  }
}

/** What the pipeline needs to know about an accepted source. */
export interface ProbedMedia {
  demuxer: ContainerDemuxer;
  formatName: string;
  durationSeconds: number;
  width: number;
  height: number;
  frameRate: number;
  videoCodec: string;
  bitrate: number | null;
  audioCodec: string | null;
}

/** Containers (ffprobe format names) and codecs the pipeline accepts. */
const ALLOWED_FORMATS = new Set(['mov,mp4,m4a,3gp,3g2,mj2', 'matroska,webm', 'avi']);
const ALLOWED_VIDEO_CODECS = new Set([
  'h264',
  'hevc',
  'vp8',
  'vp9',
  'av1',
  'mpeg4',
  'mpeg2video',
  'prores',
  'dnxhd',
  'mjpeg',
  'theora',
]);
const ALLOWED_AUDIO_CODECS = new Set(['aac', 'mp3', 'opus', 'vorbis', 'flac', 'alac', 'ac3', 'eac3']);
const MIN_DIMENSION = 16;
const MAX_WIDTH = 7680;
const MAX_HEIGHT = 4320;
const MIN_DURATION_SECONDS = 0.2;
const MAX_DURATION_SECONDS = 12 * 3600;
const PROBE_TIMEOUT_MS = 120_000;

const StreamSchema = z.object({
  codec_type: z.string().optional(),
  codec_name: z.string().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
  avg_frame_rate: z.string().optional(),
  r_frame_rate: z.string().optional(),
  nb_frames: z.string().optional(),
  nb_read_packets: z.string().optional(),
  disposition: z.object({ attached_pic: z.number().optional() }).optional(),
  tags: z.object({ rotate: z.string().optional() }).optional(),
  side_data_list: z.array(z.object({ rotation: z.number().optional() })).optional(),
});
const ProbeOutputSchema = z.object({
  streams: z.array(StreamSchema).default([]),
  format: z.object({
    format_name: z.string(),
    duration: z.string().optional(),
    bit_rate: z.string().optional(),
  }),
});
type ProbeStream = z.infer<typeof StreamSchema>;

/** ffprobe arguments: a forced demuxer (never auto-detected playlists) and file-only protocols. */
export function buildProbeArgs(localPath: string, demuxer: ContainerDemuxer): string[] {
  return [
    ...['-v', 'error', '-protocol_whitelist', 'file', '-f', demuxer],
    ...(demuxer === 'mov' ? ['-enable_drefs', '0'] : []),
    ...['-show_format', '-show_streams', '-count_packets', '-of', 'json', `file:${localPath}`],
  ];
}

function parseRate(rate: string | undefined): number {
  const [num, den] = (rate ?? '0/1').split('/').map(Number);
  return num && den ? num / den : 0;
}

function isTruncated(stream: ProbeStream): boolean {
  const declared = Number(stream.nb_frames ?? 0);
  const read = Number(stream.nb_read_packets ?? 0);
  return declared > 0 && read < declared;
}

/** Phones store portrait video as landscape plus a rotation; ffmpeg turns it upright when decoding. */
function isQuarterTurned(stream: ProbeStream): boolean {
  const rotation = stream.side_data_list?.find((item) => item.rotation !== undefined)?.rotation;
  const degrees = Math.abs(rotation ?? Number(stream.tags?.rotate ?? 0)) % 180;
  return degrees === 90;
}

function pickVideo(streams: ProbeStream[]): ProbeStream {
  const video = streams.find((s) => s.codec_type === 'video' && s.disposition?.attached_pic !== 1);
  if (!video) throw new MediaRejectedError('UNSUPPORTED_MEDIA_TYPE', 'The file has no video stream.');
  if (!ALLOWED_VIDEO_CODECS.has(video.codec_name ?? '')) {
    throw new MediaRejectedError(
      'UNSUPPORTED_MEDIA_TYPE',
      `Video codec ${video.codec_name} is not supported.`,
    );
  }
  return video;
}

function checkDimensions(width: number, height: number): void {
  const sane =
    width >= MIN_DIMENSION && height >= MIN_DIMENSION && width <= MAX_WIDTH && height <= MAX_HEIGHT;
  if (!sane)
    throw new MediaRejectedError('MEDIA_UNREADABLE', `The video size ${width}x${height} is not supported.`);
}

function checkDuration(duration: number): void {
  if (!Number.isFinite(duration) || duration < MIN_DURATION_SECONDS) {
    throw new MediaRejectedError('MEDIA_UNREADABLE', 'The video has no playable duration.');
  }
  if (duration > MAX_DURATION_SECONDS) {
    throw new MediaRejectedError('MEDIA_UNREADABLE', 'The video is longer than 12 hours.');
  }
}

/** Applies the allowlists and sanity limits to ffprobe's JSON output. */
export function interpretProbeOutput(json: unknown, demuxer: ContainerDemuxer): ProbedMedia {
  const parsed = ProbeOutputSchema.safeParse(json);
  if (!parsed.success) throw new MediaRejectedError('MEDIA_UNREADABLE', 'The file could not be analysed.');
  const { streams, format } = parsed.data;
  if (!ALLOWED_FORMATS.has(format.format_name)) {
    throw new MediaRejectedError(
      'UNSUPPORTED_MEDIA_TYPE',
      `Container ${format.format_name} is not supported.`,
    );
  }
  const video = pickVideo(streams);
  const audio = streams.find((s) => s.codec_type === 'audio');
  if (audio && !ALLOWED_AUDIO_CODECS.has(audio.codec_name ?? '') && !audio.codec_name?.startsWith('pcm_')) {
    throw new MediaRejectedError(
      'UNSUPPORTED_MEDIA_TYPE',
      `Audio codec ${audio.codec_name} is not supported.`,
    );
  }
  if (streams.some(isTruncated)) {
    throw new MediaRejectedError(
      'MEDIA_UNREADABLE',
      'The file is incomplete (it was cut off before the end).',
    );
  }
  const turned = isQuarterTurned(video);
  const width = (turned ? video.height : video.width) ?? 0;
  const height = (turned ? video.width : video.height) ?? 0;
  checkDimensions(width, height);
  const durationSeconds = Number(format.duration ?? 'NaN');
  checkDuration(durationSeconds);
  const frameRate = parseRate(video.avg_frame_rate) || parseRate(video.r_frame_rate) || 25;
  const bitrate = format.bit_rate ? Number(format.bit_rate) : null;
  return {
    demuxer,
    formatName: format.format_name,
    durationSeconds,
    width,
    height,
    frameRate,
    videoCodec: video.codec_name ?? '',
    bitrate,
    audioCodec: audio?.codec_name ?? null,
  };
}

/**
 * Checks a local file before anything else touches it: magic bytes first (a text file named .mp4 or an
 * HLS playlist never reaches ffprobe), then ffprobe with the sniffed demuxer forced and only the `file`
 * protocol allowed, then the allowlists. Throws MediaRejectedError (415/422) on anything we refuse.
 */
export async function probeMediaFile(ffprobe: string, localPath: string): Promise<ProbedMedia> {
  const demuxer = await sniffFile(localPath);
  if (!demuxer) throw new MediaRejectedError('UNSUPPORTED_MEDIA_TYPE', 'The file is not a supported video.');
  const result = await runTool(ffprobe, buildProbeArgs(localPath, demuxer), { timeoutMs: PROBE_TIMEOUT_MS });
  if (result.exitCode !== 0) {
    throw new MediaRejectedError('MEDIA_UNREADABLE', 'The file could not be read as a video.');
  }
  if (/partial file|Invalid data|error reading/i.test(result.stderrTail)) {
    throw new MediaRejectedError(
      'MEDIA_UNREADABLE',
      'The file is incomplete (it was cut off before the end).',
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(result.stdout);
  } catch {
    throw new MediaRejectedError('MEDIA_UNREADABLE', 'The file could not be analysed.');
  }
  return interpretProbeOutput(json, demuxer);
}

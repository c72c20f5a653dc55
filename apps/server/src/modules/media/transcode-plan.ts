import type { ProbedMedia } from './media-probe.js';

/** One rung of the HLS ladder as encoded for a given source. */
export interface RenditionPlan {
  name: string;
  width: number;
  height: number;
  maxrateKbps: number;
}

/** Sizes and timing of the derived images and clips. */
export interface ExtrasPlan {
  thumbnailStart: number;
  thumbnailEnd: number;
  thumbnailFrames: number;
  previewStart: number;
  previewSeconds: number;
  storyboardInterval: number;
  storyboardCount: number;
  storyboardColumns: number;
}

export interface TranscodePlan {
  renditions: RenditionPlan[];
  extras: ExtrasPlan;
  hasAudio: boolean;
  /** Lengths of the first, short segments, in seconds; every later one is `segmentSeconds` long. */
  firstSegmentSeconds: readonly number[];
  segmentSeconds: number;
}

/** One rung of a ladder: the short side of the picture and its peak bitrate. */
export interface LadderRung {
  shortSide: number;
  maxrateKbps: number;
}

/** The ladder by the short side of the picture; 1080p only when the source has it (never upscale). */
const LADDER: readonly LadderRung[] = [
  { shortSide: 360, maxrateKbps: 900 },
  { shortSide: 720, maxrateKbps: 3000 },
  { shortSide: 1080, maxrateKbps: 6000 },
];
/** The long demo clips' ladder: two small rungs, so the quality menu has a choice at little encoding cost. */
export const DEMO_LONG_LADDER: readonly LadderRung[] = [
  { shortSide: 240, maxrateKbps: 400 },
  { shortSide: 360, maxrateKbps: 800 },
];
const SEGMENT_SECONDS = 4;
// Playback starts once the first segment is in: 1 s of the lowest rendition instead of 4 s (issue 13), for two
// segments more per video.
const FIRST_SEGMENT_SECONDS = [1, 1, 2];
export const STORYBOARD_TILE = { width: 160, height: 90 };
const STORYBOARD_MAX_TILES = 100;
const STORYBOARD_COLUMNS = 10;
const PREVIEW_SECONDS = 6;
const THUMBNAIL_CANDIDATES = 30;

// Rounds down to even (H.264 4:2:0 needs even sizes) so a rendition is never larger than its source.
const even = (value: number): number => Math.max(2, Math.floor(value / 2) * 2);

function sizeFor(source: ProbedMedia, shortSide: number): { width: number; height: number } {
  const landscape = source.width >= source.height;
  const scale = shortSide / Math.min(source.width, source.height);
  return landscape
    ? { width: even(source.width * scale), height: even(shortSide) }
    : { width: even(shortSide), height: even(source.height * scale) };
}

/** Picks the renditions for a source: every rung it can fill, or one at its own size when it is small. */
export function planRenditions(source: ProbedMedia, ladder: readonly LadderRung[] = LADDER): RenditionPlan[] {
  const shortSide = Math.min(source.width, source.height);
  const rungs = ladder.filter((rung) => rung.shortSide <= shortSide);
  if (rungs.length === 0) {
    const own = { width: even(source.width), height: even(source.height) };
    return [{ name: `${Math.min(own.width, own.height)}p`, ...own, maxrateKbps: 600 }];
  }
  return rungs.map((rung) => ({
    name: `${rung.shortSide}p`,
    ...sizeFor(source, rung.shortSide),
    maxrateKbps: rung.maxrateKbps,
  }));
}

/**
 * Thumbnail from the most representative of ~30 frames between 5% and 25% of the video (past fades
 * and black intros); a 6 s preview from 10% in; a storyboard tile every N seconds, at most 100 tiles.
 */
export function planExtras(durationSeconds: number): ExtrasPlan {
  const thumbnailStart = durationSeconds * 0.05;
  const thumbnailEnd = Math.max(thumbnailStart + 0.5, durationSeconds * 0.25);
  const previewSeconds = Math.min(PREVIEW_SECONDS, durationSeconds);
  const previewStart =
    durationSeconds - previewSeconds > 1
      ? Math.min(durationSeconds * 0.1, durationSeconds - previewSeconds)
      : 0;
  const storyboardInterval = Math.max(1, Math.ceil(durationSeconds / STORYBOARD_MAX_TILES));
  const storyboardCount = Math.max(1, Math.ceil(durationSeconds / storyboardInterval));
  return {
    thumbnailStart,
    thumbnailEnd,
    thumbnailFrames: THUMBNAIL_CANDIDATES,
    previewStart,
    previewSeconds,
    storyboardInterval,
    storyboardCount,
    storyboardColumns: Math.min(STORYBOARD_COLUMNS, storyboardCount),
  };
}

/** Everything ffmpeg needs to know about one source. */
export function planTranscode(source: ProbedMedia, ladder?: readonly LadderRung[]): TranscodePlan {
  return {
    renditions: planRenditions(source, ladder),
    extras: planExtras(source.durationSeconds),
    hasAudio: source.audioCodec !== null,
    firstSegmentSeconds: FIRST_SEGMENT_SECONDS,
    segmentSeconds: SEGMENT_SECONDS,
  };
}

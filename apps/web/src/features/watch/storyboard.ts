/** One storyboard tile: the part of the sprite that shows the video between `start` and `end`. */
export interface StoryboardCue {
  start: number;
  end: number;
  imageUrl: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

const TIMING = /^([\d:.]+)\s+-->\s+([\d:.]+)/;
const XYWH = /^(.+)#xywh=(\d+),(\d+),(\d+),(\d+)$/;

function parseCueTime(text: string): number {
  return text.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

function parseBlock(lines: string[], baseUrl: string): StoryboardCue | null {
  const timingIndex = lines.findIndex((line) => TIMING.test(line));
  const timing = TIMING.exec(lines[timingIndex] ?? '');
  const target = XYWH.exec(lines[timingIndex + 1]?.trim() ?? '');
  if (!timing || !target) return null;
  const [, start = '', end = ''] = timing;
  const [, image = '', x = '0', y = '0', width = '0', height = '0'] = target;
  return {
    start: parseCueTime(start),
    end: parseCueTime(end),
    imageUrl: new URL(image, baseUrl).toString(),
    x: Number(x),
    y: Number(y),
    width: Number(width),
    height: Number(height),
  };
}

/**
 * Reads the storyboard index the transcoder writes (WebVTT cues whose text is `sprite.jpg#xywh=x,y,w,h`);
 * sprite names are resolved against the index's own URL.
 */
export function parseStoryboardVtt(text: string, vttUrl: string): StoryboardCue[] {
  const baseUrl = new URL(vttUrl, window.location.href).toString();
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((block) => parseBlock(block.split('\n'), baseUrl))
    .filter((cue): cue is StoryboardCue => cue !== null);
}

/** The tile showing `time`, or the last one past the end; null without cues. */
export function findStoryboardCue(cues: StoryboardCue[], time: number): StoryboardCue | null {
  return cues.find((cue) => time >= cue.start && time < cue.end) ?? cues.at(-1) ?? null;
}

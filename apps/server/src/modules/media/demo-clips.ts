import { runTool } from './media-process.js';
import { DEMO_LONG_LADDER, type LadderRung } from './transcode-plan.js';

/** A generative clip drawn by ffmpeg's built-in lavfi sources: no file from outside is ever read. */
export interface DemoClipRecipe {
  video: string;
  audio: string;
  seconds: number;
  /** The HLS ladder of this clip when it is not the standard one. */
  ladder?: readonly LadderRung[];
}

const SECONDS = 8;
const SIZE = '1280x720';
// The long clips show watch progress, resume and the watch-to-earn threshold; they are drawn small
// and get a small ladder so every fresh database (CI, each e2e run) transcodes them in seconds.
const LONG_SIZE = '640x360';

/** An audio drone: two sine partials under a slow swell. */
function drone(base: number, seconds = SECONDS): string {
  return (
    `aevalsrc=0.15*sin(2*PI*${base}*t)*(0.6+0.4*sin(PI*t/4))+0.08*sin(2*PI*${base * 1.5}*t):` +
    `s=48000:d=${seconds}`
  );
}

/** Recipes by demo activity slug (the demo seed creates activities with these slugs). */
export const DEMO_CLIP_RECIPES: Readonly<Record<string, DemoClipRecipe>> = {
  'demo-mandelbrot-dive': {
    video: `mandelbrot=size=${SIZE}:rate=25:maxiter=120:start_scale=3:end_scale=0.05,format=yuv420p`,
    audio: drone(110),
    seconds: SECONDS,
  },
  'demo-game-of-life': {
    video:
      'life=size=320x180:rate=25:mold=10:ratio=0.1:death_color=#1b0d3b:life_color=#ffcc33,' +
      `scale=${SIZE}:flags=neighbor`,
    audio: drone(220),
    seconds: SECONDS,
  },
  'demo-rule-110': {
    video:
      'cellauto=rule=110:size=320x180:rate=25:random_fill_ratio=0.5:scroll=1,format=rgb24,' +
      `lutrgb=r=val*0.9:g=val*0.4:b=val*0.8+40,scale=${SIZE}:flags=neighbor`,
    audio: drone(165),
    seconds: SECONDS,
  },
  'demo-test-card-in-colour': {
    video: `testsrc2=size=${SIZE}:rate=25,hue=h=t*45`,
    audio: drone(247),
    seconds: SECONDS,
  },
  'demo-colour-field': {
    video:
      "color=c=black:s=320x180:r=25,geq=r='128+127*sin(X/40+T)':g='128+127*sin(Y/30+T*1.3)':" +
      `b='128+127*sin((X+Y)/50+T*0.7)',scale=${SIZE}:flags=bicubic`,
    audio: drone(196),
    seconds: SECONDS,
  },
  'demo-long-life': {
    video:
      'life=size=160x90:rate=15:mold=25:ratio=0.12:random_seed=7:death_color=#10263b:life_color=#7fe3c4,' +
      `scale=${LONG_SIZE}:flags=neighbor,format=yuv420p`,
    audio: drone(131, 75),
    seconds: 75,
    ladder: DEMO_LONG_LADDER,
  },
  'demo-long-colour-tide': {
    video:
      "color=c=black:s=160x90:r=15,geq=r='128+127*sin(X/23+T*0.5)':g='128+127*sin(Y/17+T*0.37)':" +
      `b='128+127*sin((X-Y)/29+T*0.23)',scale=${LONG_SIZE}:flags=bicubic,format=yuv420p`,
    audio: drone(147, 65),
    seconds: 65,
    ladder: DEMO_LONG_LADDER,
  },
};

/** Renders a recipe to an MP4 file (H.264/AAC), the way a creator's upload would arrive. */
export async function renderDemoClip(
  ffmpeg: string,
  recipe: DemoClipRecipe,
  outputPath: string,
): Promise<void> {
  const args = [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', recipe.video, '-f', 'lavfi', '-i', recipe.audio, '-t', String(recipe.seconds)],
    ...['-map', '0:v', '-map', '1:a', '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '20'],
    ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '128k', '-movflags', '+faststart', outputPath],
  ];
  const result = await runTool(ffmpeg, args, { timeoutMs: 5 * 60_000 });
  if (result.exitCode !== 0) throw new Error(`Demo clip rendering failed: ${result.stderrTail.trim()}`);
}

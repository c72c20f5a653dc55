import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { Executor } from '../db/database.js';
import { findActivityWithCategory } from '../modules/activities/activities.repository.js';
import { replaceAsset } from '../modules/media/media.queries.js';
import { composeArtwork, DEMO_ARTWORK_PARTS, DEMO_SUNSET_PARTS } from '../modules/games/games.seed.js';
import { newOutputPrefix } from '../modules/media/media-paths.js';
import type { MediaStorage } from '../modules/media/media-storage.js';

// Every design is drawn on a 16:9 canvas; the banner crops its middle band.
const CANVAS = { width: 1280, height: 720 };
const SIZES = [
  { kind: 'THUMBNAIL', file: 'thumbnail.jpg', width: 640, height: 360 },
  { kind: 'BANNER', file: 'banner.jpg', width: 1280, height: 400 },
] as const;

/** A tiny deterministic generator, so the pointillist picture is the same on every machine. */
function createRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** Golden arch between two columns, in the manner of a Renaissance altarpiece. */
const RENAISSANCE = [
  '<rect width="1280" height="720" fill="#4a1c1a"/>',
  '<polygon points="0,720 1280,720 880,520 400,520" fill="#6b3a1f"/>',
  '<rect x="200" y="140" width="70" height="580" fill="#b8863b"/>',
  '<rect x="1010" y="140" width="70" height="580" fill="#b8863b"/>',
  '<path d="M440 720 V330 A200 200 0 0 1 840 330 V720 Z" fill="#d9a441"/>',
  '<path d="M510 720 V350 A130 130 0 0 1 770 350 V720 Z" fill="#1f3b5c"/>',
  '<circle cx="640" cy="420" r="62" fill="#f3d98b"/>',
].join('');

/** Dots of pure colour: sky, sun and water, after the pointillists. */
function impressionism(): string {
  const random = createRandom(1886);
  const dots: string[] = ['<rect width="1280" height="720" fill="#f6efd9"/>'];
  for (let y = 12; y < CANVAS.height; y += 24) {
    for (let x = 12; x < CANVAS.width; x += 24) {
      const sun = Math.hypot(x - 900, y - 230) < 110;
      const palette = sun
        ? ['#f4a261', '#e76f51', '#ffd166']
        : y < 430
          ? ['#8ecae6', '#a8dadc', '#ffd6a5']
          : ['#219ebc', '#023047', '#8ecae6'];
      const fill = palette[Math.floor(random() * palette.length)] ?? '#8ecae6';
      const [dx, dy] = [random() * 8 - 4, random() * 8 - 4];
      dots.push(`<circle cx="${(x + dx).toFixed(1)}" cy="${(y + dy).toFixed(1)}" r="10" fill="${fill}"/>`);
    }
  }
  return dots.join('');
}

/** A great wave under a red sun, after the Japanese woodblock prints. */
const WORLD = [
  '<rect width="1280" height="720" fill="#f2e8cf"/>',
  '<circle cx="1020" cy="190" r="90" fill="#c1121f"/>',
  '<polygon points="640,560 760,430 880,560" fill="#457b9d"/>',
  '<path d="M0 720 V430 C180 290 360 250 500 330 C590 380 560 470 470 455 C640 600 900 470 1280 560 V720 Z" fill="#1d3557"/>',
  '<path d="M500 330 C420 290 330 300 260 350 C340 320 420 330 470 380 Z" fill="#f1faee"/>',
].join('');

/** The memory game's six compositions side by side (3 × 2). */
function memoryGrid(): string {
  const cell = { width: CANVAS.width / 3, height: CANVAS.height / 2 };
  return DEMO_ARTWORK_PARTS.map((parts, index) => {
    const [x, y] = [(index % 3) * cell.width, Math.floor(index / 3) * cell.height];
    const frame = ` x="${x}" y="${y}" width="${cell.width}" height="${cell.height}" preserveAspectRatio="xMidYMid slice"`;
    return composeArtwork(parts, frame);
  }).join('');
}

/** The sliding puzzle's painting, filling the canvas. */
const SUNSET = composeArtwork(
  DEMO_SUNSET_PARTS,
  ` width="${CANVAS.width}" height="${CANVAS.height}" preserveAspectRatio="xMidYMid slice"`,
);

/** Pictures by demo activity slug (the quiz and game seeds create activities with these slugs). */
export const DEMO_PICTURES: Readonly<Record<string, string>> = {
  'demo-quiz-renaissance-masters': RENAISSANCE,
  'demo-quiz-impressionism-and-after': impressionism(),
  'demo-quiz-art-around-the-world': WORLD,
  'demo-game-memory-colour-and-form': memoryGrid(),
  'demo-game-sliding-sunset': SUNSET,
};

/** Renders a design to a JPEG of the given size, cropping the canvas to fill it. */
export function renderPicture(design: string, width: number, height: number): Promise<Buffer> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CANVAS.width} ${CANVAS.height}" ` +
    `width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice">${design}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}

/** Renders and stores one design's thumbnail and banner (no database work, so they run in parallel). */
async function storePictures(storage: MediaStorage, activityId: string, design: string) {
  const prefix = newOutputPrefix(activityId);
  return Promise.all(
    SIZES.map(async ({ kind, file, width, height }) => {
      const key = `${prefix}/${file}`;
      const stored = await storage.putStream(key, Readable.from(await renderPicture(design, width, height)));
      return { activityId, kind, storageKey: key, mime: 'image/jpeg', bytes: stored.bytes, width, height };
    }),
  );
}

/**
 * Thumbnails and banners of the demo quizzes and games, drawn from SVG by sharp (the library that
 * already converts creators' images) and stored through media storage like an uploaded picture.
 */
export async function seedDemoPictures(db: Executor, storage: MediaStorage): Promise<number> {
  const targets: [activityId: string, design: string][] = [];
  for (const [slug, design] of Object.entries(DEMO_PICTURES)) {
    const row = await findActivityWithCategory(db, slug);
    if (row) targets.push([row.activity.id, design]);
  }
  const assets = await Promise.all(targets.map(([id, design]) => storePictures(storage, id, design)));
  // One statement at a time: the seed runs on a single transaction's connection.
  for (const asset of assets.flat()) await replaceAsset(db, asset);
  return assets.flat().length;
}

import type { Executor } from '../../db/database.js';
import { insertActivity } from '../activities/activities.queries.js';
import { insertGame } from './games.repository.js';

/**
 * An abstract composition as SVG markup (300 × 300); `frame` places it inside a larger picture. These are
 * demo pictures made here, not reproductions of real artworks.
 */
export function composeArtwork([background, shape]: ArtworkParts, frame = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300"${frame}><rect width="300" height="300" fill="${background}"/>${shape}</svg>`;
}

/** A background colour and the SVG shapes drawn over it. */
export type ArtworkParts = readonly [background: string, shape: string];

// SVG data URLs: the CSP allows data: images.
const toDataUrl = (svg: string): string => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** The six compositions of the memory game. */
export const DEMO_ARTWORK_PARTS: readonly ArtworkParts[] = [
  ['#1d3557', '<circle cx="150" cy="150" r="90" fill="#f1c40f"/>'],
  ['#e63946', '<rect x="60" y="60" width="180" height="180" fill="#f1faee"/>'],
  ['#2a9d8f', '<polygon points="150,40 260,250 40,250" fill="#e9c46a"/>'],
  [
    '#264653',
    '<rect x="40" y="130" width="220" height="40" fill="#f4a261"/><rect x="130" y="40" width="40" height="220" fill="#f4a261"/>',
  ],
  [
    '#6d597a',
    '<circle cx="110" cy="150" r="60" fill="#ffb4a2"/><circle cx="190" cy="150" r="60" fill="#e5989b" opacity="0.8"/>',
  ],
  ['#f4f1de', '<path d="M0 220 Q150 80 300 220 V300 H0 Z" fill="#3d405b"/>'],
];

export const DEMO_ARTWORKS = DEMO_ARTWORK_PARTS.map((parts) => toDataUrl(composeArtwork(parts)));

/** The sliding puzzle's painting. */
export const DEMO_SUNSET_PARTS: ArtworkParts = [
  '#ffb703',
  '<circle cx="150" cy="170" r="70" fill="#fb8500"/><rect y="200" width="300" height="100" fill="#023047"/><rect y="215" width="300" height="8" fill="#219ebc"/><rect y="240" width="300" height="6" fill="#8ecae6"/>',
];

const SUNSET = toDataUrl(composeArtwork(DEMO_SUNSET_PARTS));

export const DEMO_GAMES = [
  {
    slug: 'demo-game-memory-colour-and-form',
    title: 'Memory: colour and form',
    description: 'Find the six pairs of abstract compositions in as few turns as you can.',
    game: 'MEMORY' as const,
    difficulty: 'MEDIUM' as const,
    images: DEMO_ARTWORKS,
  },
  {
    slug: 'demo-game-sliding-sunset',
    title: 'Sliding puzzle: sunset over the sea',
    description: 'Slide the tiles back into place to rebuild the painting (3 × 3).',
    game: 'SLIDING_PUZZLE' as const,
    difficulty: 'EASY' as const,
    images: [SUNSET],
  },
];

/** Publishes one memory game and one sliding puzzle as staff content. */
export async function seedDemoGames(db: Executor): Promise<number> {
  for (const { slug, title, description, game, difficulty, images } of DEMO_GAMES) {
    const activity = await insertActivity(db, {
      type: 'GAME',
      slug,
      title,
      description,
      pointsReward: 25,
      status: 'PUBLISHED',
      publishAt: new Date(),
      isDemo: true,
    });
    await insertGame(db, { activityId: activity.id, game, difficulty, images });
  }
  return DEMO_GAMES.length;
}

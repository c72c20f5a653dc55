import type { Licence } from '@streamit/contract';
import type { Executor } from '../../db/database.js';
import { findAllCategories } from '../catalog/catalog.queries.js';
import { resetTranscodeJob } from './transcode.repository.js';
import {
  addActivityCredits,
  addActivityTags,
  insertActivity,
  upsertPeople,
  upsertTags,
  type NewPerson,
} from '../activities/activities.queries.js';

interface DemoVideo {
  slug: string;
  title: string;
  description: string;
  category: string;
  licence: Licence;
  tags: string[];
  credits: [person: string, role: string][];
}

const DEMO_PEOPLE: NewPerson[] = [
  {
    slug: 'demo-ada-quine',
    title: 'Ada Quine',
    designation: 'Generative artist',
    knownCredits: 3,
    birthday: '1984-03-12',
    birthPlace: 'Lisbon, Portugal',
    alsoKnownAs: ['A. Quine'],
    isDemo: true,
  },
  {
    slug: 'demo-karim-haddad',
    title: 'Karim Haddad',
    designation: 'Composer',
    knownCredits: 5,
    birthday: '1979-11-02',
    birthPlace: 'Beirut, Lebanon',
    alsoKnownAs: ['كريم حداد'],
    isDemo: true,
  },
  {
    slug: 'demo-mei-lin-sato',
    title: 'Mei-Lin Sato',
    designation: 'Curator',
    knownCredits: 2,
    birthday: '1990-06-21',
    birthPlace: 'Osaka, Japan',
    alsoKnownAs: [],
    isDemo: true,
  },
];

const DEMO_TAGS = [
  ['demo-fractals', 'Fractals'],
  ['demo-cellular-automata', 'Cellular automata'],
  ['demo-colour', 'Colour'],
  ['demo-sound', 'Sound'],
].map(([slug = '', title = '']) => ({ slug, title, type: 'video' as const, isDemo: true }));

/** Slugs match DEMO_CLIP_RECIPES, which draws each clip with ffmpeg when its transcode job runs. */
const DEMO_VIDEOS: DemoVideo[] = [
  {
    slug: 'demo-mandelbrot-dive',
    title: 'Mandelbrot Dive',
    category: 'generative-art',
    licence: 'CC_BY',
    description: 'A slow zoom into the Mandelbrot set over a two-note drone. Rendered live by ffmpeg.',
    tags: ['demo-fractals', 'demo-sound'],
    credits: [
      ['demo-ada-quine', 'Director'],
      ['demo-karim-haddad', 'Music'],
    ],
  },
  {
    slug: 'demo-game-of-life',
    title: 'A Game of Life',
    category: 'generative-art',
    licence: 'CC_BY_SA',
    description: "Conway's Game of Life in amber on violet: simple rules, endless variety.",
    tags: ['demo-cellular-automata'],
    credits: [
      ['demo-ada-quine', 'Director'],
      ['demo-mei-lin-sato', 'Curator'],
    ],
  },
  {
    slug: 'demo-rule-110',
    title: 'Rule 110',
    category: 'design-and-craft',
    licence: 'CC0',
    description: 'The elementary cellular automaton that is Turing complete, woven like a textile.',
    tags: ['demo-cellular-automata', 'demo-colour'],
    credits: [['demo-mei-lin-sato', 'Curator']],
  },
  {
    slug: 'demo-test-card-in-colour',
    title: 'Test Card in Colour',
    category: 'film-and-animation',
    licence: 'CC_BY',
    description:
      'A broadcast test card drifting through the colour wheel: an homage to the end of transmission.',
    tags: ['demo-colour'],
    credits: [['demo-karim-haddad', 'Sound design']],
  },
  {
    slug: 'demo-colour-field',
    title: 'Colour Field',
    category: 'painting',
    licence: 'CC_BY_NC',
    description: 'Three sine waves paint a moving colour field, after the colour-field painters.',
    tags: ['demo-colour', 'demo-sound'],
    credits: [
      ['demo-ada-quine', 'Artist'],
      ['demo-karim-haddad', 'Music'],
    ],
  },
];

/**
 * Clips of 60–120 s (a separate seed, so databases seeded before they existed get them too). Generative Art keeps
 * only short clips, so Up next from one of them is a short clip whatever the trending order (the earning-loop
 * browser test binges through it).
 */
const DEMO_LONG_VIDEOS: DemoVideo[] = [
  {
    slug: 'demo-long-life',
    title: 'A Longer Life',
    category: 'film-and-animation',
    licence: 'CC_BY',
    description:
      'A longer Game of Life in sea green on midnight blue: watch the colonies grow, age and fade.',
    tags: ['demo-cellular-automata', 'demo-sound'],
    credits: [
      ['demo-ada-quine', 'Director'],
      ['demo-karim-haddad', 'Music'],
    ],
  },
  {
    slug: 'demo-long-colour-tide',
    title: 'Colour Tide',
    category: 'painting',
    licence: 'CC_BY_SA',
    description: 'Slow waves of colour wash across the frame for over a minute, over a low drone.',
    tags: ['demo-colour', 'demo-sound'],
    credits: [['demo-mei-lin-sato', 'Curator']],
  },
];

/**
 * Demo videos: activities with people, tags and credits, waiting in PROCESSING with a QUEUED transcode
 * job. Seeding stays instant; the media sweeper sends the jobs once workers run, the transcode job draws
 * each clip with ffmpeg and takes it through the real pipeline, and the activity is published when READY.
 */
export function seedDemoVideos(db: Executor): Promise<number> {
  return insertDemoVideos(db, DEMO_VIDEOS);
}

/** The long demo videos, seeded like seedDemoVideos. */
export function seedDemoLongVideos(db: Executor): Promise<number> {
  return insertDemoVideos(db, DEMO_LONG_VIDEOS);
}

async function insertDemoVideos(db: Executor, videos: DemoVideo[]): Promise<number> {
  const categories = new Map((await findAllCategories(db)).map((category) => [category.slug, category.id]));
  const peopleIds = await upsertPeople(db, DEMO_PEOPLE);
  const tagIds = await upsertTags(db, DEMO_TAGS);
  for (const video of videos) {
    const activity = await insertActivity(db, {
      type: 'VIDEO',
      slug: video.slug,
      title: video.title,
      description: video.description,
      categoryId: categories.get(video.category) ?? null,
      licence: video.licence,
      status: 'PROCESSING',
      pointsReward: 10,
      isDemo: true,
    });
    await addActivityTags(
      db,
      activity.id,
      video.tags.flatMap((slug) => tagIds.get(slug) ?? []),
    );
    const credits = video.credits.flatMap(([person, role]) => {
      const personId = peopleIds.get(person);
      return personId ? [{ personId, role }] : [];
    });
    await addActivityCredits(db, activity.id, credits);
    await resetTranscodeJob(db, activity.id);
  }
  return videos.length;
}

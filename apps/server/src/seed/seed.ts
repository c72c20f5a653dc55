import type { Database, Executor } from '../db/database.js';
import { seedDemoMembers } from '../modules/accounts/demo-members.js';
import { seedDemoLongVideos, seedDemoVideos } from '../modules/media/demo-videos.seed.js';
import { seedDemoCategories } from '../modules/catalog/catalog.seed.js';
import { seedDemoFeatured } from '../modules/featured/featured.seed.js';
import { seedDemoGames } from '../modules/games/games.seed.js';
import { seedDemoQuizzes } from '../modules/quizzes/quizzes.seed.js';
import type { MediaStorage } from '../modules/media/media-storage.js';
import { claimSeedRun } from '../modules/system/system.repository.js';
import { seedDemoStore, seedDemoStorePictures } from '../modules/store/store.seed.js';
import { seedDemoPictures } from './demo-pictures.js';

interface SeedLogger {
  info(message: string): void;
}

/** Optional parts of the demo data (SEED_DEMO_MEDIA); tests leave them off unless they need them. */
export interface SeedOptions {
  demoMedia?: boolean;
  /** Password of the demo members; without one they are not created. */
  demoMemberPassword?: string;
  /** Where the quizzes' and games' pictures are stored; without it they have none. */
  mediaStorage?: MediaStorage;
}

interface DemoSeed {
  name: string;
  run: (db: Executor, options: SeedOptions) => Promise<number>;
  enabled?: (options: SeedOptions) => boolean;
}

/** Demo seeds in order; each runs once per database, recorded in `seed_runs`. */
const DEMO_SEEDS: DemoSeed[] = [
  { name: 'demo-categories-v1', run: seedDemoCategories },
  { name: 'demo-quizzes-v1', run: seedDemoQuizzes },
  { name: 'demo-games-v1', run: seedDemoGames },
  // The merchandise store's dozen products (issue 33), then a drawn picture for each where media is stored.
  { name: 'demo-store-v1', run: seedDemoStore },
  {
    name: 'demo-store-pictures-v1',
    run: (db, options) =>
      options.mediaStorage ? seedDemoStorePictures(db, options.mediaStorage) : Promise.resolve(0),
    enabled: (options) => options.mediaStorage !== undefined,
  },
  {
    name: 'demo-pictures-v1',
    run: (db, options) =>
      options.mediaStorage ? seedDemoPictures(db, options.mediaStorage) : Promise.resolve(0),
    enabled: (options) => options.mediaStorage !== undefined,
  },
  // Rows only: the clips are drawn and transcoded by jobs, so start-up does not wait for ffmpeg.
  { name: 'demo-videos-v1', run: seedDemoVideos, enabled: (options) => options.demoMedia === true },
  // Clips of 60–120 s for watch progress, resume and watch-to-earn; small renditions keep them quick.
  { name: 'demo-long-videos-v1', run: seedDemoLongVideos, enabled: (options) => options.demoMedia === true },
  // The home hero's item: needs the demo videos.
  { name: 'demo-featured-v1', run: seedDemoFeatured, enabled: (options) => options.demoMedia === true },
  {
    name: 'demo-members-v1',
    run: seedDemoMembers,
    enabled: (options) => options.demoMemberPassword !== undefined,
  },
];

/** Runs the demo seeds that have not run on this database yet. */
export async function seedDemoData(
  db: Database,
  logger: SeedLogger,
  options: SeedOptions = {},
): Promise<void> {
  for (const seed of DEMO_SEEDS) {
    if (seed.enabled && !seed.enabled(options)) continue;
    await db.transaction(async (tx) => {
      if (!(await claimSeedRun(tx, seed.name))) return;
      const count = await seed.run(tx, options);
      logger.info(`Seeded ${seed.name} (${count} rows)`);
    });
  }
}

// A payout worker the crash test kills: it pays one exchange and stops dead at CRASH_AT, printing a marker.
import PgBoss from 'pg-boss';
import type { AppDeps } from '../src/app-deps.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { startChain } from '../src/modules/chain/chain-client.js';
import { runPayout } from '../src/modules/exchange/exchange-payout.service.js';

const config = loadConfig();
const database = openDatabase(config.DATABASE_URL ?? '', 4);
const { chain } = await startChain(config);
// runPayout queues nothing; the queue object is only there to complete the dependencies.
const deps: AppDeps = { config, db: database.db, jobs: new PgBoss(config.DATABASE_URL ?? ''), chain };
const stopDead = (marker: string) => async () => {
  process.stdout.write(`${marker}\n`);
  await new Promise(() => undefined);
};
const crashAt = process.env.CRASH_AT;
await runPayout(deps, process.env.EXCHANGE_ID ?? '', {
  ...(crashAt === 'afterRecord' ? { afterRecord: stopDead('RECORDED') } : {}),
  ...(crashAt === 'afterBroadcast' ? { afterBroadcast: stopDead('BROADCAST') } : {}),
});
process.stdout.write('DONE\n');
process.exit(0);

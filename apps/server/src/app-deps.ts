import type PgBoss from 'pg-boss';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { LogCapture } from './logger.js';
import type { Chain } from './modules/wallet-chain/chain-client.js';

/**
 * What the app is built from; tests pass their own database and queue. It lives apart from app.ts so
 * modules can name it without importing the file that registers them.
 */
export interface AppDeps {
  config: Config;
  db: Database;
  jobs: PgBoss;
  /** Tests only: receive every log line, to prove what never reaches the logs. */
  logCapture?: LogCapture;
  /** The chain payouts use; undefined when it could not start (the wallet screens say so). */
  chain?: Chain | undefined;
}

import { pgTable, text } from 'drizzle-orm/pg-core';
import { instantNow } from '../../db/table-columns.js';

/** Seeds that have run on this database, so each runs once. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: instantNow('ran_at'),
});

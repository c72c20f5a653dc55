import { date, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { users } from '../members/members.schema.js';

/**
 * A member's earnings figures kept exact by the ledger itself (decision 072): the trigger on `points_entries`
 * (migration 0064) adds every inserted `earn` line of a member's account in the inserting statement's own
 * transaction, so the figures read one row instead of every earn line. `day`/`week` are the latest UTC day and
 * ISO week (Monday) any earn line fell in; the activity sums count only that day's and that week's lines. No
 * code writes this table: the ledger is append-only, so adding lines as they are inserted is the whole rule.
 */
export const pointsMemberEarnings = pgTable('points_member_earnings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Every positive earn line, bonuses included (decision 048's `lifetime`). */
  lifetime: integer('lifetime').notNull().default(0),
  day: date('day', { mode: 'string' }).notNull(),
  /** Activity earn lines of `day` (decision 048's `today`, what the daily cap counts). */
  dayActivity: integer('day_activity').notNull().default(0),
  week: date('week', { mode: 'string' }).notNull(),
  /** Activity earn lines of the week starting `week` (the weekly cap's figure). */
  weekActivity: integer('week_activity').notNull().default(0),
});

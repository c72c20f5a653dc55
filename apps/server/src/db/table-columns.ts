import { bigint, timestamp, uuid, type ReferenceConfig } from 'drizzle-orm/pg-core';

/** The usual key: a random UUID, so ids leak no order or count. */
export function primaryUuid() {
  return uuid('id').primaryKey().defaultRandom();
}

/** The key of an append-only row kept in order (ledger lines, deliveries): a database-made running number. */
export function serialId() {
  return bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
}

/** An absolute time: timestamptz, never a wall-clock reading (ASVS V16.2.2, see utc-timestamps.test.ts). */
export function instant(name: string) {
  return timestamp(name, { withTimezone: true });
}

/** A required time the database fills in when the row is written (created, updated, started). */
export function instantNow(name: string) {
  return instant(name).notNull().defaultNow();
}

/** A required link to another table's UUID key. */
export function requiredRef(name: string, ref: ReferenceConfig['ref'], actions?: ReferenceConfig['actions']) {
  return uuid(name).notNull().references(ref, actions);
}

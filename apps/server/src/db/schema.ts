/** Every table, gathered for Drizzle and drizzle-kit. Each module owns its own `*.schema.ts`. */
export * from '../modules/catalog/catalog.schema.js';
export * from '../modules/system/system.schema.js';
export * from '../modules/activities/activities.schema.js';
export * from '../modules/media/media.schema.js';
export * from '../modules/admin-auth/admin-auth.schema.js';
export * from '../modules/audit/audit.schema.js';

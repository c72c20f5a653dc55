/** Every table, gathered for Drizzle and drizzle-kit. Each module owns its own `*.schema.ts`. */
export * from '../modules/catalog/catalog.schema.js';
export * from '../modules/system/system.schema.js';

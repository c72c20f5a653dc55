/** Every table, gathered for Drizzle and drizzle-kit. Each module owns its own `*.schema.ts`. */
export * from '../modules/catalog/catalog.schema.js';
export * from '../modules/system/system.schema.js';
export * from '../modules/accounts/accounts.schema.js';
export * from '../modules/auth-limits/auth-limits.schema.js';
export * from '../modules/captcha/captcha.schema.js';
export * from '../modules/email/email.schema.js';
export * from '../modules/oauth/oauth.schema.js';
export * from '../modules/referrals/referrals.schema.js';
export * from '../modules/sessions/sessions.schema.js';
export * from '../modules/two-factor/two-factor.schema.js';
export * from '../modules/activities/activities.schema.js';
export * from '../modules/media/media.schema.js';
export * from '../modules/admin-auth/admin-auth.schema.js';
export * from '../modules/audit/audit.schema.js';
export * from '../modules/site-settings/site-settings.schema.js';
export * from '../modules/newsletter/newsletter.schema.js';
export * from '../modules/contact/contact.schema.js';

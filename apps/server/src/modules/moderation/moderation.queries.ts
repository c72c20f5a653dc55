/**
 * The moderation module's published data access: the queries other modules may call. The repository
 * itself is this module's own (a check stops other modules importing it).
 */
export { insertDecision, lockActivity } from './moderation.repository.js';

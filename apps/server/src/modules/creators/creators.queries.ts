/** What other modules may read of the creators module: a member's creator state and open ban. */
export { findMemberCreatorState } from './creator-applications.repository.js';
export { findOpenBan } from './creator-bans.repository.js';
export { creatorBans } from './creator-bans.schema.js';

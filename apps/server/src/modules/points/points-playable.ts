/**
 * The one place the points module asks "may a member play this activity now?". The rule is moving
 * into an activities core; only this import changes when it does.
 */
export { requirePlayable } from '../activities/activities.service.js';

/**
 * The sessions module's published data access: the queries other modules may call. The repositories
 * themselves are this module's own (a check stops other modules importing them).
 */
export {
  countFailedLogins,
  lastLogin,
  recentIps,
  recentSuspiciousReport,
} from './security-insights.repository.js';
export { countLiveSessions, findSessionStart, listDevices } from './sessions.repository.js';

export { deleteMemberDevices, revokeSessions } from './sessions.repository.js';

export { deleteLoginEventsBefore, deleteSessionsEndedBefore } from './sessions.repository.js';

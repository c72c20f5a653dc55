/**
 * The admins module's published data access: the staff tables' reads and writes that admin-auth (sign-in,
 * sessions, staff accounts) calls. The repositories are this module's own (decision 053: writes go through
 * the owner).
 */
export {
  type AdminChallengePurpose,
  type AdminChallengeRow,
  burnChallengeAttempt,
  consumeChallenge,
  expireChallengesOf,
  findLiveChallenge,
  insertChallenge,
  keepChallengeSecret,
  MAX_CHALLENGE_FAILURES,
} from './admin-challenges.repository.js';
export {
  countAccountFailures,
  countIpFailures,
  deleteAttemptsBefore,
  insertPendingAttempt,
  lockAttemptKey,
  markAttemptSucceeded,
} from './admin-login-attempts.repository.js';
export {
  type AdminSessionRow,
  findAdminSessionByTokenHash,
  insertAdminSession,
  type NewAdminSessionRow,
  revokeAdminSession,
  revokeAdminSessionsOf,
  touchAdminSession,
} from './admin-sessions.repository.js';
export {
  type AdminUserChanges,
  type AdminUserFilter,
  type AdminUserRow,
  anyAdminExists,
  claimTotpStep,
  countAdmins,
  countOtherActiveSuperAdmins,
  findAdminByEmail,
  findAdminById,
  findAdminByIdForUpdate,
  insertAdmin,
  listAdmins,
  lockAdminRoster,
  type NewAdminUserRow,
  updateAdmin,
} from './admin-users.repository.js';

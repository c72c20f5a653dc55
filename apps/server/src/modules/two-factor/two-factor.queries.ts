/**
 * The two-factor module's published data access: the queries other modules may call. The repository
 * itself is this module's own (a check stops other modules importing it).
 */
export {
  burnChallengeAttempt,
  consumeChallenge,
  insertChallenge,
  isTwoFactorEnabled,
} from './two-factor.repository.js';

export { deleteExpiredChallenges, deleteMemberTwoFactor } from './two-factor.repository.js';
export { upgradeLegacyRecoveryCodes } from './two-factor.codes.js';

/**
 * The members module's published data access: the user and email-code queries other modules may call.
 * The repository itself is this module's own (a check stops other modules importing it).
 */
export {
  attachProviderId,
  burnEmailCodeAttempt,
  consumeEmailCode,
  findUserByEmail,
  findUserById,
  findUserByProvider,
  insertUser,
  markEmailVerified,
  memberExists,
  rememberPreferredLanguage,
  replaceEmailCode,
  updateUser,
  type NewUser,
  type OAuthProvider,
  type UserRow,
} from './members.repository.js';

export { deleteExpiredEmailCodes } from './members.repository.js';
export {
  raiseMemberTier,
  raiseTiersStatement,
  resetProjectedBalance,
  shiftBalanceStatement,
  shiftBalancesStatement,
  shiftProjectedBalance,
} from './member-points.repository.js';
export {
  clearEndedSuspensions,
  setCreatorStatus,
  setMemberCreatorStatus,
  suspendMembers,
  unsuspendMembers,
} from './member-status.repository.js';
export { anonymiseMember, deletedMemberIdentity, lockMemberRow } from './member-deletion.repository.js';

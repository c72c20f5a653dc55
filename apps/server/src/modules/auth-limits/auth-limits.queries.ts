/** The auth-limits module's published data access (decision 053: the owner writes its tables). */
export { deleteAccountAttempts } from './auth-limits.repository.js';

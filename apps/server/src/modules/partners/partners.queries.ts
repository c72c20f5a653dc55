/** The partners module's published data access (decision 053: the owner writes its tables). */
export { deleteInvitationsTo } from './partner-invitations.repository.js';

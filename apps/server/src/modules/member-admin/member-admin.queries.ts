/**
 * The member-admin module's published data access: the shared member-list WHERE (so an export narrows members
 * exactly as the list does) and the list's page query. The repository itself is this module's own.
 */
export { memberFilterConditions, selectMemberPage, type MemberRow } from './member-admin.repository.js';

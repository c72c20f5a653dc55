// Zod-free values of the admin member list, read by the web's route search reader on the first page's path
// (decision 025); the schemas in admin-member-filter.ts are built from them.

/** A member's standing as staff filter it: SUSPENDED while a suspension is in force (decision 035). */
export const MEMBER_STATUSES = ['ACTIVE', 'SUSPENDED'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** Orders of the member list; every order breaks ties by id so cursors are stable. */
export const ADMIN_MEMBER_SORTS = [
  'joined_desc',
  'joined_asc',
  'points_desc',
  'points_asc',
  'email_asc',
] as const;
export type AdminMemberSort = (typeof ADMIN_MEMBER_SORTS)[number];

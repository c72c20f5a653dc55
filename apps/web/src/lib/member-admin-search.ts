import {
  ADMIN_MEMBER_SORTS,
  MEMBER_STATUSES,
  TIERS,
  type AdminMemberFilter,
  type AdminMemberListQuery,
  type AdminMemberSort,
} from '@streamit/contract';
import { keepSetValues, readSearchOption, readSearchText, type SearchInput } from './search-params';

/** The address of /admin/users: the shared member filters and the order. */
export type MembersSearch = AdminMemberFilter & { sort?: AdminMemberSort };

const FLAGS = ['true', 'false'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** validateSearch of /admin/users: a bad value in a shared link means "not set", never a broken page. */
export function readMembersSearch(search: SearchInput<MembersSearch>): MembersSearch {
  return keepSetValues({
    tier: readSearchOption(search.tier, TIERS),
    status: readSearchOption(search.status, MEMBER_STATUSES),
    creator: readSearchOption(search.creator, FLAGS),
    verified: readSearchOption(search.verified, FLAGS),
    joinedFrom: readSearchText(search.joinedFrom, { max: 10, pattern: DAY }),
    joinedTo: readSearchText(search.joinedTo, { max: 10, pattern: DAY }),
    q: readSearchText(search.q, { min: 1, max: 100, trim: true }),
    sort: readSearchOption(search.sort, ADMIN_MEMBER_SORTS),
  });
}

/** The list call's query for an address (without the cursor, which the list pages add). */
export function toMemberListQuery(search: MembersSearch): Omit<AdminMemberListQuery, 'cursor'> {
  return { ...search, sort: search.sort ?? 'joined_desc', limit: 25 };
}

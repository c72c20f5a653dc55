import { z } from 'zod';
import { TierSchema } from '../enums.js';
import { ADMIN_MEMBER_SORTS, MEMBER_STATUSES } from './admin-member-values.js';

export const MemberStatusSchema = z.enum(MEMBER_STATUSES);

/** Yes/no filters travel in the URL as the words `true` and `false`. */
const FlagFilterSchema = z.enum(['true', 'false']);

/**
 * The filters of the admin member list (GET /admin/users), shared by every screen and call that narrows
 * members the same way (the list, its export). Every field is optional; left out means "any".
 */
export const AdminMemberFilterSchema = z.strictObject({
  tier: TierSchema.optional(),
  status: MemberStatusSchema.optional(),
  /** `true`: content creators only; `false`: members who are not creators. */
  creator: FlagFilterSchema.optional(),
  /** `true`: the email address is verified. */
  verified: FlagFilterSchema.optional(),
  /** Joined on or after this UTC day. */
  joinedFrom: z.iso.date().optional(),
  /** Joined on or before this UTC day (inclusive). */
  joinedTo: z.iso.date().optional(),
  /** Part of the name, display name (handle) or email, case-insensitive. */
  q: z.string().trim().min(1).max(100).optional(),
});
export type AdminMemberFilter = z.infer<typeof AdminMemberFilterSchema>;

export const AdminMemberSortSchema = z.enum(ADMIN_MEMBER_SORTS);

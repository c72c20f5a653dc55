import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { AuthProviderSchema, CreatorStatusSchema, TierSchema } from '../enums.js';
import {
  AdminMemberFilterSchema,
  AdminMemberSortSchema,
  MemberStatusSchema,
} from '../models/admin-member-filter.js';
import { MAX_PAGE_LIMIT, PageQuerySchema, pageOf } from '../models/page.schemas.js';
import { AuditEntrySchema } from './audit.endpoints.js';
import { VerifiedMemberSchema } from './email-outbox.endpoints.js';
import { PointsHistoryItemSchema } from './points-reading.endpoints.js';
import { TierLockSchema } from './points.endpoints.js';
import {
  LocationSummarySchema,
  RiskAssessmentSchema,
  SecurityOverviewSchema,
} from './accounts-security.endpoints.js';
import {
  ActiveSessionSchema,
  DevicesResponseSchema,
  LoginHistoryResponseSchema,
} from './sessions.endpoints.js';
import { StaffReasonSchema } from '../models/staff-reason.schemas.js';

/** Most members one bulk suspend or unsuspend may name. */
export const MAX_BULK_MEMBERS = 100;
/** Longest timed suspension, in minutes (one year); longer ones are open-ended. */
export const MAX_SUSPENSION_MINUTES = 525_600;

const datetime = z.iso.datetime();
const staff = { tags: ['admin-members'], auth: 'admin', permission: 'canManageUsers' } as const;
const MemberParams = z.object({ id: z.uuid() });

/** A member as the staff list shows them. */
export const AdminMemberSchema = z.object({
  id: z.uuid(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  displayName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  tier: TierSchema,
  totalPoints: z.number().int(),
  isContentCreator: z.boolean(),
  creatorStatus: CreatorStatusSchema,
  status: MemberStatusSchema,
  suspendedAt: datetime.nullable(),
  /** Null while suspended: until lifted by staff. */
  suspendedUntil: datetime.nullable(),
  suspensionReason: z.string().nullable(),
  createdAt: datetime,
});
export type AdminMember = z.infer<typeof AdminMemberSchema>;

/** GET /admin/users query: the shared filters, an order, and the previous page's `nextCursor`. */
export const AdminMemberListQuerySchema = AdminMemberFilterSchema.extend({
  sort: AdminMemberSortSchema.default('joined_desc'),
  /** The id of the previous page's last member. */
  cursor: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(25),
});
export type AdminMemberListQuery = z.infer<typeof AdminMemberListQuerySchema>;

export const AdminMemberPageSchema = z.object({
  items: z.array(AdminMemberSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AdminMemberPage = z.infer<typeof AdminMemberPageSchema>;

/** GET /admin/users/find: an exact email, member id or display name (handle). */
export const FindMemberQuerySchema = z.strictObject({ q: z.string().trim().min(1).max(254) });
export const FoundMembersSchema = z.object({ items: z.array(AdminMemberSchema) });
export type FoundMembers = z.infer<typeof FoundMembersSchema>;

/** GET /admin/users/suspended: `current` (all in force), `timed` or `indefinite`. */
export const SuspendedMembersQuerySchema = PageQuerySchema.extend({
  status: z.enum(['current', 'timed', 'indefinite']).default('current'),
});
export type SuspendedMembersQuery = z.infer<typeof SuspendedMembersQuerySchema>;
export const SuspendedMembersPageSchema = pageOf(AdminMemberSchema);
export type SuspendedMembersPage = z.infer<typeof SuspendedMembersPageSchema>;

/** Minutes until the suspension ends by itself; left out for a suspension until lifted. */
const DurationSchema = z.number().int().min(1).max(MAX_SUSPENSION_MINUTES).optional();

export const SuspendMemberBodySchema = z.strictObject({
  reason: StaffReasonSchema,
  durationMinutes: DurationSchema,
});
export type SuspendMemberBody = z.infer<typeof SuspendMemberBodySchema>;
export const UnsuspendMemberBodySchema = z.strictObject({ reason: StaffReasonSchema });
export type UnsuspendMemberBody = z.infer<typeof UnsuspendMemberBodySchema>;
export const VerifyMemberBodySchema = z.strictObject({ reason: StaffReasonSchema });
export type VerifyMemberBody = z.infer<typeof VerifyMemberBodySchema>;
export const EndMemberSessionsBodySchema = z.strictObject({ reason: StaffReasonSchema });
export type EndMemberSessionsBody = z.infer<typeof EndMemberSessionsBodySchema>;
/** How many of the member's sessions were open and are now ended (0 when none was). */
export const EndedMemberSessionsSchema = z.object({ ended: z.number().int().min(0) });
export type EndedMemberSessions = z.infer<typeof EndedMemberSessionsSchema>;

const BulkIdsSchema = z
  .array(z.uuid())
  .min(1)
  .max(MAX_BULK_MEMBERS)
  .refine((ids) => new Set(ids).size === ids.length, { message: 'Each member may be named once' });
export const BulkSuspendBodySchema = SuspendMemberBodySchema.extend({ ids: BulkIdsSchema });
export type BulkSuspendBody = z.infer<typeof BulkSuspendBodySchema>;
export const BulkUnsuspendBodySchema = UnsuspendMemberBodySchema.extend({ ids: BulkIdsSchema });
export type BulkUnsuspendBody = z.infer<typeof BulkUnsuspendBodySchema>;

/** A bulk change: all named members exist or nothing is written; those already so are left as they were. */
export const BulkMemberResultSchema = z.object({
  changed: z.array(z.uuid()),
  unchanged: z.array(z.uuid()),
});
export type BulkMemberResult = z.infer<typeof BulkMemberResultSchema>;

/** Everything staff see on a member's page. */
export const AdminMemberDetailSchema = z.object({
  member: AdminMemberSchema,
  providers: z.array(AuthProviderSchema),
  twoFactorEnabled: z.boolean(),
  tierLock: TierLockSchema.nullable(),
  recentLedger: z.array(PointsHistoryItemSchema),
  sessions: z.array(ActiveSessionSchema),
  devices: DevicesResponseSchema.shape.devices,
  loginHistory: LoginHistoryResponseSchema.shape.items,
  locations: LocationSummarySchema,
  security: SecurityOverviewSchema,
  risk: RiskAssessmentSchema,
  audit: z.array(AuditEntrySchema),
});
export type AdminMemberDetail = z.infer<typeof AdminMemberDetailSchema>;

/** GET /admin/users (canManageUsers): filtered, sorted, cursor-paginated. */
export const listAdminMembersEndpoint = defineEndpoint({
  ...staff,
  method: 'GET',
  path: '/admin/users',
  summary: 'Members with filters, an order and cursor pagination',
  query: AdminMemberListQuerySchema,
  response: AdminMemberPageSchema,
});

/** GET /admin/users/find (canManageUsers). */
export const findAdminMemberEndpoint = defineEndpoint({
  ...staff,
  method: 'GET',
  path: '/admin/users/find',
  summary: 'Members whose email, id or display name is exactly the text',
  query: FindMemberQuerySchema,
  response: FoundMembersSchema,
});

/** GET /admin/users/suspended (canManageUsers): suspensions in force, newest first. */
export const listSuspendedMembersEndpoint = defineEndpoint({
  ...staff,
  method: 'GET',
  path: '/admin/users/suspended',
  summary: 'Members whose suspension is in force',
  query: SuspendedMembersQuerySchema,
  response: SuspendedMembersPageSchema,
});

/** GET /admin/users/:id (canManageUsers). */
export const getAdminMemberEndpoint = defineEndpoint({
  ...staff,
  method: 'GET',
  path: '/admin/users/:id',
  summary: "A member's profile, points, sessions, devices, sign-ins, security and audit trail",
  params: MemberParams,
  response: AdminMemberDetailSchema,
});

/** POST /admin/users/:id/suspend (canManageUsers): ends the member's sessions; audited and emailed. */
export const suspendMemberEndpoint = defineEndpoint({
  ...staff,
  method: 'POST',
  path: '/admin/users/:id/suspend',
  summary: 'Suspend a member, until lifted or for a number of minutes',
  params: MemberParams,
  body: SuspendMemberBodySchema,
  response: AdminMemberSchema,
});

/** POST /admin/users/:id/unsuspend (canManageUsers): audited and emailed. */
export const unsuspendMemberEndpoint = defineEndpoint({
  ...staff,
  method: 'POST',
  path: '/admin/users/:id/unsuspend',
  summary: "Lift a member's suspension",
  params: MemberParams,
  body: UnsuspendMemberBodySchema,
  response: AdminMemberSchema,
});

/** POST /admin/users/bulk-suspend (canManageUsers): up to 100 members in one transaction. */
export const bulkSuspendMembersEndpoint = defineEndpoint({
  ...staff,
  method: 'POST',
  path: '/admin/users/bulk-suspend',
  summary: 'Suspend up to 100 members at once, all or none',
  body: BulkSuspendBodySchema,
  response: BulkMemberResultSchema,
});

/** POST /admin/users/bulk-unsuspend (canManageUsers): up to 100 members in one transaction. */
export const bulkUnsuspendMembersEndpoint = defineEndpoint({
  ...staff,
  method: 'POST',
  path: '/admin/users/bulk-unsuspend',
  summary: 'Lift the suspension of up to 100 members at once, all or none',
  body: BulkUnsuspendBodySchema,
  response: BulkMemberResultSchema,
});

/** POST /admin/users/:id/verify (canManageUsers): marks the email verified; audited with the reason. */
export const verifyMemberEndpoint = defineEndpoint({
  ...staff,
  method: 'POST',
  path: '/admin/users/:id/verify',
  summary: "Mark a member's email address verified",
  params: MemberParams,
  body: VerifyMemberBodySchema,
  response: VerifiedMemberSchema,
});

/** POST /admin/users/:id/end-sessions (canManageUsers): signs the member out everywhere; audited with the reason. */
export const endMemberSessionsEndpoint = defineEndpoint({
  ...staff,
  method: 'POST',
  path: '/admin/users/:id/end-sessions',
  summary: 'End every open session of a member, without suspending them',
  params: MemberParams,
  body: EndMemberSessionsBodySchema,
  response: EndedMemberSessionsSchema,
});

/** GET /admin/users/:id/location-insights (canManageUsers): the member's view, for staff. */
export const getMemberLocationInsightsEndpoint = defineEndpoint({
  ...staff,
  method: 'GET',
  path: '/admin/users/:id/location-insights',
  summary: "Where a member's sign-ins came from",
  params: MemberParams,
  response: LocationSummarySchema,
});

/** GET /admin/users/:id/device-history (canManageUsers). */
export const getMemberDeviceHistoryEndpoint = defineEndpoint({
  ...staff,
  method: 'GET',
  path: '/admin/users/:id/device-history',
  summary: "A member's devices",
  params: MemberParams,
  response: DevicesResponseSchema,
});

/** GET /admin/users/:id/security-profile (canManageUsers). */
export const getMemberSecurityProfileEndpoint = defineEndpoint({
  ...staff,
  method: 'GET',
  path: '/admin/users/:id/security-profile',
  summary: "A member's security overview and risk assessment",
  params: MemberParams,
  response: z.object({ overview: SecurityOverviewSchema, risk: RiskAssessmentSchema }),
});

import { z } from 'zod';

/** Member tiers, lowest first (spec §3). */
export const TIERS = ['BASIC', 'BRONZE', 'SILVER', 'GOLD', 'PLATINUM', 'VIP'] as const;
export const TierSchema = z.enum(TIERS);
export type Tier = z.infer<typeof TierSchema>;
/** Tier a new member starts with (spec §9). */
export const DEFAULT_TIER: Tier = 'BASIC';

/** Staff roles of the admin realm (spec §3, §6). */
export const ADMIN_ROLES = ['SUPER_ADMIN', 'ADMIN', 'MODERATOR', 'CONTENT_MODERATOR', 'ANALYST'] as const;
export const AdminRoleSchema = z.enum(ADMIN_ROLES);
export type AdminRole = z.infer<typeof AdminRoleSchema>;
/** Roles with moderator-level access (spec §6). */
export const MODERATOR_LEVEL_ROLES: readonly AdminRole[] = [
  'MODERATOR',
  'CONTENT_MODERATOR',
  'ADMIN',
  'SUPER_ADMIN',
];

/** Capability flags an admin user carries (spec §3). */
export const ADMIN_PERMISSIONS = [
  'canModerateContent',
  'canManageUsers',
  'canManagePoints',
  'canViewAnalytics',
  'canManageCreators',
] as const;
export const AdminPermissionSchema = z.enum(ADMIN_PERMISSIONS);
export type AdminPermission = z.infer<typeof AdminPermissionSchema>;

/** Support ticket lifecycle states (spec §3). */
export const TICKET_STATUSES = ['OPEN', 'IN_PROGRESS', 'AWAITING_REPLY', 'CLOSED', 'RESOLVED'] as const;
export const TicketStatusSchema = z.enum(TICKET_STATUSES);
export type TicketStatus = z.infer<typeof TicketStatusSchema>;

/** Support ticket priorities, lowest first (spec §3). */
export const TICKET_PRIORITIES = ['LOW', 'NORMAL', 'MEDIUM', 'HIGH', 'URGENT'] as const;
export const TicketPrioritySchema = z.enum(TICKET_PRIORITIES);
export type TicketPriority = z.infer<typeof TicketPrioritySchema>;

/** Who wrote a ticket message (spec §3). */
export const TICKET_AUTHOR_TYPES = ['USER', 'AGENT'] as const;
export const TicketAuthorTypeSchema = z.enum(TICKET_AUTHOR_TYPES);
export type TicketAuthorType = z.infer<typeof TicketAuthorTypeSchema>;

/** Kinds of applicant on a creator application (spec §3). */
export const APPLICANT_TYPES = [
  'ARTIST',
  'GALLERY',
  'MUSEUM',
  'ART_CURATOR',
  'ART_HISTORIAN',
  'STORYTELLER',
  'CULTURAL_RESEARCHER',
  'INSTITUTION_REPRESENTATIVE',
  'OTHER',
] as const;
export const ApplicantTypeSchema = z.enum(APPLICANT_TYPES);
export type ApplicantType = z.infer<typeof ApplicantTypeSchema>;

/** Content formats a creator plans to publish (spec §3). */
export const CONTENT_FORMATS = ['SHORT_FORM', 'LONG_FORM', 'SERIES_EDUCATIONAL', 'NOT_SURE_YET'] as const;
export const ContentFormatSchema = z.enum(CONTENT_FORMATS);
export type ContentFormat = z.infer<typeof ContentFormatSchema>;

/** Creator status values; only BANNED is named by the spec, the rest are ours (docs/decisions). */
export const CREATOR_STATUSES = ['NONE', 'PENDING', 'APPROVED', 'REJECTED', 'BANNED'] as const;
export const CreatorStatusSchema = z.enum(CREATOR_STATUSES);
export type CreatorStatus = z.infer<typeof CreatorStatusSchema>;

/** Sign-in providers a member can link (spec §3 linked providers). */
export const AUTH_PROVIDERS = ['email', 'google', 'twitter'] as const;
export const AuthProviderSchema = z.enum(AUTH_PROVIDERS);
export type AuthProvider = z.infer<typeof AuthProviderSchema>;
/** The linked providers signed in with by redirect: every provider but email. */
export const OAUTH_PROVIDERS = ['google', 'twitter'] as const satisfies readonly AuthProvider[];

// The enums as plain values and types, without zod: the web's first page imports these (enums.ts adds the
// schemas; docs/decisions/025-zod-free-web-routes.md).

/** Member tiers, lowest first (spec §3). */
export const TIERS = ['BASIC', 'BRONZE', 'SILVER', 'GOLD', 'PLATINUM', 'VIP'] as const;
export type Tier = (typeof TIERS)[number];
/** Tier a new member starts with (spec §9). */
export const DEFAULT_TIER: Tier = 'BASIC';

/** Staff roles of the admin realm (spec §3, §6). */
export const ADMIN_ROLES = ['SUPER_ADMIN', 'ADMIN', 'MODERATOR', 'CONTENT_MODERATOR', 'ANALYST'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];
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
export type AdminPermission = (typeof ADMIN_PERMISSIONS)[number];

/** Support ticket lifecycle states (spec §3). */
export const TICKET_STATUSES = ['OPEN', 'IN_PROGRESS', 'AWAITING_REPLY', 'CLOSED', 'RESOLVED'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Support ticket priorities, lowest first (spec §3). */
export const TICKET_PRIORITIES = ['LOW', 'NORMAL', 'MEDIUM', 'HIGH', 'URGENT'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

/** Who wrote a ticket message (spec §3). */
export const TICKET_AUTHOR_TYPES = ['USER', 'AGENT'] as const;
export type TicketAuthorType = (typeof TICKET_AUTHOR_TYPES)[number];

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
export type ApplicantType = (typeof APPLICANT_TYPES)[number];

/** Content formats a creator plans to publish (spec §3). */
export const CONTENT_FORMATS = ['SHORT_FORM', 'LONG_FORM', 'SERIES_EDUCATIONAL', 'NOT_SURE_YET'] as const;
export type ContentFormat = (typeof CONTENT_FORMATS)[number];

/** Creator status values; only BANNED is named by the spec, the rest are ours (docs/decisions). */
export const CREATOR_STATUSES = ['NONE', 'PENDING', 'APPROVED', 'REJECTED', 'BANNED'] as const;
export type CreatorStatus = (typeof CREATOR_STATUSES)[number];

/** Sign-in providers a member can link (spec §3 linked providers). */
export const AUTH_PROVIDERS = ['email', 'google', 'twitter'] as const;
export type AuthProvider = (typeof AUTH_PROVIDERS)[number];
/** The linked providers signed in with by redirect: every provider but email. */
export const OAUTH_PROVIDERS = ['google', 'twitter'] as const satisfies readonly AuthProvider[];

/** Languages the product speaks: the web's interface and a member's e-mails (issue 26). */
export const PRODUCT_LANGUAGES = ['en', 'ar'] as const;
export type ProductLanguage = (typeof PRODUCT_LANGUAGES)[number];

import { z } from 'zod';
import {
  TIERS,
  ADMIN_ROLES,
  ADMIN_PERMISSIONS,
  TICKET_STATUSES,
  TICKET_PRIORITIES,
  TICKET_AUTHOR_TYPES,
  APPLICANT_TYPES,
  CONTENT_FORMATS,
  CREATOR_STATUSES,
  AUTH_PROVIDERS,
} from './enum-values.js';

export * from './enum-values.js';

// The schemas of the enums in enum-values.ts, for request and response validation.
export const TierSchema = z.enum(TIERS);
export const AdminRoleSchema = z.enum(ADMIN_ROLES);
export const AdminPermissionSchema = z.enum(ADMIN_PERMISSIONS);
export const TicketStatusSchema = z.enum(TICKET_STATUSES);
export const TicketPrioritySchema = z.enum(TICKET_PRIORITIES);
export const TicketAuthorTypeSchema = z.enum(TICKET_AUTHOR_TYPES);
export const ApplicantTypeSchema = z.enum(APPLICANT_TYPES);
export const ContentFormatSchema = z.enum(CONTENT_FORMATS);
export const CreatorStatusSchema = z.enum(CREATOR_STATUSES);
export const AuthProviderSchema = z.enum(AUTH_PROVIDERS);

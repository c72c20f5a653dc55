import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { OUTBOX_ROLES } from '../models/staff-access.js';
import { PageQuerySchema, pageOf } from '../models/page.schemas.js';
import { NormalisedEmailSchema } from './newsletter.endpoints.js';
import { StaffReasonSchema } from '../models/staff-reason.schemas.js';

/** Retries of an email that SMTP refused, before the outbox gives up on it. */
export const EMAIL_MAX_ATTEMPTS = 6;

/** Where a stored email is: sent by SMTP, waiting (kept, or retrying), or given up on. */
export const OUTBOX_STATUSES = ['SENT', 'KEPT', 'RETRYING', 'FAILED'] as const;
export const OutboxStatusSchema = z.enum(OUTBOX_STATUSES);
export type OutboxStatus = z.infer<typeof OutboxStatusSchema>;

/** One stored email in the outbox list. */
export const OutboxEmailSummarySchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: OutboxStatusSchema,
  attempts: z.number().int(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
});
export type OutboxEmailSummary = z.infer<typeof OutboxEmailSummarySchema>;

/** One stored email with its bodies; the HTML is shown in a sandboxed frame, never in the page. */
export const OutboxEmailSchema = OutboxEmailSummarySchema.extend({
  text: z.string(),
  html: z.string(),
  lastError: z.string().nullable(),
});
export type OutboxEmail = z.infer<typeof OutboxEmailSchema>;

export const ListOutboxQuerySchema = PageQuerySchema.extend({
  /** Part of the recipient, the subject or the kind (case-insensitive). */
  q: z.string().trim().max(200).optional(),
});
export type ListOutboxQuery = z.infer<typeof ListOutboxQuerySchema>;

export const OutboxPageSchema = pageOf(OutboxEmailSummarySchema);
export type OutboxPage = z.infer<typeof OutboxPageSchema>;

export const VerifyMemberEmailRequestSchema = z.strictObject({
  email: NormalisedEmailSchema,
  /** Why staff vouch for the address; kept in the audit log. */
  reason: StaffReasonSchema,
});
export type VerifyMemberEmailRequest = z.infer<typeof VerifyMemberEmailRequestSchema>;

export const VerifiedMemberSchema = z.object({
  userId: z.uuid(),
  email: z.string(),
  emailVerifiedAt: z.iso.datetime(),
});
export type VerifiedMember = z.infer<typeof VerifiedMemberSchema>;

/** GET /admin/outbox: stored emails, newest first, searchable (SUPER_ADMIN, ADMIN). */
export const listOutboxEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/outbox',
  summary: 'Stored outgoing emails, newest first',
  tags: ['admin-system'],
  auth: 'admin',
  roles: OUTBOX_ROLES,
  query: ListOutboxQuerySchema,
  response: OutboxPageSchema,
});

/** GET /admin/outbox/:id: one stored email with its text and HTML (SUPER_ADMIN, ADMIN). */
export const getOutboxEmailEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/outbox/:id',
  summary: 'One stored outgoing email',
  tags: ['admin-system'],
  auth: 'admin',
  roles: OUTBOX_ROLES,
  params: z.object({ id: z.uuid() }),
  response: OutboxEmailSchema,
});

/** POST /admin/members/verify-email: staff mark a member's address verified by hand (canManageUsers; audited). */
export const verifyMemberEmailEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/members/verify-email',
  summary: "Mark a member's email address verified",
  tags: ['admin-system'],
  auth: 'admin',
  permission: 'canManageUsers',
  body: VerifyMemberEmailRequestSchema,
  response: VerifiedMemberSchema,
});

import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { TicketPrioritySchema, TicketStatusSchema, TierSchema } from '../enums.js';
import { FileLinkSchema } from '../models/file-link.schemas.js';
import { PageQuerySchema, pageOf } from '../models/page.schemas.js';
import { SUPPORT_DESK_PERMISSION } from '../models/staff-access.js';
import {
  TicketCategorySchema,
  TicketDetailSchema,
  TicketMessageSchema,
  TicketMessageTextSchema,
  TicketAttachmentParamsSchema,
  TicketSummarySchema,
} from './support.endpoints.js';

/** A ticket's SLA clocks; the due times move forward by the time spent AWAITING_REPLY. */
export const TicketSlaSchema = z.object({
  firstResponseDueAt: z.iso.datetime(),
  resolutionDueAt: z.iso.datetime(),
  /** Set while the clocks are paused (AWAITING_REPLY). */
  pausedAt: z.iso.datetime().nullable(),
  pausedMs: z.number().int(),
  firstResponseBreached: z.boolean(),
  resolutionBreached: z.boolean(),
  escalatedAt: z.iso.datetime().nullable(),
});
export type TicketSla = z.infer<typeof TicketSlaSchema>;

/** A ticket as staff list it. */
export const DeskTicketSchema = TicketDetailSchema.omit({ messages: true }).extend({
  email: z.string(),
  userId: z.uuid().nullable(),
  tier: TierSchema,
  assigneeId: z.uuid().nullable(),
  sla: TicketSlaSchema,
});
export type DeskTicket = z.infer<typeof DeskTicketSchema>;

export const DeskMessageSchema = TicketMessageSchema.extend({
  internal: z.boolean(),
  authorAdminId: z.uuid().nullable(),
});

/** What the agent sees beside the ticket: the member's standing and recent history. */
export const TicketMemberContextSchema = z.object({
  userId: z.uuid(),
  displayName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  tier: TierSchema,
  totalPoints: z.number().int(),
  recentLogins: z.array(z.object({ at: z.iso.datetime(), ip: z.string(), method: z.string() })),
  recentActivities: z.array(z.object({ activityId: z.uuid(), title: z.string(), at: z.iso.datetime() })),
  otherTickets: z.array(TicketSummarySchema),
});
export type TicketMemberContext = z.infer<typeof TicketMemberContextSchema>;

export const DeskTicketViewSchema = z.object({
  ticket: DeskTicketSchema,
  messages: z.array(DeskMessageSchema),
  /** Null for guest tickets (from the contact form). */
  member: TicketMemberContextSchema.nullable(),
  /** The staff member working the ticket, null when unassigned. */
  assignee: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type DeskTicketView = z.infer<typeof DeskTicketViewSchema>;

export const ListDeskTicketsQuerySchema = PageQuerySchema.extend({
  status: TicketStatusSchema.optional(),
  priority: TicketPrioritySchema.optional(),
  /** `me`, `none` (unassigned) or a staff id. */
  assignee: z.union([z.enum(['me', 'none']), z.uuid()]).optional(),
  tier: TierSchema.optional(),
  category: TicketCategorySchema.optional(),
  /** Words of the subject, the address or the ticket number. */
  q: z.string().trim().max(100).optional(),
  from: z.iso.datetime().optional(),
  to: z.iso.datetime().optional(),
  breaching: z.enum(['true', 'false']).optional(),
});
export type ListDeskTicketsQuery = z.infer<typeof ListDeskTicketsQuerySchema>;
export const DeskTicketPageSchema = pageOf(DeskTicketSchema);
export type DeskTicketPage = z.infer<typeof DeskTicketPageSchema>;

export const AssignTicketBodySchema = z.strictObject({ assigneeId: z.uuid().nullable() });
export const SetTicketStatusBodySchema = z.strictObject({ status: TicketStatusSchema });
export const SetTicketPriorityBodySchema = z.strictObject({ priority: TicketPrioritySchema });
/** An agent's reply or internal note, optionally moving the ticket along the transition table. */
export const DeskReplyBodySchema = z.strictObject({
  message: TicketMessageTextSchema,
  internal: z.boolean().default(false),
  status: TicketStatusSchema.optional(),
});
export type DeskReplyBody = z.input<typeof DeskReplyBodySchema>;

export const SupportStatsSchema = z.object({
  openByPriority: z.record(TicketPrioritySchema, z.number().int()),
  medianFirstResponseMinutes: z.number().nullable(),
  medianResolutionMinutes: z.number().nullable(),
  breaches: z.object({ firstResponse: z.number().int(), resolution: z.number().int() }),
  csat: z.object({ average: z.number().nullable(), count: z.number().int() }),
});
export type SupportStats = z.infer<typeof SupportStatsSchema>;

export const CannedReplySchema = z.object({ id: z.uuid(), title: z.string(), body: z.string() });
export type CannedReply = z.infer<typeof CannedReplySchema>;
export const CreateCannedReplyBodySchema = z.strictObject({
  title: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[^\p{Cc}]*$/u),
  body: TicketMessageTextSchema,
});
export type CreateCannedReplyBody = z.infer<typeof CreateCannedReplyBodySchema>;

const ticketId = z.object({ id: z.uuid() });
const desk = { tags: ['admin-support'], auth: 'admin', permission: SUPPORT_DESK_PERMISSION } as const;

/** GET /support/admin/tickets: the desk queue with filters (mine, unassigned, breaching…). */
export const listDeskTicketsEndpoint = defineEndpoint({
  ...desk,
  method: 'GET',
  path: '/support/admin/tickets',
  summary: 'Support tickets for the desk, most urgent first',
  query: ListDeskTicketsQuerySchema,
  response: DeskTicketPageSchema,
});

/** GET /support/admin/tickets/stats: open by priority, medians, breaches, CSAT. */
export const supportStatsEndpoint = defineEndpoint({
  ...desk,
  method: 'GET',
  path: '/support/admin/tickets/stats',
  summary: 'Support desk figures',
  response: SupportStatsSchema,
});

/** GET /support/admin/tickets/:id: the ticket, all its messages and the member's context. */
export const getDeskTicketEndpoint = defineEndpoint({
  ...desk,
  method: 'GET',
  path: '/support/admin/tickets/:id',
  summary: 'A ticket as the desk sees it',
  params: ticketId,
  response: DeskTicketViewSchema,
});

/** PATCH /support/admin/tickets/:id/assign: to a desk staff member, or null to unassign (audited). */
export const assignTicketEndpoint = defineEndpoint({
  ...desk,
  method: 'PATCH',
  path: '/support/admin/tickets/:id/assign',
  summary: 'Assign a ticket',
  params: ticketId,
  body: AssignTicketBodySchema,
  response: DeskTicketSchema,
});

/** PATCH /support/admin/tickets/:id/status: along the transition table only (audited, member emailed). */
export const setTicketStatusEndpoint = defineEndpoint({
  ...desk,
  method: 'PATCH',
  path: '/support/admin/tickets/:id/status',
  summary: 'Move a ticket to another status',
  params: ticketId,
  body: SetTicketStatusBodySchema,
  response: DeskTicketSchema,
});

/** PATCH /support/admin/tickets/:id/priority (audited). */
export const setTicketPriorityEndpoint = defineEndpoint({
  ...desk,
  method: 'PATCH',
  path: '/support/admin/tickets/:id/priority',
  summary: 'Change the priority of a ticket',
  params: ticketId,
  body: SetTicketPriorityBodySchema,
  response: DeskTicketSchema,
});

/** POST /support/admin/tickets/:id/reply: a reply (emailed to the member) or an internal note. */
export const deskReplyEndpoint = defineEndpoint({
  ...desk,
  method: 'POST',
  path: '/support/admin/tickets/:id/reply',
  summary: 'Reply to a ticket or add an internal note',
  params: ticketId,
  body: DeskReplyBodySchema,
  response: DeskTicketSchema,
  successStatus: 201,
});

/** GET /support/admin/canned-replies. */
export const listCannedRepliesEndpoint = defineEndpoint({
  ...desk,
  method: 'GET',
  path: '/support/admin/canned-replies',
  summary: 'Canned replies of the desk',
  response: z.object({ items: z.array(CannedReplySchema) }),
});

/** POST /support/admin/canned-replies (audited). */
export const createCannedReplyEndpoint = defineEndpoint({
  ...desk,
  method: 'POST',
  path: '/support/admin/canned-replies',
  summary: 'Add a canned reply',
  body: CreateCannedReplyBodySchema,
  response: CannedReplySchema,
  successStatus: 201,
});

/** PUT /support/admin/canned-replies/:id: a new title and text (audited). */
export const updateCannedReplyEndpoint = defineEndpoint({
  ...desk,
  method: 'PUT',
  path: '/support/admin/canned-replies/:id',
  summary: 'Change a canned reply',
  params: ticketId,
  body: CreateCannedReplyBodySchema,
  response: CannedReplySchema,
});

/** DELETE /support/admin/canned-replies/:id (audited). */
export const deleteCannedReplyEndpoint = defineEndpoint({
  ...desk,
  method: 'DELETE',
  path: '/support/admin/canned-replies/:id',
  summary: 'Remove a canned reply',
  params: ticketId,
  response: z.object({ deleted: z.boolean() }),
});

/** POST /support/admin/tickets/:id/attachments/:attachmentId/link: a short-lived link to a ticket's file. */
export const createDeskAttachmentLinkEndpoint = defineEndpoint({
  ...desk,
  method: 'POST',
  path: '/support/admin/tickets/:id/attachments/:attachmentId/link',
  summary: 'A signed link (valid FILE_LINK_TTL_SECONDS) that opens an attachment of any ticket',
  params: TicketAttachmentParamsSchema,
  response: FileLinkSchema,
  successStatus: 201,
});

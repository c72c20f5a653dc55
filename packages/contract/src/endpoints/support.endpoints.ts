import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { TicketAuthorTypeSchema, TicketPrioritySchema, TicketStatusSchema } from '../enums.js';
import { FileLinkSchema } from '../models/file-link.schemas.js';
import { PageQuerySchema, pageOf } from '../models/page.schemas.js';
import { SUPPORT_TEXT_LIMITS, TICKET_CATEGORIES } from '../models/support.js';

export const TicketCategorySchema = z.enum(TICKET_CATEGORIES);

// One line of text: no control characters (subjects reach email headers).
const subject = z
  .string()
  .trim()
  .min(1)
  .max(SUPPORT_TEXT_LIMITS.subjectMax)
  .regex(/^[^\p{Cc}]*$/u);
/** Free text of a ticket message: line breaks and tabs allowed, other control characters not. */
export const TicketMessageTextSchema = z
  .string()
  .trim()
  .min(SUPPORT_TEXT_LIMITS.messageMin)
  .max(SUPPORT_TEXT_LIMITS.messageMax)
  .regex(/^(?:[^\p{Cc}]|[\t\n\r])*$/u);

/**
 * POST /support/tickets as JSON, or as multipart/form-data with these fields and up to five files named
 * `attachments` (images or PDF, by content). The priority is the member's suggestion; staff may change it.
 */
export const CreateTicketBodySchema = z.strictObject({
  category: TicketCategorySchema,
  subject,
  message: TicketMessageTextSchema,
  priority: TicketPrioritySchema.default('NORMAL'),
});
export type CreateTicketBody = z.input<typeof CreateTicketBodySchema>;

/** POST /support/tickets/:id/reply (JSON, or multipart with `message` and `attachments`). */
export const TicketReplyBodySchema = z.strictObject({ message: TicketMessageTextSchema });
export type TicketReplyBody = z.infer<typeof TicketReplyBodySchema>;

export const RateTicketBodySchema = z.strictObject({
  score: z.number().int().min(1).max(5),
  comment: z
    .string()
    .trim()
    .max(2000)
    .regex(/^(?:[^\p{Cc}]|[\t\n\r])*$/u)
    .default(''),
});
export type RateTicketBody = z.input<typeof RateTicketBodySchema>;

export const TicketAttachmentSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  bytes: z.number().int(),
});
export type TicketAttachment = z.infer<typeof TicketAttachmentSchema>;

/** A message as the member sees it: internal notes never appear. */
export const TicketMessageSchema = z.object({
  id: z.uuid(),
  authorType: TicketAuthorTypeSchema,
  body: z.string(),
  createdAt: z.iso.datetime(),
  attachments: z.array(TicketAttachmentSchema),
});
export type TicketMessage = z.infer<typeof TicketMessageSchema>;

export const TicketRatingSchema = z.object({
  score: z.number().int(),
  comment: z.string(),
  ratedAt: z.iso.datetime(),
});

/** A ticket in a list. */
export const TicketSummarySchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  category: TicketCategorySchema,
  subject: z.string(),
  status: TicketStatusSchema,
  priority: TicketPrioritySchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TicketSummary = z.infer<typeof TicketSummarySchema>;

/** A ticket with its conversation, as its member sees it. */
export const TicketDetailSchema = TicketSummarySchema.extend({
  firstResponseAt: z.iso.datetime().nullable(),
  resolvedAt: z.iso.datetime().nullable(),
  closedAt: z.iso.datetime().nullable(),
  rating: TicketRatingSchema.nullable(),
  messages: z.array(TicketMessageSchema),
});
export type TicketDetail = z.infer<typeof TicketDetailSchema>;

export const ListTicketsQuerySchema = PageQuerySchema.extend({ status: TicketStatusSchema.optional() });
export type ListTicketsQuery = z.infer<typeof ListTicketsQuerySchema>;
export const TicketPageSchema = pageOf(TicketSummarySchema);
export type TicketPage = z.infer<typeof TicketPageSchema>;

const ticketId = z.object({ id: z.uuid() });
/** Multipart bodies carry a ticket's text and files: more than the JSON default. */
export const SUPPORT_UPLOAD_BODY_LIMIT = 64 * 1024 * 1024;

/** POST /support/tickets: a member opens a ticket (JSON or multipart with attachments). */
export const createTicketEndpoint = defineEndpoint({
  method: 'POST',
  path: '/support/tickets',
  summary: 'Open a support ticket (JSON, or multipart with up to five image or PDF attachments)',
  tags: ['support'],
  auth: 'member',
  body: CreateTicketBodySchema,
  response: TicketDetailSchema,
  successStatus: 201,
});

/** GET /support/tickets: the member's tickets, most recently updated first. */
export const listTicketsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/support/tickets',
  summary: "The member's support tickets",
  tags: ['support'],
  auth: 'member',
  query: ListTicketsQuerySchema,
  response: TicketPageSchema,
});

/** GET /support/tickets/:id: one of the member's tickets with its conversation (never internal notes). */
export const getTicketEndpoint = defineEndpoint({
  method: 'GET',
  path: '/support/tickets/:id',
  summary: 'A support ticket and its conversation',
  tags: ['support'],
  auth: 'member',
  params: ticketId,
  response: TicketDetailSchema,
});

/** POST /support/tickets/:id/reply: a member reply; on AWAITING_REPLY it resumes the SLA clocks. */
export const replyTicketEndpoint = defineEndpoint({
  method: 'POST',
  path: '/support/tickets/:id/reply',
  summary: 'Reply to a support ticket (JSON, or multipart with attachments)',
  tags: ['support'],
  auth: 'member',
  params: ticketId,
  body: TicketReplyBodySchema,
  response: TicketDetailSchema,
});

/** POST /support/tickets/:id/close: the member closes the ticket. */
export const closeTicketEndpoint = defineEndpoint({
  method: 'POST',
  path: '/support/tickets/:id/close',
  summary: 'Close a support ticket',
  tags: ['support'],
  auth: 'member',
  params: ticketId,
  response: TicketDetailSchema,
});

/** POST /support/tickets/:id/rate: 1–5 and a comment, once, when RESOLVED or CLOSED. */
export const rateTicketEndpoint = defineEndpoint({
  method: 'POST',
  path: '/support/tickets/:id/rate',
  summary: 'Rate the support received on a ticket (once)',
  tags: ['support'],
  auth: 'member',
  params: ticketId,
  body: RateTicketBodySchema,
  response: TicketDetailSchema,
});

/** The ticket and one of its attachments. */
export const TicketAttachmentParamsSchema = z.object({ id: z.uuid(), attachmentId: z.uuid() });

/** POST /support/tickets/:id/attachments/:attachmentId/link: a short-lived link to one of the member's files. */
export const createTicketAttachmentLinkEndpoint = defineEndpoint({
  method: 'POST',
  path: '/support/tickets/:id/attachments/:attachmentId/link',
  summary: "A signed link (valid FILE_LINK_TTL_SECONDS) that opens an attachment of the member's ticket",
  tags: ['support'],
  auth: 'member',
  params: TicketAttachmentParamsSchema,
  response: FileLinkSchema,
  successStatus: 201,
});

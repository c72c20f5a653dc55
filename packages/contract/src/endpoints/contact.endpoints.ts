import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { CONTACT_MESSAGES_PERMISSION } from '../models/staff-access.js';
import { PageQuerySchema, pageOf } from '../models/page.schemas.js';
import { NormalisedEmailSchema } from './newsletter.endpoints.js';

/** What a contact message is about; staff route messages by it. */
export const CONTACT_TOPICS = ['general', 'account', 'creators', 'partnerships', 'press'] as const;
export const ContactTopicSchema = z.enum(CONTACT_TOPICS);
export type ContactTopic = z.infer<typeof ContactTopicSchema>;

/** Where staff are with a contact message. */
export const CONTACT_MESSAGE_STATUSES = ['NEW', 'READ', 'ANSWERED'] as const;
export const ContactMessageStatusSchema = z.enum(CONTACT_MESSAGE_STATUSES);
export type ContactMessageStatus = z.infer<typeof ContactMessageStatusSchema>;

/** Length bounds of the contact form, shared by the form and the server. */
export const CONTACT_LIMITS = { nameMax: 100, subjectMax: 150, messageMin: 20, messageMax: 5000 } as const;

// One line of text: no control characters (they could bend email headers or logs).
const singleLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[^\p{Cc}]*$/u);
// Free text: line breaks and tabs allowed, other control characters not.
const multiLine = z
  .string()
  .trim()
  .min(CONTACT_LIMITS.messageMin)
  .max(CONTACT_LIMITS.messageMax)
  .regex(/^(?:[^\p{Cc}]|[\t\n\r])*$/u);
const captchaToken = z.string().max(20_000).nullable().optional();

export const SendContactMessageRequestSchema = z.strictObject({
  name: singleLine(CONTACT_LIMITS.nameMax).min(1),
  email: NormalisedEmailSchema,
  topic: ContactTopicSchema,
  /** Optional one-line summary; staff see the topic when it is empty. */
  subject: singleLine(CONTACT_LIMITS.subjectMax).optional(),
  message: multiLine,
  /** ALTCHA payload, or the reCAPTCHA v3 token when reCAPTCHA is configured (GET /auth/captcha/config). */
  captchaToken,
  captchaV2Token: captchaToken,
});
export type SendContactMessageRequest = z.infer<typeof SendContactMessageRequestSchema>;

export const ContactMessageAcceptedSchema = z.object({
  message: z.string(),
  /** Short reference the sender can quote; also in the acknowledgement email. */
  reference: z.string(),
});
export type ContactMessageAccepted = z.infer<typeof ContactMessageAcceptedSchema>;

/** A contact message as staff see it. */
export const ContactMessageSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  topic: ContactTopicSchema,
  subject: z.string(),
  message: z.string(),
  status: ContactMessageStatusSchema,
  ip: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** The admin who last changed the status; null while it is NEW. */
  handledByAdminId: z.uuid().nullable(),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const ListContactMessagesQuerySchema = PageQuerySchema.extend({
  status: ContactMessageStatusSchema.optional(),
});
export type ListContactMessagesQuery = z.infer<typeof ListContactMessagesQuerySchema>;

export const ContactMessagePageSchema = pageOf(ContactMessageSchema);
export type ContactMessagePage = z.infer<typeof ContactMessagePageSchema>;

export const UpdateContactMessageRequestSchema = z.strictObject({ status: ContactMessageStatusSchema });
export type UpdateContactMessageRequest = z.infer<typeof UpdateContactMessageRequestSchema>;

/** POST /contact/messages: the contact form (captcha, rate limited); stored for staff and emailed to support. */
export const sendContactMessageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/contact/messages',
  summary: 'Send a message to staff from the contact form',
  tags: ['contact'],
  auth: 'public',
  body: SendContactMessageRequestSchema,
  response: ContactMessageAcceptedSchema,
  successStatus: 202,
  bodyLimit: 64 * 1024,
});

/** GET /admin/contact-messages: newest first, optionally by status (canManageUsers). */
export const listContactMessagesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/contact-messages',
  summary: 'Contact messages, newest first',
  tags: ['admin-support'],
  auth: 'admin',
  permission: CONTACT_MESSAGES_PERMISSION,
  query: ListContactMessagesQuerySchema,
  response: ContactMessagePageSchema,
});

/** PATCH /admin/contact-messages/:id: marks a message NEW, READ or ANSWERED (canManageUsers; audited). */
export const updateContactMessageEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/admin/contact-messages/:id',
  summary: 'Set the status of a contact message',
  tags: ['admin-support'],
  auth: 'admin',
  permission: CONTACT_MESSAGES_PERMISSION,
  params: z.object({ id: z.uuid() }),
  body: UpdateContactMessageRequestSchema,
  response: ContactMessageSchema,
});

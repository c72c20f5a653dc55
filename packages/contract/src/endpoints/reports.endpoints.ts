import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { ActivityStatusSchema, ActivityTypeSchema } from '../models/activity.schemas.js';
import { PageQuerySchema, pageOf } from '../models/page.schemas.js';

/** Why a member reports an activity. */
export const REPORT_REASONS = [
  'SPAM_OR_MISLEADING',
  'HATEFUL_OR_ABUSIVE',
  'VIOLENT',
  'RIGHTS_INFRINGEMENT',
  'PRIVACY',
  'OTHER',
] as const;
export const ReportReasonSchema = z.enum(REPORT_REASONS);
export type ReportReason = z.infer<typeof ReportReasonSchema>;

export const REPORT_RESOLUTIONS = ['DISMISS', 'REMOVE_CONTENT'] as const;
export const ReportResolutionSchema = z.enum(REPORT_RESOLUTIONS);
export type ReportResolution = z.infer<typeof ReportResolutionSchema>;

export const CreateReportBodySchema = z.strictObject({
  reason: ReportReasonSchema,
  note: z.string().trim().max(1000).default(''),
});
export type CreateReportBody = z.input<typeof CreateReportBodySchema>;

export const ReportReceiptSchema = z.object({
  id: z.uuid(),
  activityId: z.uuid(),
  reason: ReportReasonSchema,
  createdAt: z.iso.datetime(),
});
export type ReportReceipt = z.infer<typeof ReportReceiptSchema>;

/** GET /admin/reports query: OPEN (default) or RESOLVED reports, grouped per activity. */
export const ListReportsQuerySchema = PageQuerySchema.extend({
  state: z.enum(['OPEN', 'RESOLVED']).default('OPEN'),
  reason: ReportReasonSchema.optional(),
  type: ActivityTypeSchema.optional(),
  hiddenOnly: z.enum(['true', 'false']).optional(),
});
export type ListReportsQuery = z.infer<typeof ListReportsQuerySchema>;

export const ReportGroupSchema = z.object({
  activityId: z.uuid(),
  title: z.string(),
  type: ActivityTypeSchema,
  status: ActivityStatusSchema,
  /** Hidden automatically by reports until a moderator decides. */
  hidden: z.boolean(),
  reportCount: z.number().int(),
  lastReportedAt: z.iso.datetime(),
  reports: z.array(
    z.object({
      id: z.uuid(),
      reason: ReportReasonSchema,
      note: z.string(),
      reporterId: z.uuid(),
      createdAt: z.iso.datetime(),
      resolution: ReportResolutionSchema.nullable(),
    }),
  ),
});
export const ReportGroupPageSchema = pageOf(ReportGroupSchema);
export type ReportGroupPage = z.infer<typeof ReportGroupPageSchema>;

export const ResolveReportsBodySchema = z.strictObject({
  action: ReportResolutionSchema,
  note: z.string().trim().max(2000).default(''),
});

export const ReportResolutionResultSchema = z.object({
  activityId: z.uuid(),
  action: ReportResolutionSchema,
  resolvedCount: z.number().int(),
  status: ActivityStatusSchema,
  hidden: z.boolean(),
});
export type ReportResolutionResult = z.infer<typeof ReportResolutionResultSchema>;

/** POST /activities/:id/report: one report per member per activity (409 on a second). */
export const reportActivityEndpoint = defineEndpoint({
  method: 'POST',
  path: '/activities/:id/report',
  summary: 'Report an activity',
  tags: ['reports'],
  auth: 'member',
  params: z.object({ id: z.uuid() }),
  body: CreateReportBodySchema,
  response: ReportReceiptSchema,
  successStatus: 201,
});

/** GET /admin/reports: reported activities with their reports (canModerateContent). */
export const listReportsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/reports',
  summary: 'Reported activities, most recently reported first',
  tags: ['admin-content'],
  auth: 'admin',
  permission: 'canModerateContent',
  query: ListReportsQuerySchema,
  response: ReportGroupPageSchema,
});

/** POST /admin/reports/:activityId/resolve: dismiss (unhide) or remove the content (archive). */
export const resolveReportsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/reports/:activityId/resolve',
  summary: "Resolve an activity's open reports",
  tags: ['admin-content'],
  auth: 'admin',
  permission: 'canModerateContent',
  params: z.object({ activityId: z.uuid() }),
  body: ResolveReportsBodySchema,
  response: ReportResolutionResultSchema,
});

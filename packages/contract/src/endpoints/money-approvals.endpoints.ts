import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { MoneyApprovalSchema, MoneyApprovalStatusSchema } from '../models/money-approval.js';
import { PageQuerySchema, pageOf } from '../models/page.schemas.js';
import { StaffReasonSchema } from '../models/staff-reason.schemas.js';

const staff = { tags: ['admin-money-approvals'], auth: 'admin', permission: 'canManagePoints' } as const;

/** GET /admin/money-approvals query: a status (PENDING by default), newest first. */
export const MoneyApprovalsQuerySchema = PageQuerySchema.extend({
  status: MoneyApprovalStatusSchema.default('PENDING'),
});
export type MoneyApprovalsQuery = z.infer<typeof MoneyApprovalsQuerySchema>;

/** GET /admin/money-approvals (canManagePoints): requests waiting for (or decided by) a second staff member. */
export const listMoneyApprovalsEndpoint = defineEndpoint({
  ...staff,
  method: 'GET',
  path: '/admin/money-approvals',
  summary: 'Money moves above the four-eyes threshold, with maker and checker',
  query: MoneyApprovalsQuerySchema,
  response: pageOf(MoneyApprovalSchema),
});

const ApprovalParams = z.object({ id: z.uuid() });

/**
 * POST /admin/money-approvals/:id/approve (canManagePoints): another staff member than the maker runs the
 * move, once; the maker's own approval is 403 MONEY_APPROVAL_OWN_REQUEST.
 */
export const approveMoneyApprovalEndpoint = defineEndpoint({
  ...staff,
  method: 'POST',
  path: '/admin/money-approvals/:id/approve',
  summary: "Approve and run another staff member's money move (four eyes)",
  params: ApprovalParams,
  response: MoneyApprovalSchema,
});

/** Reject body: why the move does not go ahead. */
export const RejectMoneyApprovalBodySchema = z.object({ reason: StaffReasonSchema });
export type RejectMoneyApprovalBody = z.infer<typeof RejectMoneyApprovalBodySchema>;

/** POST /admin/money-approvals/:id/reject (canManagePoints): another staff member than the maker refuses it. */
export const rejectMoneyApprovalEndpoint = defineEndpoint({
  ...staff,
  method: 'POST',
  path: '/admin/money-approvals/:id/reject',
  summary: "Reject another staff member's money move, with a reason",
  params: ApprovalParams,
  body: RejectMoneyApprovalBodySchema,
  response: MoneyApprovalSchema,
});

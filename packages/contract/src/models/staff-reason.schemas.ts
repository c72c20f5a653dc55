import { z } from 'zod';
import { STAFF_REASON_MAX, STAFF_REASON_MIN } from '../constants.js';

/** The reason staff give for an audited action (suspensions, point changes, refusals, resends), kept in the audit log. */
export const StaffReasonSchema = z.string().trim().min(STAFF_REASON_MIN).max(STAFF_REASON_MAX);
export type StaffReason = z.infer<typeof StaffReasonSchema>;

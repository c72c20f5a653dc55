import {
  CreateReportBodySchema,
  REPORT_REASONS,
  type CreateReportBody,
  type ReportReason,
} from '@streamit/contract';

/** The note's length limit, read from the contract so client and server agree. */
export const REPORT_NOTE_MAX = CreateReportBodySchema.shape.note.unwrap().maxLength ?? 1000;

/** Reasons in the order the dialog lists them. */
export const REPORT_REASON_OPTIONS: readonly ReportReason[] = REPORT_REASONS;

/** What the dialog holds before sending. */
export interface ReportDraft {
  reason: ReportReason | null;
  note: string;
}

/** Which fields are wrong, as i18n keys. */
export interface ReportDraftErrors {
  reason?: 'play.report.reasonRequired';
  note?: 'play.report.noteTooLong';
}

/** Checks a draft against the contract's rules: a reason is required, the note has a length limit. */
export function validateReportDraft(draft: ReportDraft): ReportDraftErrors {
  const errors: ReportDraftErrors = {};
  if (!draft.reason) errors.reason = 'play.report.reasonRequired';
  if (draft.note.trim().length > REPORT_NOTE_MAX) errors.note = 'play.report.noteTooLong';
  return errors;
}

/** The request body of a valid draft. */
export function reportBodyOf(draft: ReportDraft & { reason: ReportReason }): CreateReportBody {
  return { reason: draft.reason, note: draft.note.trim() };
}

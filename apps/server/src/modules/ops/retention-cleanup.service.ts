import type { AppDeps } from '../../app-deps.js';
import { deleteOutboxEmailsBefore } from '../email/email.queries.js';
import { deleteLoginEventsBefore, deleteSessionsEndedBefore } from '../sessions/sessions.queries.js';
import { purgeDeletedTicketFiles } from '../support/support-retention.service.js';
import { DAY_MS } from '../../lib/utc-days.js';

/** What one retention pass removed, as the task run's result shows it. */
export interface RetentionCleanupResult {
  signInEvents: number;
  endedSessions: number;
  deletedTicketFiles: number;
  outboxEmails: number;
}

/**
 * Personal data past its retention period (docs/configuration.md), as of `now`: sign-in events older than
 * SIGN_IN_EVENT_RETENTION_DAYS, sessions ended SESSION_RETENTION_DAYS ago, the attachments of tickets deleted
 * SUPPORT_DELETED_TICKET_FILES_DAYS ago and outbox mail done with (sent, given up or kept without SMTP) older
 * than EMAIL_OUTBOX_RETENTION_DAYS.
 * Member export files have their own hourly job (maintenance.export-retention).
 */
export async function cleanUpRetainedData(deps: AppDeps, now = new Date()): Promise<RetentionCleanupResult> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const signInEvents = await deleteLoginEventsBefore(
    deps.db,
    daysAgo(deps.config.SIGN_IN_EVENT_RETENTION_DAYS),
  );
  const endedSessions = await deleteSessionsEndedBefore(deps.db, daysAgo(deps.config.SESSION_RETENTION_DAYS));
  const deletedTicketFiles = await purgeDeletedTicketFiles(deps, now);
  const outboxEmails = await deleteOutboxEmailsBefore(
    deps.db,
    daysAgo(deps.config.EMAIL_OUTBOX_RETENTION_DAYS),
  );
  return { signInEvents, endedSessions, deletedTicketFiles, outboxEmails };
}

import type { AppDeps } from '../../app-deps.js';
import { mediaStorageFor } from '../media/media-paths.js';
import { forgetDeletedTicketFiles, listDeletedTicketFilesBefore } from './support-jobs.repository.js';
import { DAY_MS } from '../../lib/utc-days.js';

// Tickets handled per statement; the loop goes on until none is left, so a large backlog clears in one run.
const BATCH = 200;

/**
 * Deletes from media storage the attachments of tickets deleted more than SUPPORT_DELETED_TICKET_FILES_DAYS
 * before `now` (every file of a ticket sits under support/<ticket id>/), then the row that remembered them.
 * Returns how many deleted tickets' files it removed.
 */
export async function purgeDeletedTicketFiles(deps: AppDeps, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - deps.config.SUPPORT_DELETED_TICKET_FILES_DAYS * DAY_MS);
  const storage = mediaStorageFor(deps.config);
  let purged = 0;
  for (;;) {
    const ticketIds = await listDeletedTicketFilesBefore(deps.db, cutoff, BATCH);
    for (const ticketId of ticketIds) {
      await storage.deletePrefix(`support/${ticketId}`);
      await forgetDeletedTicketFiles(deps.db, ticketId);
    }
    purged += ticketIds.length;
    if (ticketIds.length < BATCH) return purged;
  }
}

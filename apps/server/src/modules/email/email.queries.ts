/**
 * The email module's published data access: other modules queue emails in their own transaction here.
 * The repository itself is this module's own (a check stops other modules importing it).
 */
export { deleteOutboxEmailsBefore, eraseRecipient, insertOutboxEmails } from './outbox.repository.js';

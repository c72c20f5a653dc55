import type { Transaction } from '../../db/database.js';
import { deleteAccountAttempts } from '../auth-limits/auth-limits.queries.js';
import { eraseContactSender } from '../contact/contact.queries.js';
import { eraseRecipient } from '../email/email.queries.js';
import { deletedMemberIdentity } from '../members/members.queries.js';
import { deleteSubscriptionOf } from '../newsletter/newsletter.queries.js';
import { deleteInvitationsTo } from '../partners/partners.queries.js';
import { deleteAllAddresses, eraseOrderAddresses } from '../store/store.queries.js';
import { eraseTicketAddresses } from '../support/support.queries.js';

/**
 * What names a deleting member outside `users` (decision 070 §3, docs/data-retention.md), erased in the
 * deletion's transaction: each owner module does its own table (decision 053). The rows stay where the books
 * or another person's history need them; the address, name and shipping details go.
 */
export async function eraseMemberTraces(
  tx: Transaction,
  userId: string,
  email: string | null,
): Promise<void> {
  const identity = deletedMemberIdentity(userId);
  await eraseOrderAddresses(tx, userId);
  await deleteAllAddresses(tx, userId);
  await eraseTicketAddresses(tx, { userId, email: email ?? identity.email }, identity.email);
  if (!email) return;
  await eraseContactSender(tx, email, identity);
  await deleteSubscriptionOf(tx, email);
  await deleteInvitationsTo(tx, email);
  await deleteAccountAttempts(tx, email);
  await eraseRecipient(tx, email, identity.email);
}
